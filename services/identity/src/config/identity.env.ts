import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, serviceEnvSchema } from '@docnet/platform';

export const identityEnvSchema = serviceEnvSchema(ServiceCatalog.identity.port);

export function loadIdentityConfig() {
  return loadConfig('identity', identityEnvSchema);
}
