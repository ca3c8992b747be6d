import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, serviceEnvSchema } from '@docnet/platform';

export const socialGraphEnvSchema = serviceEnvSchema(ServiceCatalog['social-graph'].port);

export function loadSocialGraphConfig() {
  return loadConfig('social-graph', socialGraphEnvSchema);
}
