import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';

export const eventsNewsCmeEnvSchema = serviceEnvSchema(ServiceCatalog['events-news-cme'].port).shape({
  /** The Redis of its inbox of handled events (the member cards it keeps come from profile's events). */
  ...redisEnv,
  /**
   * Insert the spec's sample events, articles and CME opportunities into empty collections at start. Off by
   * default: a production network lists only what its members post; the demo (`npm start`) and the test
   * stacks turn it on.
   */
  SEED_SAMPLE_LISTINGS: yup.boolean().default(false),
  /** The folder of the CME/CE wallet's board files (one JSON file per board); unset: the seeded boards shipped with the service. */
  CME_RULES_DIR: yup.string().trim().optional(),
  /**
   * How often (minutes) an instance looks whether today's CME reminder sweep is done and runs it if not (once a day
   * across instances); 0 turns the sweep off.
   */
  CME_REMINDER_CHECK_MINUTES: yup.number().integer().min(0).default(60),
});

export type EventsNewsCmeConfig = yup.InferType<typeof eventsNewsCmeEnvSchema>;

export function loadEventsNewsCmeConfig() {
  return loadConfig('events-news-cme', eventsNewsCmeEnvSchema);
}

/**
 * The service's settings from the platform configuration it was started with: in-process test runs hand
 * over the shared keys (plus overrides), so this service's own defaults are applied here.
 */
export function eventsNewsCmeSettings(config: ServiceEnv): EventsNewsCmeConfig {
  return loadConfig('events-news-cme', eventsNewsCmeEnvSchema, config);
}

export const EVENTS_NEWS_CME_CONFIG = Symbol('EVENTS_NEWS_CME_CONFIG');
