import useSWR from 'swr';
import { ApiRoutes, type PushConfig, type PushSubscriptionBody, type PushUnsubscribeBody } from '@docnet/contracts';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

/**
 * GET /api/push/config: the VAPID public key this device subscribes with (null: the server sends no pushes); not asked
 * on a browser that cannot receive pushes.
 */
export function usePushConfig(supported: boolean) {
  return useSWR<PushConfig>(supported ? ApiRoutes.pushConfig : null, () => apiGet<PushConfig>(ApiRoutes.pushConfig));
}

/** POST /api/push/subscriptions: this device receives the member's pushes. */
export function savePushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  return apiPost<void>(ApiRoutes.pushSubscriptions, subscription);
}

/** DELETE /api/push/subscriptions {endpoint}: it no longer does. */
export function deletePushSubscription(endpoint: string): Promise<void> {
  const body: PushUnsubscribeBody = { endpoint };
  return apiRequest<void>('DELETE', ApiRoutes.pushSubscriptions, { body });
}
