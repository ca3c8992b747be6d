import { useSWRConfig } from 'swr';
import { connectionsKey, pendingRequestsKey, suggestionsKey } from '@/lib/connections';
import { useLiveEvents } from '@/lib/live-stream';

/**
 * Keeps the network lists current while they show: a request arriving or one of the member's own requests
 * accepted elsewhere reaches them as a live notification, and the lists are read again (before, they changed
 * only on a reload); after a reconnect too, since events of the gap are lost.
 */
export function useLiveConnectionLists(): void {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(connectionsKey);
    void mutate(pendingRequestsKey);
    void mutate(suggestionsKey);
  };
  useLiveEvents((event) => {
    if (event.type !== 'notification') return;
    if (event.notification.type === 'connectionRequests' || event.notification.type === 'connectionAccepted') refresh();
  }, refresh);
}
