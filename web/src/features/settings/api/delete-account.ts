import { ApiRoutes, type DeleteAccount } from '@docnet/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/account {password}: 204; every session of the member ends with it, this one included. */
export function deleteAccount(input: DeleteAccount): Promise<null> {
  return apiRequest<null>('DELETE', ApiRoutes.account, { body: { password: input.password } });
}
