import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RecommendationsCache } from './recommendations-cache';

/**
 * After a member's own successful connection request, answer or removal, their cached recommendations (and,
 * for a request, the receiver's) are dropped, so the next look no longer offers that member. The
 * assistant learns the change from Kafka a moment later; until then a fresh answer may still show it.
 */
@Injectable()
export class ConnectionChangesMiddleware implements NestMiddleware {
  constructor(private readonly cache: RecommendationsCache) {}

  use(request: Request, response: Response, next: NextFunction): void {
    response.on('finish', () => {
      const memberId = request.session?.userId;
      if (typeof memberId !== 'number' || response.statusCode >= 400) return;
      const receiverId = Number((request.body as { receiverId?: unknown } | undefined)?.receiverId);
      void this.cache.forget(Number.isInteger(receiverId) ? [memberId, receiverId] : [memberId]).catch(() => undefined);
    });
    next();
  }
}
