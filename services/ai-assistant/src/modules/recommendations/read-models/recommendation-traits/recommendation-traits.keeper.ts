import { LOGGER, MemberCards, MemberTraitIndex, MemberTraitsKeeper, RedisTraitBuckets } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { candidateTraitKeys, recommendationBuckets } from '../../domain/recommendation-engine';
import { MemberCardViewModel } from '../../persistence/member-card-view.schema';

/** The recommendation traits (ADR 3): who has which specialty, family of specialties, place, affiliation and language. */
export const RecommendationTraits = Symbol('RecommendationTraits');

const MODEL = 'AI recommendations';

/**
 * The recommendation traits' adapter (Redis today): the platform's bounded buckets, a member in those of
 * `recommendationBuckets` (at most 23, and one per language), keyed per member and per bucket.
 */
export const recommendationTraitsIndex = (redis: Redis, prefix: string): MemberTraitIndex =>
  new RedisTraitBuckets(redis, prefix, { service: 'ai-assistant', model: MODEL, bucketsOf: recommendationBuckets });

/** Keeps the recommendation traits with the platform's MemberTraitsKeeper, keyed as `recommendationQuery` asks. */
@Injectable()
export class RecommendationTraitsKeeper extends MemberTraitsKeeper {
  constructor(
    cards: MemberCards,
    @Inject(MemberCardViewModel) storedCards: MemberCardViewModel,
    @Inject(RecommendationTraits) index: MemberTraitIndex,
    @Inject(LOGGER) logger: Logger,
  ) {
    super({
      name: MODEL,
      cards,
      storedCards,
      index,
      keysOf: (card) => candidateTraitKeys({ ...card, languages: card.languagesSpoken ?? [] }),
      logger,
    });
  }
}
