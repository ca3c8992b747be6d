import useSWR, { useSWRConfig } from 'swr';
import { ApiRoutes, type PrivacySettings, type PrivacySettingsUpdate } from '@docnet/contracts';
import { apiGet, apiPut } from '@/lib/api-client';

/** GET /api/settings/privacy: the signed-in member's three privacy toggles (stored and enforced by the server). */
export function usePrivacySettings() {
  return useSWR<PrivacySettings>(ApiRoutes.privacySettings, () => apiGet<PrivacySettings>(ApiRoutes.privacySettings));
}

/** PUT /api/settings/privacy with one changed toggle, optimistic with rollback, refetched when done. */
export function useUpdatePrivacySettings() {
  const { mutate } = useSWRConfig();
  return (change: PrivacySettingsUpdate) =>
    mutate<PrivacySettings>(
      ApiRoutes.privacySettings,
      async (current) => {
        const answer = await apiPut<PrivacySettings | null>(ApiRoutes.privacySettings, change);
        return answer ?? ({ ...current, ...change } as PrivacySettings);
      },
      {
        optimisticData: (current) => ({ ...(current as PrivacySettings), ...change }),
        rollbackOnError: true,
        revalidate: true,
      },
    );
}
