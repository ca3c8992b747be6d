import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type SmsCodeCheck, type VerifiedBody } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/sms/verify {phoneNumber, code}: OK means the phone is verified. */
export const verifySmsCodeRoute = ApiRoutes.authSmsVerify;

export function verifySmsCode(check: SmsCodeCheck): Promise<VerifiedBody | null> {
  return apiPost<VerifiedBody | null>(verifySmsCodeRoute, {
    phoneNumber: check.phoneNumber,
    code: check.code,
  });
}

export function useVerifySmsCode() {
  return useSWRMutation<VerifiedBody | null, Error, string, SmsCodeCheck>(
    verifySmsCodeRoute,
    (_key, { arg }) => verifySmsCode(arg),
    { throwOnError: false, populateCache: false, revalidate: false },
  );
}
