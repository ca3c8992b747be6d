import { LOGGER, MemberCards, ReadModelRebuild, type MemberCard, type MemberCardDocument, type MemberCardFollower } from '@docnet/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { weightedTraits } from '../../domain/suggestion-ranking';
import { SuggestionTraits, type MemberTraits } from '../../domain/suggestion-traits.port';
import { CandidateCardModel } from '../../persistence/candidate-card.schema';

const BATCH = 500;
const traitFields = { _id: 1, revision: 1, specialty: 1, state: 1, city: 1, affiliation: 1 } as const;

const traitsOf = (card: Pick<MemberCard, 'id' | 'specialty' | 'state' | 'city' | 'affiliation'>, revision: number): MemberTraits => ({
  memberId: card.id,
  revision,
  traits: weightedTraits(card as MemberCard),
});

/**
 * Keeps the suggestion traits (ADR 3) from the member cards: each card that arrives is saved through the
 * model's compare-and-set right after the card itself (a failure makes the event be delivered again), and
 * the model is built from the stored cards at start, whenever a read finds it incomplete (Redis restarted
 * empty) and on demand (`npm run rebuild-read-models -w services/social-graph`).
 */
@Injectable()
export class UpdateSuggestionTraitsHandler implements MemberCardFollower, OnApplicationBootstrap {
  private readonly rebuild: ReadModelRebuild;

  constructor(
    cards: MemberCards,
    @Inject(CandidateCardModel) private readonly candidates: CandidateCardModel,
    private readonly traits: SuggestionTraits,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    cards.follow(this);
    this.rebuild = new ReadModelRebuild({
      name: 'People you may know',
      claims: traits,
      fill: (keepClaim) => this.fill(keepClaim),
      logger,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // Suggestions fall back to the database without the model: an unreachable Redis must not keep the service from starting.
    await this.rebuild.ensureComplete().catch((error: unknown) => this.logger.warn({ err: error }, 'suggestion traits not built at start'));
  }

  async cardArrived(card: MemberCard, revision: number): Promise<void> {
    await this.traits.save([traitsOf(card, revision)]);
  }

  /** A read of the model, once more after a rebuild when it is missing; 503 while Redis cannot be reached. */
  read<T>(answer: () => Promise<T>): Promise<T> {
    return this.rebuild.read(answer);
  }

  /** Rebuilds now, over the model as it is. */
  execute(): Promise<number> {
    return this.rebuild.execute();
  }

  private async fill(keepClaim: () => Promise<void>): Promise<number> {
    let written = 0;
    let batch: MemberTraits[] = [];
    const flush = async () => {
      await this.traits.save(batch, { rebuilding: true });
      await keepClaim();
      written += batch.length;
      batch = [];
    };
    for await (const card of this.candidates.find({}, traitFields).lean<MemberCardDocument[]>().cursor({ batchSize: BATCH })) {
      batch.push(traitsOf({ ...card, id: card._id }, card.revision));
      if (batch.length === BATCH) await flush();
    }
    await flush();
    return written;
  }
}
