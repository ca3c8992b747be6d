import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in member's id; answers 401 when the session has none, with the given message (e.g. 'Please log in to comment.'). */
export const SignedInMember = createParamDecorator((message: string | undefined, context: ExecutionContext): number => {
  const userId = context.switchToHttp().getRequest<Request>().session?.userId;
  if (typeof userId !== 'number') throw new UnauthorizedException(message ?? 'Not signed in');
  return userId;
});
