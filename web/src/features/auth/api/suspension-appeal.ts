import {
  ApiRoutes,
  type ModerationAppeal,
  type PhiConfirmation,
  type SuspendedBody,
  type SuspensionAppealInput,
} from '@docnet/contracts';
import { ApiError, apiPost, errorBody } from '@/lib/api-client';

/** The suspension a sign-in's 403 tells of (right password, suspended account), with its appeal token; else null. */
export function suspensionOf(error: unknown): SuspendedBody | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = errorBody<SuspendedBody>(error);
  if (body?.suspended !== true || typeof body.appealToken !== 'string' || !body.appealToken) return null;
  return { message: typeof body.message === 'string' ? body.message : '', suspended: true, appealToken: body.appealToken };
}

/** POST /api/auth/suspension-appeal {appealToken, statement, phiConfirmation?}: signed out, once per suspension. */
export function appealSuspension(appealToken: string, statement: string, phiConfirmation?: PhiConfirmation): Promise<ModerationAppeal> {
  const input: SuspensionAppealInput = { appealToken, statement, ...(phiConfirmation && { phiConfirmation }) };
  return apiPost<ModerationAppeal>(ApiRoutes.authSuspensionAppeal, input);
}
