import { ProfileUpdatedV1, UserDeletedV1, type DataOf, type EventOf } from '@docnet/contracts';
import { isDuplicateKey } from '../mongo/duplicate-key';
import { Controller, Inject, Injectable, Module, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type Redis from 'ioredis';
import { Schema, type FilterQuery, type Model } from 'mongoose';
import type { Logger } from 'pino';
import { modelProvider } from '../mongo/model-registry';
import { ReadModelRebuild, saveInBatches } from '../redis/read-model-rebuild';
import { REDIS, REDIS_KEY_PREFIX } from '../redis/redis.module';
import { LOGGER, SERVICE_NAME } from '../tokens';
import { RedisMemberCards } from './redis-member-cards';

export { memberCardKey, memberCardsBase, memberCardsClaims, RedisMemberCards } from './redis-member-cards';

export type MemberCard = DataOf<typeof ProfileUpdatedV1>['card'];

export interface MemberCardDocument extends Omit<MemberCard, 'id'> {
  _id: number;
  revision: number;
}

/** The collection MemberCardsModule keeps; a service may read it through a model of its own. */
export const MEMBER_CARDS_COLLECTION = 'member_cards';

/**
 * The schema of the member cards. A new instance per call: a service's read-only model of the cards adds
 * the indexes its own queries need without changing the projection's model.
 */
export function memberCardSchema(): Schema<MemberCardDocument> {
  return new Schema<MemberCardDocument>(
    {
      _id: Number,
      revision: Number,
      name: String,
      username: String,
      specialty: String,
      hospital: String,
      affiliation: String,
      city: String,
      state: String,
      profilePicture: String,
      bio: String,
      languagesSpoken: [String],
      publicProfile: Boolean,
      searchVisibility: Boolean,
      npiVerified: Boolean,
    },
    { versionKey: false },
  );
}

/*
 * The owner's privacy switches on a card (absent on cards from before they were carried: on). Every surface
 * that lists members to others applies them; the owner always sees themselves.
 */

/** Cards another member may find, be suggested or recommended: search visibility not turned off. */
export const FINDABLE_CARDS: FilterQuery<MemberCardDocument> = { searchVisibility: { $ne: false } };

export const isFindable = (card: Pick<MemberCard, 'searchVisibility'>): boolean => card.searchVisibility !== false;

/** Whether others may see the member's connections (and the member in others' connection lists). */
export const sharesConnections = (card: Pick<MemberCard, 'publicProfile'>): boolean => card.publicProfile !== false;

export const MemberCardModel = Symbol('MemberCardModel');
export type MemberCardModel = Model<MemberCardDocument>;

/**
 * Something of a service's own kept from the cards (a read model shaped for one of its reads). It is told
 * of every delivery, a repeated or stale one included, before the card is stored (so a stored card means
 * its followers have it): it must compare the revision itself, and a failure makes the event be delivered
 * again.
 */
export interface MemberCardFollower {
  cardArrived(card: MemberCard, revision: number): Promise<void>;
}

/**
 * Something answered from the stored cards (a cache of answers). It is told of every delivery, a repeated or
 * stale one included, after the card is stored, so what it drops is answered again from the new card; a failure
 * makes the event be delivered again.
 */
export interface MemberCardListener {
  cardStored(card: MemberCard): Promise<void>;
}

const BATCH = 500;

/**
 * A service's local copy of members' public cards, kept from profile.updated so the service never
 * calls the profile service. Revision-guarded: an older or repeated card changes nothing.
 *
 * The collection is the projection's truth. A service with Redis (RedisModule) also keeps the cards there
 * (ADR 3), written with each card and rebuilt from the collection when missing (at start, after Redis
 * restarted empty), and reads them from it: one key per card, read together, instead of a query. While Redis cannot be
 * reached the reads fall back to the collection.
 */
@Injectable()
export class MemberCards implements OnApplicationBootstrap {
  private readonly followers: MemberCardFollower[] = [];
  private readonly listeners: MemberCardListener[] = [];
  private readonly cache?: { cards: RedisMemberCards; rebuild: ReadModelRebuild };

  constructor(
    @Inject(MemberCardModel) private readonly cards: MemberCardModel,
    @Optional() @Inject(REDIS) redis?: Redis,
    @Optional() @Inject(REDIS_KEY_PREFIX) prefix?: string,
    @Optional() @Inject(SERVICE_NAME) service?: string,
    @Optional() @Inject(LOGGER) private readonly logger?: Logger,
  ) {
    if (redis && prefix !== undefined && service && logger) {
      const cached = new RedisMemberCards(redis, prefix, service);
      const rebuild = new ReadModelRebuild({
        name: 'Member cards',
        claims: cached,
        fill: (keepClaim) => this.fill(cached, keepClaim),
        logger,
      });
      this.cache = { cards: cached, rebuild };
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.cache?.rebuild
      .ensureComplete()
      .catch((error: unknown) => this.logger?.warn({ err: error }, 'member cards not cached at start'));
  }

  /** Registers a follower of the cards (see MemberCardFollower). */
  follow(follower: MemberCardFollower): void {
    this.followers.push(follower);
  }

  /** Registers a listener told once each card is stored (see MemberCardListener). */
  listen(listener: MemberCardListener): void {
    this.listeners.push(listener);
  }

  async apply({ revision, card }: DataOf<typeof ProfileUpdatedV1>): Promise<void> {
    // A card without the privacy switches (an older producer's) means both on, not "as before".
    const complete = { publicProfile: true, searchVisibility: true, ...card };
    const { id, ...fields } = complete;
    for (const follower of this.followers) await follower.cardArrived(complete, revision);
    await this.cache?.cards.save([{ card: complete, revision }]);
    try {
      await this.cards.updateOne({ _id: id, revision: { $lt: revision } }, { $set: { ...fields, revision } }, { upsert: true });
    } catch (error) {
      // The upsert's insert collides with a card at the same or a newer revision: nothing to do.
      if (!isDuplicateKey(error)) throw error;
    }
    for (const listener of this.listeners) await listener.cardStored(complete);
  }

  /**
   * A member deleted their account: their card leaves the collection and Redis, so every list the service answers
   * from cards (suggestions, recommendations, connections, comments, notifications) stops naming them. Repeating it
   * changes nothing.
   */
  async remove(memberId: number): Promise<void> {
    await this.cache?.cards.remove(memberId);
    await this.cards.deleteOne({ _id: memberId });
  }

  async find(ids: readonly number[]): Promise<Map<number, MemberCard>> {
    if (this.cache) {
      try {
        return await this.cache.rebuild.read(() => this.cache!.cards.find(ids));
      } catch (error) {
        this.logger?.warn({ err: error }, 'member cards read from the database: Redis unavailable');
      }
    }
    const documents = await this.cards.find({ _id: { $in: [...ids] } }).lean();
    return new Map(documents.map(({ _id, revision: _revision, ...card }) => [_id, { ...card, id: _id }]));
  }

  /** Those of the given members who keep their connections private (see `sharesConnections`). */
  async keepingConnectionsPrivate(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    return [...(await this.find(ids)).values()].filter((card) => !sharesConnections(card)).map(({ id }) => id);
  }

  /** Rebuilds the Redis copy now from the collection (the rebuild commands, the benchmark's seed). */
  async rebuildCache(): Promise<number> {
    return (await this.cache?.rebuild.execute()) ?? 0;
  }

  private fill(cached: RedisMemberCards, keepClaim: () => Promise<void>): Promise<number> {
    const cards = this.cards.find({}).lean<MemberCardDocument[]>().cursor({ batchSize: BATCH });
    const entries = (batch: MemberCardDocument[]) => batch.map(({ _id, revision, ...card }) => ({ card: { ...card, id: _id }, revision }));
    return saveInBatches(cards, (batch) => cached.save(entries(batch), { rebuilding: true }), keepClaim, BATCH);
  }
}

@Controller()
class ProfileUpdatedConsumer {
  constructor(private readonly cards: MemberCards) {}

  @EventPattern(ProfileUpdatedV1.type)
  handle(@Payload() event: EventOf<typeof ProfileUpdatedV1>): Promise<void> {
    return this.cards.apply(event.data);
  }
}

@Controller()
class UserDeletedCardsConsumer {
  constructor(private readonly cards: MemberCards) {}

  @EventPattern(UserDeletedV1.type)
  handle(@Payload() event: EventOf<typeof UserDeletedV1>): Promise<void> {
    return this.cards.remove(event.data.userId);
  }
}

@Module({
  controllers: [ProfileUpdatedConsumer, UserDeletedCardsConsumer],
  providers: [modelProvider(MemberCardModel, 'MemberCard', memberCardSchema(), MEMBER_CARDS_COLLECTION), MemberCards],
  // The model too: a follower compares an arriving card's revision with the stored one (see MemberCardFollower).
  exports: [MemberCards, MemberCardModel],
})
export class MemberCardsModule {}
