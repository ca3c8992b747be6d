import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, serviceEnvSchema } from '@docnet/platform';

export const contentEnvSchema = serviceEnvSchema(ServiceCatalog['content'].port);

export function loadContentConfig() {
  return loadConfig('content', contentEnvSchema);
}
