import type { ConnectionListItem } from '@docnet/contracts';
import { connectionStateWith, type ConnectionState } from '@/lib/connection-state';
import { useConnections } from '@/lib/connections';
import { usePendingRequests } from '../api/get-pending-requests';

/**
 * The state the network screens show for a member: the connection between viewer and member found in the
 * connections list or the requests waiting for the viewer, in either direction.
 */
export function useConnectionStates(viewerId: number): (userId: number) => ConnectionState {
  const connections = useConnections(true);
  const pending = usePendingRequests();
  const known: ConnectionListItem[] = [
    ...(connections.error ? [] : (connections.data ?? [])),
    ...(pending.error ? [] : (pending.data ?? [])),
  ];
  return (userId) => connectionStateWith(known, viewerId, userId);
}
