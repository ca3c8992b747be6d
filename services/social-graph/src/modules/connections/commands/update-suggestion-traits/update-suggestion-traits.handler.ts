import { LOGGER, MemberCards, MemberTraitIndex, MemberTraitsKeeper } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { weightedTraits } from '../../domain/suggestion-ranking';
import { CandidateCardModel } from '../../persistence/candidate-card.schema';
import { RedisSuggestionTraits } from '../../persistence/redis-suggestion-traits';

/** The suggestion traits (ADR 3): who shares a specialty, a place or an affiliation, kept from the member cards. */
export const SuggestionTraits = Symbol('SuggestionTraits');

const MODEL = 'People you may know';

/** The suggestion traits' adapter (Redis today): bounded buckets per combination of traits, keyed per member and bucket. */
export const suggestionTraitsIndex = (redis: Redis, prefix: string): MemberTraitIndex => new RedisSuggestionTraits(redis, prefix, MODEL);

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
