import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import type * as yup from 'yup';

/** Social-graph's own keys: the Redis of its read models (connections, ADR 3). */
export const socialGraphEnvSchema = serviceEnvSchema(ServiceCatalog['social-graph'].port).shape(redisEnv);

export type SocialGraphConfig = yup.InferType<typeof socialGraphEnvSchema>;

export function loadSocialGraphConfig() {
  return loadConfig('social-graph', socialGraphEnvSchema);
}

/** Social-graph's settings from the platform configuration it was started with (in-process test runs hand over the shared keys). */
export function socialGraphSettings(config: ServiceEnv): SocialGraphConfig {
  return loadConfig('social-graph', socialGraphEnvSchema, config);
}
