import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { InternalHeaders } from '@docnet/contracts';
import type { Request, RequestHandler } from 'express';

/** The only requests answered without the service token: orchestrators' probes and the metrics scrape, spelled exactly so. */
const HEALTH_PROBES = new Set(['/health', '/health/ready', '/metrics']);

/** Equal-length digests, so the comparison takes the same time whatever the given token's length. */
const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * Deny by default: only the BFF (holder of SERVICE_TOKEN) may call a service. Installed before routing,
 * so it judges the raw request line: no spelling of a path (letter case, percent-encoding, doubled
 * slashes, dot segments) and no unknown route gets past it; only GET of the exact health probes and of /metrics does.
 */
export function serviceTokenGate(serviceToken: string): RequestHandler {
  const expected = digest(serviceToken);
  return (request, response, next) => {
    if (request.method === 'GET' && HEALTH_PROBES.has(request.originalUrl)) return next();
    const given = request.header(InternalHeaders.serviceToken);
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return next();
    response.status(403).json({ message: 'Unknown caller' });
  };
}

/** The signed-in member on whose behalf the BFF calls; 401 when the call needs one and has none. */
export const ActingUserId = createParamDecorator((optional: boolean | undefined, context: ExecutionContext) => {
  const raw = context.switchToHttp().getRequest<Request>().header(InternalHeaders.actingUserId);
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  if (id === undefined && !optional) throw new UnauthorizedException('Sign-in required');
  return id;
});
