import { APPEAL_WINDOW_DAYS, ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';

/** Content's own keys. */
export const contentKeys = {
  /** The Redis of its read models (the home feed and the member cards, ADR 3). */
  ...redisEnv,
  /** How often the views counted on the feed are written to the contents (one write per content viewed). */
  CONTENT_VIEWS_FLUSH_MS: yup.number().integer().min(50, 'CONTENT_VIEWS_FLUSH_MS must be at least 50').default(2_000),
  /** A reporter without a bound NPI has standing once their oldest contribution still up is this old (ms; 14 days). */
  REPORTER_STANDING_MIN_AGE_MS: yup
    .number()
    .integer()
    .min(0, 'REPORTER_STANDING_MIN_AGE_MS must be a duration in milliseconds')
    .default(14 * 24 * 3_600_000),
  /** ...and has at least this many contents and comments still up. */
  REPORTER_STANDING_MIN_CONTRIBUTIONS: yup
    .number()
    .integer()
    .min(1, 'REPORTER_STANDING_MIN_CONTRIBUTIONS must be at least 1')
    .default(3),
  /**
   * How long the member concerned may appeal a decision (ms; contracts' APPEAL_WINDOW_DAYS). Each decision keeps the
   * deadline it was made with, so a change applies to later decisions only.
   */
  APPEAL_WINDOW_MS: yup
    .number()
    .integer()
    .min(1_000, 'APPEAL_WINDOW_MS must be at least 1000')
    .default(APPEAL_WINDOW_DAYS * 24 * 3_600_000),
  /** How often a replica looks for removals whose appeal window closed, to let their files go (ms). */
  APPEAL_WINDOW_SWEEP_MS: yup
    .number()
    .integer()
    .min(100, 'APPEAL_WINDOW_SWEEP_MS must be at least 100')
    .default(60_000),
};

export const contentEnvSchema = serviceEnvSchema(ServiceCatalog['content'].port).shape(contentKeys);

export type ContentConfig = yup.InferType<typeof contentEnvSchema>;

export function loadContentConfig() {
  return loadConfig('content', contentEnvSchema);
}

/** Content's settings from the platform configuration it was started with (in-process test runs hand over the shared keys). */
export function contentSettings(config: ServiceEnv): ContentConfig {
  return loadConfig('content', contentEnvSchema, config);
}

export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
