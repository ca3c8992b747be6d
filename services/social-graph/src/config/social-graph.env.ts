import { CONNECTION_REREQUEST_COOLOFF_DAYS, ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';

/**
 * Social-graph's own keys: the Redis of its read models (connections, ADR 3), and how many days a member waits
 * after a decline before asking the same member again (0: no wait).
 */
export const socialGraphEnvSchema = serviceEnvSchema(ServiceCatalog['social-graph'].port)
  .shape(redisEnv)
  .shape({
    CONNECTION_REREQUEST_COOLOFF_DAYS: yup
      .number()
      .typeError('CONNECTION_REREQUEST_COOLOFF_DAYS must be a number of days')
      .min(0, 'CONNECTION_REREQUEST_COOLOFF_DAYS must be 0 or more days')
      .max(365, 'CONNECTION_REREQUEST_COOLOFF_DAYS is at most 365 days')
      .default(CONNECTION_REREQUEST_COOLOFF_DAYS),
  });

/** Social-graph's settings as a provider (`settingsProvider`). */
export const SOCIAL_GRAPH_CONFIG = Symbol('SOCIAL_GRAPH_CONFIG');

export type SocialGraphConfig = yup.InferType<typeof socialGraphEnvSchema>;

export function loadSocialGraphConfig() {
  return loadConfig('social-graph', socialGraphEnvSchema);
}

/** Social-graph's settings from the platform configuration it was started with (in-process test runs hand over the shared keys). */
export function socialGraphSettings(config: ServiceEnv): SocialGraphConfig {
  return loadConfig('social-graph', socialGraphEnvSchema, config);
}
