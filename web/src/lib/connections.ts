import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiGet, apiPost, serverMessage } from './api-client';
import { toast } from './toast';

/*
 * Connection reads and the connect action, shared by the profile view and the search results
 * (part 1 §4 connection request). The network feature of a later issue owns the connection screens;
 * these stay here so the two features do not import each other.
 */

/** Part 1 §3 Connection list entry (the connections feature owns the screens; the profile only reads). */
export interface ConnectionEntry {
  connection: { id: number; requesterId: number; receiverId: number; status: 'pending' | 'accepted' | 'rejected'; createdAt?: string };
  user: { id: number; name: string; specialty: string | null; hospital?: string | null; affiliation?: string | null; city?: string | null; state?: string | null; profilePicture: string | null };
}

export const connectionsKey = '/api/connections';

/**
 * GET /api/connections, fetched only when signed in (part 1 §6). The route arrives with a later issue:
 * until then it fails, and a failure simply means no status (never a made-up one).
 */
export function useConnections(signedIn: boolean) {
  return useSWR<ConnectionEntry[]>(signedIn ? connectionsKey : null, () => apiGet<ConnectionEntry[]>(connectionsKey));
}

export type ConnectionStatus = 'accepted' | 'pending' | 'none';

/** Part 1 §4: the status on a profile is that of the connection between viewer and viewed user. */
export function connectionStatusWith(entries: ConnectionEntry[] | undefined, viewerId: number, userId: number): ConnectionStatus {
  const found = (Array.isArray(entries) ? entries : []).find(
    ({ connection }) =>
      (connection.requesterId === viewerId && connection.receiverId === userId) ||
      (connection.requesterId === userId && connection.receiverId === viewerId),
  );
  if (found?.connection.status === 'accepted') return 'accepted';
  if (found?.connection.status === 'pending') return 'pending';
  return 'none';
}


/**
 * POST /api/connections {receiverId}, optimistic (part 1 §4): the button reads 'Pending' at once and is
 * rolled back on failure. Success refreshes the connection and suggestion lists.
 */
export function useSendConnection() {
  const { mutate } = useSWRConfig();
  const [pendingIds, setPendingIds] = useState<number[]>([]);

  async function connect(receiver: { id: number; name: string }): Promise<void> {
    if (pendingIds.includes(receiver.id)) return;
    setPendingIds((ids) => [...ids, receiver.id]);
    toast({ title: 'Sending Connection Request', description: 'Your request is being processed...' });
    try {
      await apiPost<unknown>(connectionsKey, { receiverId: receiver.id });
      toast({ title: 'Connection Request Sent', description: `Your connection request has been sent to ${receiver.name}.` });
      void mutate(connectionsKey);
      void mutate('/api/connections/suggestions');
    } catch (error) {
      setPendingIds((ids) => ids.filter((id) => id !== receiver.id));
      toast({
        title: 'Failed to Connect',
        description: serverMessage(error) ?? 'Could not send connection request. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return { connect, isPending: (id: number) => pendingIds.includes(id) };
}
