import { Inject, Injectable } from '@nestjs/common';
import { SocialTieModel, type TieStatus } from '../../persistence/social-tie.schema';
import { ForgetRecommendationsHandler } from '../forget-recommendations/forget-recommendations.handler';

/** The connection facts every social-graph event carries. */
export interface ConnectionFacts {
  connectionId: number;
  requesterId: number;
  receiverId: number;
}

/**
 * The social graph the recommendations exclude and count mutual connections in. Each write sets the whole tie,
 * so a redelivered event changes nothing; then the recommendations the tie changes are dropped.
 */
@Injectable()
export class RecordConnectionHandler {
  constructor(
    @Inject(SocialTieModel) private readonly ties: SocialTieModel,
    private readonly recommendations: ForgetRecommendationsHandler,
  ) {}

  async execute({ connectionId, requesterId, receiverId }: ConnectionFacts, status: TieStatus): Promise<void> {
    await this.ties.updateOne({ _id: connectionId }, { $set: { requesterId, receiverId, status } }, { upsert: true });
    await this.recommendations.tieChanged(requesterId, receiverId);
  }
}
