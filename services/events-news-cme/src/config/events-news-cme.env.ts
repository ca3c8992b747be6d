import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, serviceEnvSchema } from '@docnet/platform';

export const eventsNewsCmeEnvSchema = serviceEnvSchema(ServiceCatalog['events-news-cme'].port);

export function loadEventsNewsCmeConfig() {
  return loadConfig('events-news-cme', eventsNewsCmeEnvSchema);
}
