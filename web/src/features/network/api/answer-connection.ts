import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRoutes, type ConnectionAnswer, type ConnectionListItem } from '@docnet/contracts';
import { apiPut, serverMessage } from '@/lib/api-client';
import { answerMoves, type ConnectionLists } from '@/lib/connection-state';
import { connectionsKey, pendingRequestsKey, suggestionsKey } from '@/lib/connections';
import { toast } from '@/lib/toast';

/*
 * The toasts of an answer. The spec condenses the failure fallback as
 * 'Could not accept/reject connection request. Please try again.'; each answer names its own verb.
 */
const answerToasts = {
  accepted: {
    progress: 'Accepting Connection',
    success: { title: 'Connection Accepted', description: 'You have successfully connected with this doctor.' },
    failure: { title: 'Failed to Accept Connection', fallback: 'Could not accept connection request. Please try again.' },
  },
  rejected: {
    progress: 'Rejecting Connection',
    success: { title: 'Connection Rejected', description: 'The connection request has been rejected.' },
    failure: { title: 'Failed to Reject Connection', fallback: 'Could not reject connection request. Please try again.' },
  },
} as const;

/**
 * PUT /api/connections/{connectionId} {status}: the receiver accepts or declines a request, optimistically:
 * the request leaves the pending list at once and, when accepted, appears among the connections;
 * the previous lists are restored on failure. Success refreshes the lists from the server.
 */
export function useAnswerConnection() {
  const { mutate, cache } = useSWRConfig();
  const inFlight = useRef(new Set<number>());

  async function answer(connectionId: number, status: ConnectionAnswer): Promise<void> {
    if (inFlight.current.has(connectionId)) return;
    inFlight.current.add(connectionId);
    const texts = answerToasts[status];
    const previous: ConnectionLists = {
      connections: cache.get(connectionsKey)?.data as ConnectionListItem[] | undefined,
      pending: cache.get(pendingRequestsKey)?.data as ConnectionListItem[] | undefined,
    };
    const moved = answerMoves(previous, connectionId, status);
    const show = (lists: ConnectionLists) =>
      Promise.all([
        mutate(connectionsKey, lists.connections, { revalidate: false }),
        mutate(pendingRequestsKey, lists.pending, { revalidate: false }),
      ]);

    toast({ title: texts.progress });
    await show(moved);
    try {
      await apiPut<unknown>(ApiRoutes.connectionById(connectionId), { status });
      toast(texts.success);
      void mutate(connectionsKey);
      void mutate(pendingRequestsKey);
      void mutate(suggestionsKey);
    } catch (error) {
      await show(previous);
      toast({ title: texts.failure.title, description: serverMessage(error) ?? texts.failure.fallback, variant: 'destructive' });
    } finally {
      inFlight.current.delete(connectionId);
    }
  }

  return { answer };
}
