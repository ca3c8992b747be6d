import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ApiRoutes } from '@docnet/contracts';
import { RateLimiter } from '../../security/rate-limiter';
import { AssistantController } from './assistant.controller';
import { ConnectionChangesMiddleware } from './connection-changes.middleware';
import { RecommendationsCache } from './recommendations-cache';

/** /api/connections/ai-recommendations and /api/ai/chat, answered by the ai-assistant service. */
@Module({ controllers: [AssistantController], providers: [RecommendationsCache, RateLimiter] })
export class AssistantModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(ConnectionChangesMiddleware)
      .forRoutes(
        { path: ApiRoutes.connections, method: RequestMethod.POST },
        { path: ApiRoutes.connectionById(':id'), method: RequestMethod.PUT },
        { path: ApiRoutes.connectionById(':id'), method: RequestMethod.DELETE },
      );
  }
}
