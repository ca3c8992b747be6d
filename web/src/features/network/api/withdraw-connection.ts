import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRoutes, type ConnectionListItem } from '@docnet/contracts';
import { apiPost, serverMessage } from '@/lib/api-client';
import { withoutConnection } from '@/lib/connection-state';
import { connectionsKey, suggestionsKey } from '@/lib/connections';
import { toast } from '@/lib/toast';

/**
 * POST /api/connections/{id}/withdraw: the member withdraws a request they sent, optimistically: it leaves the
 * sent requests (and the counts) at once and comes back, with the server's message, when the server refuses
 * (answered meanwhile, for one). Success refreshes the lists: the member may show among the suggestions again.
 */
export function useWithdrawConnection() {
  const { mutate } = useSWRConfig();
  const inFlight = useRef(new Set<number>());

  async function withdraw({ connection, user }: ConnectionListItem): Promise<void> {
    if (inFlight.current.has(connection.id)) return;
    inFlight.current.add(connection.id);
    try {
      await mutate<ConnectionListItem[]>(
        connectionsKey,
        async () => {
          await apiPost<unknown>(ApiRoutes.connectionWithdraw(connection.id));
          return undefined;
        },
        {
          optimisticData: (current) => withoutConnection(current, connection.id),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
      toast({ title: 'Request Withdrawn', description: `Your connection request to ${user.name} has been withdrawn.` });
      void mutate(suggestionsKey);
    } catch (error) {
      toast({
        title: 'Failed to Withdraw Request',
        description: serverMessage(error) ?? 'Could not withdraw the connection request. Please try again.',
        variant: 'destructive',
      });
    } finally {
      inFlight.current.delete(connection.id);
    }
  }

  return { withdraw };
}
