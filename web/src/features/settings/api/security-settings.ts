import useSWR, { useSWRConfig } from 'swr';
import { ApiRoutes, type SecuritySettings, type SecuritySettingsUpdate } from '@docnet/contracts';
import { apiGet, apiPut } from '@/lib/api-client';

/** GET /api/settings/security: two-factor sign-in and login alerts. */
export function useSecuritySettings() {
  return useSWR<SecuritySettings>(ApiRoutes.securitySettings, () => apiGet<SecuritySettings>(ApiRoutes.securitySettings));
}

/** PUT /api/settings/security with one changed switch, optimistic with rollback (e.g. two-factor without a verified phone). */
export function useUpdateSecuritySettings() {
  const { mutate } = useSWRConfig();
  return (change: SecuritySettingsUpdate) =>
    mutate<SecuritySettings>(
      ApiRoutes.securitySettings,
      async (current) => (await apiPut<SecuritySettings | null>(ApiRoutes.securitySettings, change)) ?? ({ ...current, ...change } as SecuritySettings),
      {
        optimisticData: (current) => ({ ...(current as SecuritySettings), ...change }),
        rollbackOnError: true,
        revalidate: false,
      },
    );
}
