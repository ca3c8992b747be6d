import {
  ApiRoutes,
  type NpiBindingCheck,
  type NpiBindingDone,
  type NpiBindingRequest,
  type NpiBindingStarted,
} from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/npi-binding: a code to the phone the NPI registry lists for the NPI, by SMS or voice call. */
export function requestNpiBinding(request: NpiBindingRequest): Promise<NpiBindingStarted> {
  return apiPost<NpiBindingStarted>(ApiRoutes.authNpiBinding, request);
}

/** POST /api/auth/npi-binding/verify: the registry phone's code binds the NPI to the member (the verified badge). */
export function verifyNpiBinding(check: NpiBindingCheck): Promise<NpiBindingDone> {
  return apiPost<NpiBindingDone>(ApiRoutes.authNpiBindingVerify, check);
}
