import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';
import { openSearchUrlsOf } from '../modules/profiles/persistence/opensearch-nodes';

/** Profile's own keys. */
export const profileKeys = {
  /** Doctor search's index (a read model, ADR 3). */
  ...redisEnv,
  /**
   * How often the profile views and search appearances waiting in Redis are written to the profiles (one replica,
   * bulk writes): the statistics card shows them before, so this only sets how current the documents are.
   */
  STATISTICS_FLUSH_MS: yup.number().integer().min(50, 'STATISTICS_FLUSH_MS must be at least 50').default(600_000),
  /** Doctor search's engine: OpenSearch, or the embedded index in Redis for a small network without one. */
  PEOPLE_SEARCH_ENGINE: yup
    .string()
    .oneOf(['opensearch', 'redis'] as const, 'PEOPLE_SEARCH_ENGINE must be opensearch or redis')
    .default('opensearch'),
  /** The cluster's nodes: one URL, or several separated by commas, all of them used. */
  OPENSEARCH_URL: yup
    .string()
    .test('node-urls', 'OPENSEARCH_URL must be a URL such as http://opensearch:9200, or several separated by commas', (value) =>
      value === undefined || openSearchUrlsOf(value).every((url) => /^https?:$/.test(URL.parse(url)?.protocol ?? '')),
    )
    .when('PEOPLE_SEARCH_ENGINE', {
      is: 'opensearch',
      then: (schema) => schema.required('OPENSEARCH_URL is required while PEOPLE_SEARCH_ENGINE is opensearch'),
    }),
};

export const profileEnvSchema = serviceEnvSchema(ServiceCatalog.profile.port).shape(profileKeys);

export type ProfileConfig = yup.InferType<typeof profileEnvSchema>;

export function loadProfileConfig() {
  return loadConfig('profile', profileEnvSchema);
}

/**
 * Profile's settings from the platform configuration it was started with: in-process test runs hand
 * over the shared keys (plus overrides), so profile's own defaults are applied here.
 */
export function profileSettings(config: ServiceEnv): ProfileConfig {
  return loadConfig('profile', profileEnvSchema, config);
}

export const PROFILE_CONFIG = Symbol('PROFILE_CONFIG');
