import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { InternalHeaders } from '@docnet/contracts';
import type { Request } from 'express';
import { SERVICE_CONFIG } from '../tokens';
import type { ServiceEnv } from '../config/load-config';

/** Only the BFF (holder of SERVICE_TOKEN) may call /internal routes. */
@Injectable()
export class ServiceTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceEnv) {
    this.expected = Buffer.from(config.SERVICE_TOKEN);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.path.startsWith('/internal')) return true;
    const given = Buffer.from(request.header(InternalHeaders.serviceToken) ?? '');
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) {
      throw new ForbiddenException('Unknown caller');
    }
    return true;
  }
}

/** The signed-in member on whose behalf the BFF calls; 401 when the call needs one and has none. */
export const ActingUserId = createParamDecorator((optional: boolean | undefined, context: ExecutionContext) => {
  const raw = context.switchToHttp().getRequest<Request>().header(InternalHeaders.actingUserId);
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  if (id === undefined && !optional) throw new UnauthorizedException('Sign-in required');
  return id;
});
