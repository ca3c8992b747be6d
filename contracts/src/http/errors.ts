import type { PhiFieldFinding } from './phi-guard';

/**
 * Every non-OK /api answer carries this body. Only two say more: registration's 409, that the account exists,
 * and its username (the wizard offers to sign in with it); the PHI guard's 422, its findings and confirmation token (`PhiRefusalBody`).
 */
export interface ErrorBody {
  message: string;
  existingAccount?: true;
  username?: string;
  findings?: PhiFieldFinding[];
  confirmationToken?: string;
}
