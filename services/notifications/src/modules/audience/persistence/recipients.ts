import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@docnet/contracts';
import { insertOnce, LOGGER, MEMBER_CARDS_COLLECTION, MONGO_CONNECTION, ReadThroughCache, REDIS, REDIS_KEY_PREFIX } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { RecipientModel } from './recipient.schema';

export interface Recipient {
  id: number;
  email: string | null;
  settings: NotificationSettings;
  lastDigestAt: Date | null;
}

/** A recipient as stored in the cache: JSON, so the digest time travels as text. */
type CachedRecipient = Omit<Recipient, 'lastDigestAt'> & { lastDigestAt: string | null };

/**
 * The recipients projection: settings by revision, email addresses and digest bookkeeping. Read for every
 * notification, written rarely, so reads come from a copy in Redis (ADR 3) that each write here forgets: this
 * class is the collection's only writer.
 */
@Injectable()
export class Recipients {
  private readonly cache: ReadThroughCache<CachedRecipient>;

  constructor(
    @Inject(RecipientModel) private readonly recipients: RecipientModel,
    @Inject(MONGO_CONNECTION) private readonly connection: Connection,
    @Inject(REDIS) redis: Redis,
    @Inject(REDIS_KEY_PREFIX) prefix: string,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.cache = new ReadThroughCache<CachedRecipient>(redis, prefix, 'notification-recipients');
  }

  /** Creates the member's record at revision 0 if missing: later writes are then plain conditional updates (no upsert pitfalls). */
  private async ensure(id: number): Promise<void> {
    if (await this.recipients.exists({ _id: id })) return;
    await insertOnce(() => this.recipients.create({ _id: id, settingsRevision: 0 }));
    await this.cache.forget(id);
  }

  /** Keeps the newest settings: an older or repeated revision changes nothing. */
  async applySettings(id: number, revision: number, settings: NotificationSettings): Promise<void> {
    await this.ensure(id);
    const updated = await this.recipients.updateOne({ _id: id, settingsRevision: { $lt: revision } }, { $set: { settingsRevision: revision, settings } });
    if (updated.modifiedCount === 1) await this.cache.forget(id);
  }

  async setEmail(id: number, email: string): Promise<void> {
    await this.ensure(id);
    const updated = await this.recipients.updateOne({ _id: id }, { $set: { email } });
    if (updated.modifiedCount === 1) await this.cache.forget(id);
  }

  /** A member deleted their account: their address and settings go. */
  async forget(id: number): Promise<void> {
    await this.recipients.deleteOne({ _id: id });
    await this.cache.forget(id);
  }

  /** A member the service has not heard of yet has the default settings (cached too: `ensure` forgets it). */
  async get(id: number): Promise<Recipient> {
    const cached = await this.cache.read(
      id,
      async () => {
        const found = await this.recipients.findById(id).lean();
        const { email = null, settings = DEFAULT_NOTIFICATION_SETTINGS, lastDigestAt = null } = found ?? {};
        return { id, email, settings, lastDigestAt: lastDigestAt ? new Date(lastDigestAt).toISOString() : null };
      },
      (error) => this.logger.warn({ userId: id, error: String(error) }, 'recipients cache unavailable: reading the recipient'),
    );
    const recipient = cached ?? { id, email: null, settings: DEFAULT_NOTIFICATION_SETTINGS, lastDigestAt: null };
    return { ...recipient, lastDigestAt: recipient.lastDigestAt ? new Date(recipient.lastDigestAt) : null };
  }

  /** Every member the service has heard of: a registration, settings or a public card. */
  async knownMemberIds(): Promise<number[]> {
    const [recipients, cards] = await Promise.all([
      this.recipients.distinct('_id'),
      this.connection.collection(MEMBER_CARDS_COLLECTION).distinct('_id'),
    ]);
    return [...new Set([...recipients, ...cards].map(Number))].sort((a, b) => a - b);
  }

  /**
   * Claims the member's digest window up to `asOf`: conditional on the previous digest time, so of two
   * instances (or the timer and the operator route) only one sends it.
   */
  async claimDigest(recipient: Recipient, asOf: Date): Promise<boolean> {
    await this.ensure(recipient.id);
    const previous = recipient.lastDigestAt ? { lastDigestAt: recipient.lastDigestAt } : { lastDigestAt: { $exists: false } };
    const result = await this.recipients.updateOne({ _id: recipient.id, ...previous }, { $set: { lastDigestAt: asOf } });
    if (result.modifiedCount !== 1) return false;
    await this.cache.forget(recipient.id);
    return true;
  }
}
