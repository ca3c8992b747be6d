import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, serviceEnvSchema } from '@docnet/platform';

export const aiAssistantEnvSchema = serviceEnvSchema(ServiceCatalog['ai-assistant'].port);

export function loadAiAssistantConfig() {
  return loadConfig('ai-assistant', aiAssistantEnvSchema);
}
