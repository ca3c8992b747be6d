import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import type * as yup from 'yup';

/** Content's own keys: the Redis of its read models (the home feed and the member cards, ADR 3). */
export const contentEnvSchema = serviceEnvSchema(ServiceCatalog['content'].port).shape(redisEnv);

export type ContentConfig = yup.InferType<typeof contentEnvSchema>;

export function loadContentConfig() {
  return loadConfig('content', contentEnvSchema);
}

/** Content's settings from the platform configuration it was started with (in-process test runs hand over the shared keys). */
export function contentSettings(config: ServiceEnv): ContentConfig {
  return loadConfig('content', contentEnvSchema, config);
}
