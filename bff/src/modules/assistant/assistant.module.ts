import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { AssistantController } from './assistant.controller';

/** /api/connections/ai-recommendations and /api/ai/chat, answered by the ai-assistant service (which caches the recommendations). */
@Module({ controllers: [AssistantController], providers: [RateLimiter] })
export class AssistantModule {}
