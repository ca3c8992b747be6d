import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@docnet/contracts';
import { isDuplicateKey, MEMBER_CARDS_COLLECTION, MONGO_CONNECTION } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { RecipientModel } from './recipient.schema';

export interface Recipient {
  id: number;
  email: string | null;
  settings: NotificationSettings;
  lastDigestAt: Date | null;
}

/** The recipients projection: settings by revision, email addresses and digest bookkeeping. */
@Injectable()
export class Recipients {
  constructor(
    @Inject(RecipientModel) private readonly recipients: RecipientModel,
    @Inject(MONGO_CONNECTION) private readonly connection: Connection,
  ) {}

  /** Creates the member's record at revision 0 if missing: later writes are then plain conditional updates (no upsert pitfalls). */
  private async ensure(id: number): Promise<void> {
    if (await this.recipients.exists({ _id: id })) return;
    try {
      await this.recipients.create({ _id: id, settingsRevision: 0 });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Keeps the newest settings: an older or repeated revision changes nothing. */
  async applySettings(id: number, revision: number, settings: NotificationSettings): Promise<void> {
    await this.ensure(id);
    await this.recipients.updateOne({ _id: id, settingsRevision: { $lt: revision } }, { $set: { settingsRevision: revision, settings } });
  }

  async setEmail(id: number, email: string): Promise<void> {
    await this.ensure(id);
    await this.recipients.updateOne({ _id: id }, { $set: { email } });
  }

  async get(id: number): Promise<Recipient> {
    const found = await this.recipients.findById(id).lean();
    return {
      id,
      email: found?.email ?? null,
      settings: found?.settings ?? DEFAULT_NOTIFICATION_SETTINGS,
      lastDigestAt: found?.lastDigestAt ?? null,
    };
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
    return result.modifiedCount === 1;
  }
}
