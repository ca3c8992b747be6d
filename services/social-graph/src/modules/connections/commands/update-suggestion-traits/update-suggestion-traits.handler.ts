import { LOGGER, MemberCards, MemberTraitIndex, MemberTraitsKeeper, RedisTraitBuckets } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { weightedTraits } from '../../domain/suggestion-ranking';
import { CandidateCardModel } from '../../persistence/candidate-card.schema';

/** The suggestion traits (ADR 3): who shares a specialty, a place or an affiliation, kept from the member cards. */
export const SuggestionTraits = Symbol('SuggestionTraits');

const MODEL = 'People you may know';

/**
 * The suggestion traits' adapter (Redis today): the platform's bounded buckets, one per combination of the member's
 * specialty, state, city and affiliation keys (15 at most), keyed per member and bucket.
 */
export const suggestionTraitsIndex = (redis: Redis, prefix: string): MemberTraitIndex =>
  new RedisTraitBuckets(redis, prefix, { service: 'social-graph', model: MODEL });

/** Keeps the suggestion traits with the platform's MemberTraitsKeeper, keyed as `sharedTraits` weighs them. */
@Injectable()
export class UpdateSuggestionTraitsHandler extends MemberTraitsKeeper {
  constructor(
    cards: MemberCards,
    @Inject(CandidateCardModel) storedCards: CandidateCardModel,
    @Inject(SuggestionTraits) index: MemberTraitIndex,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({ name: MODEL, cards, storedCards, index, keysOf: (card) => weightedTraits(card).map(({ key }) => key), logger });
  }
}
