import useSWR from 'swr';
import type { ConnectionListItem } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { pendingRequestsKey } from '@/lib/connections';

/** GET /api/connections/pending: the requests waiting for the signed-in member's answer, as {user, connection}. */
export function usePendingRequests() {
  return useSWR<ConnectionListItem[]>(pendingRequestsKey, () => apiGet<ConnectionListItem[]>(pendingRequestsKey));
}
