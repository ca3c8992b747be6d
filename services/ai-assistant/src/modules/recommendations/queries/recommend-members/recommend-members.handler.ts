import type { AiRecommendation, AiRecommendationsResponse } from '@docnet/contracts';
import { Injectable } from '@nestjs/common';
import { MemberNetwork, type ScoredCandidate } from '../../../../domain/member-network.port';
import { summarize } from '../../domain/recommendation-engine';

/** How many recommendations the AI Assistant tab lists. */
export const RECOMMENDATIONS_LISTED = 10;

export function toAiRecommendation({ candidate, score, reasoning, matchFactors }: ScoredCandidate): AiRecommendation {
  const { id, name, specialty, affiliation, city, state } = candidate;
  return { userId: id, user: { name, specialty, affiliation, city, state }, score, reasoning, matchFactors };
}

/** The member's connection recommendations with a summary, read from their precomputed list (ADR 3). */
@Injectable()
export class RecommendMembersHandler {
  constructor(private readonly network: MemberNetwork) {}

  async execute(memberId: number): Promise<AiRecommendationsResponse> {
    const { member, recommendations } = await this.network.recommendationsFor(memberId, RECOMMENDATIONS_LISTED);
    return { summary: summarize(member, recommendations), recommendations: recommendations.map(toAiRecommendation) };
  }
}
