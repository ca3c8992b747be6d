import useSWRMutation from 'swr/mutation';
import { ApiRoutes, type AuthMessageBody, type SmsCodeRequest } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/sms/send {phoneNumber} (credentials included, as every call): sends an SMS code. */
export const sendSmsCodeRoute = ApiRoutes.authSmsSend;

export function sendSmsCode(request: SmsCodeRequest): Promise<AuthMessageBody | null> {
  return apiPost<AuthMessageBody | null>(sendSmsCodeRoute, { phoneNumber: request.phoneNumber });
}

export function useSendSmsCode() {
  return useSWRMutation<AuthMessageBody | null, Error, string, SmsCodeRequest>(
    sendSmsCodeRoute,
    (_key, { arg }) => sendSmsCode(arg),
    { throwOnError: false, populateCache: false, revalidate: false },
  );
}
