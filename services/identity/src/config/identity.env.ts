import { join, resolve } from 'node:path';
import { ServiceCatalog } from '@docnet/contracts';
import { loadConfig, serviceEnvSchema, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';

const repoRoot = resolve(__dirname, '../../../..');

/** An http(s) origin or URL; unlike yup's url(), it accepts localhost. */
const url = (name: string, fallback: string) =>
  yup
    .string()
    .default(fallback)
    .test('url', `${name} must be a URL`, (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    });

/** Identity's own keys: which adapters deliver codes and answer NPI searches, and their settings. */
export const identityKeys = {
  /** 'synthetic' (bundled data set, development and tests) or 'nppes' (the public NPI Registry API v2.1). */
  NPI_REGISTRY: yup.string().oneOf(['synthetic', 'nppes'], 'NPI_REGISTRY must be synthetic or nppes').default('synthetic'),
  NPPES_BASE_URL: url('NPPES_BASE_URL', 'https://npiregistry.cms.hhs.gov/api/'),
  NPPES_TIMEOUT_MS: yup.number().integer().min(100).default(8000),
  NPPES_RETRIES: yup.number().integer().min(0).max(5).default(2),
  /** 'outbox' writes each message as a JSON file under OUTBOX_DIR; 'sendgrid' / 'twilio' use the providers. */
  EMAIL_PROVIDER: yup.string().oneOf(['outbox', 'sendgrid'], 'EMAIL_PROVIDER must be outbox or sendgrid').default('outbox'),
  SMS_PROVIDER: yup.string().oneOf(['outbox', 'twilio'], 'SMS_PROVIDER must be outbox or twilio').default('outbox'),
  OUTBOX_DIR: yup.string().default(join(repoRoot, '.local', 'outbox')),
  SENDGRID_API_KEY: yup
    .string()
    .default('')
    .when('EMAIL_PROVIDER', { is: 'sendgrid', then: (schema) => schema.required('SENDGRID_API_KEY is required when EMAIL_PROVIDER=sendgrid') }),
  /** The SendGrid v3 API origin; a local fake in tests. */
  SENDGRID_BASE_URL: url('SENDGRID_BASE_URL', 'https://api.sendgrid.com'),
  EMAIL_FROM: yup.string().email('EMAIL_FROM must be an email address').default('no-reply@docnet.example'),
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
  TWILIO_VERIFY_BASE_URL: url('TWILIO_VERIFY_BASE_URL', 'https://verify.twilio.com'),
  /** The fixed SMS code of the spec's testing hint; accepted only when set (never by default). */
  SMS_BYPASS_CODE: yup
    .string()
    .default('')
    .matches(/^(\d{6})?$/, { message: 'SMS_BYPASS_CODE must be 6 digits', excludeEmptyString: true }),
  /** Where the contact form's messages go. */
  SUPPORT_EMAIL: yup.string().email('SUPPORT_EMAIL must be an email address').default('support@docnet.example'),
  /** Origin of the SPA, for the link in password-reset emails. */
  APP_BASE_URL: url('APP_BASE_URL', 'http://localhost:8080'),
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
  return loadConfig('identity', identityEnvSchema, config as unknown as NodeJS.ProcessEnv);
}

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
