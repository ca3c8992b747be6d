import { useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiRoutes, type ConnectionListItem, type ConnectionUser, type MemberConnections, type MutualConnectionCounts } from '@docnet/contracts';
import { apiGet, apiPost, serverMessage } from './api-client';
import { acceptedOf, connectionStateWith, connectionUserOf, withSentRequest } from './connection-state';
import { toast } from './toast';

/*
 * Connection reads and the connect action, shared by the profile view, the search results and the network
 * screen, so those features never import each other.
 */

export const connectionsKey = ApiRoutes.connections;
export const pendingRequestsKey = ApiRoutes.connectionsPending;
export const suggestionsKey = ApiRoutes.connectionsSuggestions;

/**
 * GET /api/connections: the signed-in member's accepted and pending connections, fetched only when signed in.
 * A failure means no status is known (never a made-up one).
 */
export function useConnections(signedIn: boolean) {
  return useSWR<ConnectionListItem[]>(signedIn ? connectionsKey : null, () => apiGet<ConnectionListItem[]>(connectionsKey));
}

/** The signed-in member's connection count (accepted only), e.g. for the home profile card; 0 until known. */
export function useOwnConnectionCount(): number {
  const { data, error } = useConnections(true);
  return error ? 0 : acceptedOf(data).length;
}

/** GET /api/users/{id}/connections: another member's accepted connections and their total (profile card and tab). */
export function useMemberConnections(userId: number | null) {
  const key = userId === null ? null : ApiRoutes.userConnections(userId);
  return useSWR<MemberConnections>(key, () => apiGet<MemberConnections>(key as string));
}

/**
 * GET /api/connections/mutual: connections the signed-in member shares with each of the members shown (a page
 * of search results). A member without a count (not public, or the read failed) shows none.
 */
export function useMutualConnectionCounts(memberIds: readonly number[]): Record<string, number> {
  const key = memberIds.length ? `${ApiRoutes.connectionsMutual}?ids=${memberIds.join(',')}` : null;
  const { data, error } = useSWR<MutualConnectionCounts>(key, () => apiGet<MutualConnectionCounts>(key as string));
  return error || !data ? {} : data.counts;
}

/**
 * Toast wording per screen: on a profile the success names the member; the network
 * screen's suggestions use the 'Connection request sent' / 'Failed to send connection request' pair (docs/product/network.md).
 */
export type ConnectWording = 'profile' | 'list' | 'network';

function sentToast(wording: ConnectWording, receiver: ConnectionUser): { title: string; description: string } {
  switch (wording) {
    case 'profile':
      return { title: 'Connection Request Sent', description: `Your connection request has been sent to ${receiver.name}.` };
    case 'list':
      return { title: 'Connection Request Sent', description: 'Your connection request has been sent.' };
    case 'network':
      return { title: 'Connection request sent', description: 'Your connection request has been sent.' };
  }
}

/**
 * POST /api/connections {receiverId}, optimistic: the receiver shows as pending at once (an entry
 * in the cached connections list) and is rolled back on failure. No request is sent when a pending or accepted
 * connection already exists in either direction. Success refreshes the connection and suggestion lists.
 */
export function useSendConnection(viewerId: number) {
  const { mutate, cache } = useSWRConfig();
  const inFlight = useRef(new Set<number>());

  async function connect(
    receiver: Pick<ConnectionUser, 'id' | 'name'> & Partial<ConnectionUser>,
    wording: ConnectWording,
  ): Promise<void> {
    const known = [
      ...((cache.get(connectionsKey)?.data as ConnectionListItem[] | undefined) ?? []),
      ...((cache.get(pendingRequestsKey)?.data as ConnectionListItem[] | undefined) ?? []),
    ];
    if (inFlight.current.has(receiver.id) || connectionStateWith(known, viewerId, receiver.id) !== 'none') return;
    const card = connectionUserOf(receiver);
    inFlight.current.add(receiver.id);
    toast({ title: 'Sending Connection Request', description: 'Your request is being processed...' });
    try {
      await mutate<ConnectionListItem[]>(
        connectionsKey,
        async () => {
          await apiPost<unknown>(connectionsKey, { receiverId: receiver.id });
          return undefined;
        },
        {
          optimisticData: (current) => withSentRequest(current, viewerId, card),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
      toast(sentToast(wording, card));
      void mutate(suggestionsKey);
    } catch (error) {
      toast({
        title: wording === 'network' ? 'Failed to send connection request' : 'Failed to Connect',
        description: serverMessage(error) ?? 'Could not send connection request. Please try again.',
        variant: 'destructive',
      });
    } finally {
      inFlight.current.delete(receiver.id);
    }
  }

  return { connect };
}
