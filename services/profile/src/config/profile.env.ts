import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, serviceEnvSchema } from '@docnet/platform';

export const profileEnvSchema = serviceEnvSchema(ServiceCatalog.profile.port);

export function loadProfileConfig() {
  return loadConfig('profile', profileEnvSchema);
}
