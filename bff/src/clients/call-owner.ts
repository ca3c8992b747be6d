import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/**
 * Whose share of the services' call places a request's calls use: the signed-in member's (whatever session or
 * browser they come from), else the client's address, so signed-out loops (sign-in, registration, the contact
 * form) are held to a share too.
 */
const owners = new AsyncLocalStorage<string>();

/** How an owner that is a client's address (a signed-out caller) is named. */
export const ADDRESS_OWNER = 'address:';

/** Runs the rest of the request as its caller's; after the session middleware, which says who is signed in. */
export function callOwnerMiddleware(request: Request, _response: Response, next: NextFunction): void {
  const userId = request.session?.userId;
  owners.run(typeof userId === 'number' ? `member:${userId}` : `${ADDRESS_OWNER}${request.ip ?? 'unknown'}`, next);
}

/** The owner of the request being answered; undefined outside a request (e.g. work caused by an event). */
export function currentCallOwner(): string | undefined {
  return owners.getStore();
}
