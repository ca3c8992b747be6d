import { Inject, Injectable } from '@nestjs/common';
import { SocialTieModel, type TieStatus } from '../../persistence/social-tie.schema';
import { RecommendationListBuilder } from '../../read-models/recommendations/recommendation-list-builder';

/** The connection facts every social-graph event carries. */
export interface ConnectionFacts {
  connectionId: number;
  requesterId: number;
  receiverId: number;
}

/**
 * The social graph the recommendations exclude and count mutual connections in. Each write sets the whole tie,
 * so a redelivered event changes nothing; then the recommendation lists the tie changes follow it.
 */
@Injectable()
export class RecordConnectionHandler {
  constructor(
    @Inject(SocialTieModel) private readonly ties: SocialTieModel,
    private readonly recommendations: RecommendationListBuilder,
  ) {}

  async execute({ connectionId, requesterId, receiverId }: ConnectionFacts, status: TieStatus): Promise<void> {
    await this.ties.updateOne({ _id: connectionId }, { $set: { requesterId, receiverId, status } }, { upsert: true });
    await this.recommendations.tieChanged(requesterId, receiverId);
  }
}
