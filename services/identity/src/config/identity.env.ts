import { ServiceCatalog } from '@docnet/contracts';
import { emailEnvKeys, loadConfig, redisEnv, refuseLocalOutboxInProduction, serviceEnvSchema, urlSetting, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';

/** Identity's own keys: which adapters deliver codes and answer NPI searches, and their settings. */
export const identityKeys = {
  /** The Redis of its accounts' cached copies (what /api/auth/me reads). */
  ...redisEnv,
  /** 'synthetic' (bundled data set, development and tests) or 'nppes' (the public NPI Registry API v2.1). */
  NPI_REGISTRY: yup.string().oneOf(['synthetic', 'nppes'], 'NPI_REGISTRY must be synthetic or nppes').default('synthetic'),
  NPPES_BASE_URL: urlSetting('NPPES_BASE_URL', 'https://npiregistry.cms.hhs.gov/api/'),
  NPPES_TIMEOUT_MS: yup.number().integer().min(100).default(8000),
  NPPES_RETRIES: yup.number().integer().min(0).max(5).default(2),
  /** Email through the platform's adapters (EMAIL_PROVIDER, OUTBOX_DIR, SENDGRID_*, EMAIL_FROM). */
  ...emailEnvKeys,
  /** 'outbox' writes each SMS code as a JSON file under OUTBOX_DIR; 'twilio' uses Twilio Verify. */
  SMS_PROVIDER: yup
    .string()
    .oneOf(['outbox', 'twilio'], 'SMS_PROVIDER must be outbox or twilio')
    .default('outbox')
    .test(refuseLocalOutboxInProduction('SMS_PROVIDER')),
  TWILIO_ACCOUNT_SID: yup
    .string()
    .default('')
    .when('SMS_PROVIDER', { is: 'twilio', then: (schema) => schema.required('TWILIO_ACCOUNT_SID is required when SMS_PROVIDER=twilio') }),
  TWILIO_AUTH_TOKEN: yup
    .string()
    .default('')
    .when('SMS_PROVIDER', { is: 'twilio', then: (schema) => schema.required('TWILIO_AUTH_TOKEN is required when SMS_PROVIDER=twilio') }),
  TWILIO_VERIFY_SERVICE_SID: yup
    .string()
    .default('')
    .when('SMS_PROVIDER', { is: 'twilio', then: (schema) => schema.required('TWILIO_VERIFY_SERVICE_SID is required when SMS_PROVIDER=twilio') }),
  /** The Twilio Verify v2 API origin; a local fake in tests. */
  TWILIO_VERIFY_BASE_URL: urlSetting('TWILIO_VERIFY_BASE_URL', 'https://verify.twilio.com'),
  /** The fixed SMS code of the spec's testing hint; accepted only when set (never by default). */
  SMS_BYPASS_CODE: yup
    .string()
    .default('')
    .matches(/^(\d{6})?$/, { message: 'SMS_BYPASS_CODE must be 6 digits', excludeEmptyString: true }),
  /** Where the contact form's messages go. */
  SUPPORT_EMAIL: yup.string().email('SUPPORT_EMAIL must be an email address').default('support@docnet.example'),
  /** Origin of the SPA, for the link in password-reset emails. */
  APP_BASE_URL: urlSetting('APP_BASE_URL', 'http://localhost:8080'),
};

export const identityEnvSchema = serviceEnvSchema(ServiceCatalog.identity.port).shape(identityKeys);

export type IdentityConfig = yup.InferType<typeof identityEnvSchema>;

export function loadIdentityConfig() {
  return loadConfig('identity', identityEnvSchema);
}

/**
 * Identity's settings from the platform configuration it was started with: in-process test runs
 * hand over the shared keys (plus overrides), so identity's own defaults are applied here.
 */
export function identitySettings(config: ServiceEnv): IdentityConfig {
  return loadConfig('identity', identityEnvSchema, config);
}

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
