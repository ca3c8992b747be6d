import { AiAssistantRoutes, type AiRecommendationsResponse } from '@docnet/contracts';
import { ActingUserId } from '@docnet/platform';
import { Controller, Get } from '@nestjs/common';
import { RecommendMembersHandler } from '../queries/recommend-members/recommend-members.handler';

/** Internal API of ai-assistant (contracts/src/services/ai-assistant.ts); only the BFF calls it. */
@Controller()
export class RecommendationsController {
  constructor(private readonly recommendMembers: RecommendMembersHandler) {}

  @Get(AiAssistantRoutes.recommendations)
  recommendations(@ActingUserId() memberId: number): Promise<AiRecommendationsResponse> {
    return this.recommendMembers.execute(memberId);
  }
}
