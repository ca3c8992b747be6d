import { WriteLimitMessages, type LimitedWrite } from '@docnet/contracts';
import { applyDecorators, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { BFF_CONFIG, type BffConfig } from '../config/bff.env';
import { ApiErrors } from '../openapi/api-responses';
import { REDIS } from '../session/redis.provider';
import { RateLimiter, type RateRule } from './rate-limiter';

const LIMITED_WRITE = Symbol('limited-write');
const HOUR_SECONDS = 60 * 60;

/** The hourly limit of each kind of write, per member, from the configuration. */
export function memberWriteRules(config: BffConfig): Record<LimitedWrite, RateRule> {
  const hourly = (name: LimitedWrite, limit: number): RateRule => ({ name: `write-${name}`, limit, windowSeconds: HOUR_SECONDS, message: WriteLimitMessages[name] });
  return {
    contents: hourly('contents', config.CONTENTS_PER_HOUR),
    comments: hourly('comments', config.COMMENTS_PER_HOUR),
    likes: hourly('likes', config.LIKES_PER_HOUR),
    connectionRequests: hourly('connectionRequests', config.CONNECTION_REQUESTS_PER_HOUR),
    events: hourly('events', config.LISTINGS_PER_HOUR),
    news: hourly('news', config.LISTINGS_PER_HOUR),
    cme: hourly('cme', config.LISTINGS_PER_HOUR),
    reports: hourly('reports', config.REPORTS_PER_HOUR),
    contentEdits: hourly('contentEdits', config.CONTENT_EDITS_PER_HOUR),
    profileEdits: hourly('profileEdits', config.PROFILE_EDITS_PER_HOUR),
  };
}

/** Counts each call of the route against the signed-in member's hourly limit of this kind of write (429 past it). */
export function LimitedPerMember(write: LimitedWrite) {
  return applyDecorators(SetMetadata(LIMITED_WRITE, write), ApiErrors(429));
}

/**
 * Applies `@LimitedPerMember` (a global guard): every attempt of a signed-in member counts, before the body is
 * checked; a signed-out call is left to the route's own 401.
 */
@Injectable()
export class MemberWriteLimits implements CanActivate {
  private readonly rules: Record<LimitedWrite, RateRule>;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) redis: Redis,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.rules = memberWriteRules(config);
    this.limiter = new RateLimiter(redis);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const write = this.reflector.get<LimitedWrite | undefined>(LIMITED_WRITE, context.getHandler());
    const memberId = context.switchToHttp().getRequest<Request>().session?.userId;
    if (write && typeof memberId === 'number') await this.limiter.hit(this.rules[write], String(memberId));
    return true;
  }
}
