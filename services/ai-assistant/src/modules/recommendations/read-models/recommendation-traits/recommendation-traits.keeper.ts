import { LOGGER, MemberCards, MemberTraitIndex, MemberTraitsKeeper, RedisMemberTraitIndex } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { candidateTraitKeys } from '../../domain/recommendation-engine';
import { MemberCardViewModel } from '../../persistence/member-card-view.schema';

/** The recommendation traits (ADR 3): who has which specialty, family of specialties, place, affiliation and language. */
export const RecommendationTraits = Symbol('RecommendationTraits');

const MODEL = 'AI recommendations';

/** The recommendation traits' adapter (Redis today), under the assistant's hash tag. */
export const recommendationTraitsIndex = (redis: Redis, prefix: string): MemberTraitIndex =>
  new RedisMemberTraitIndex(redis, `${prefix}{ai-assistant}:traits:`, MODEL);

/** Keeps the recommendation traits with the platform's MemberTraitsKeeper, keyed as `recommendationQuery` asks. */
@Injectable()
export class UpdateRecommendationTraitsHandler extends MemberTraitsKeeper {
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
