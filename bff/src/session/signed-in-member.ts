import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in member's id; answers 401 when the session has none. */
export const SignedInMember = createParamDecorator((_: unknown, context: ExecutionContext): number => {
  const userId = context.switchToHttp().getRequest<Request>().session?.userId;
  if (typeof userId !== 'number') throw new UnauthorizedException('Not signed in');
  return userId;
});
