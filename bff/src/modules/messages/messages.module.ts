import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { MessagesController } from './messages.controller';

/** /api/conversations/* (direct messages between connections), answered by the social-graph service. */
@Module({ controllers: [MessagesController], providers: [RateLimiter] })
export class MessagesModule {}
