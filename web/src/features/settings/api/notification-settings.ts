import useSWR, { useSWRConfig } from 'swr';
import { ApiRoutes, type NotificationSettings, type SaveNotificationSettings } from '@docnet/contracts';
import { apiGet, apiPost } from '@/lib/api-client';

/** GET /api/notifications/settings: the signed-in member's notification settings (defaults until saved). */
export function useNotificationSettings() {
  return useSWR<NotificationSettings>(ApiRoutes.notificationSettings, () => apiGet<NotificationSettings>(ApiRoutes.notificationSettings));
}

/** POST /api/notifications/settings {settings}; the cache takes the saved settings. */
export function useSaveNotificationSettings() {
  const { mutate } = useSWRConfig();
  return async (settings: NotificationSettings): Promise<NotificationSettings> => {
    const body: SaveNotificationSettings = { settings };
    const saved = (await apiPost<NotificationSettings | null>(ApiRoutes.notificationSettings, body)) ?? settings;
    await mutate(ApiRoutes.notificationSettings, saved, { revalidate: false });
    return saved;
  };
}
