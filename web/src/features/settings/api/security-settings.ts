import useSWR, { useSWRConfig } from 'swr';
import { ApiRoutes, type SecuritySettings, type SecuritySettingsUpdate } from '@docnet/contracts';
import { apiGet, apiPut } from '@/lib/api-client';

/** GET /api/settings/security: two-factor sign-in and login alerts. */
export function useSecuritySettings() {
  return useSWR<SecuritySettings>(ApiRoutes.securitySettings, () => apiGet<SecuritySettings>(ApiRoutes.securitySettings));
}

/**
 * PUT /api/settings/security with one changed switch, optimistic with rollback (e.g. two-factor without a verified
 * phone, or turning one off without the current password, which goes with the call and never into the settings).
 */
export function useUpdateSecuritySettings() {
  const { mutate } = useSWRConfig();
  return (change: SecuritySettingsUpdate) => {
    const { currentPassword: _currentPassword, ...switches } = change;
    return mutate<SecuritySettings>(
      ApiRoutes.securitySettings,
      async (current) => (await apiPut<SecuritySettings | null>(ApiRoutes.securitySettings, change)) ?? ({ ...current, ...switches } as SecuritySettings),
      {
        optimisticData: (current) => ({ ...(current as SecuritySettings), ...switches }),
        rollbackOnError: true,
        revalidate: false,
      },
    );
  };
}
