import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, redisEnv, serviceEnvSchema, urlSetting, emailEnvKeys, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';
import { pushEnvKeys } from './push.env';

/** The notifications service's own keys: email delivery (the platform's adapters), links and the digest timer. */
export const notificationsKeys = {
  /** Email through the platform's adapters (EMAIL_PROVIDER, OUTBOX_DIR, SENDGRID_*, EMAIL_FROM); OUTBOX_DIR is shared with identity. */
  ...emailEnvKeys,
  /** Origin of the SPA, for the links in notification emails and digests. */
  APP_BASE_URL: urlSetting('APP_BASE_URL', 'http://localhost:8080'),
  /** How often the digest timer looks for due daily or weekly digests, in minutes; 0 turns the timer off (the operator route still works). */
  DIGEST_CHECK_MINUTES: yup
    .number()
    .typeError('DIGEST_CHECK_MINUTES must be a number of minutes')
    .integer('DIGEST_CHECK_MINUTES must be a whole number of minutes')
    .min(0, 'DIGEST_CHECK_MINUTES must be 0 (off) or more')
    .default(15),
  ...pushEnvKeys,
};

/** With the Redis of its read models (the unread counts and the member cards, ADR 3). */
export const notificationsEnvSchema = serviceEnvSchema(ServiceCatalog.notifications.port).shape(notificationsKeys).shape(redisEnv);

export type NotificationsConfig = yup.InferType<typeof notificationsEnvSchema>;

export function loadNotificationsConfig() {
  return loadConfig('notifications', notificationsEnvSchema);
}

/** The service's settings from the platform configuration it was started with (in-process tests hand over overrides). */
export function notificationsSettings(config: ServiceEnv): NotificationsConfig {
  return loadConfig('notifications', notificationsEnvSchema, config);
}

export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');
