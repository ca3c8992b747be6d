import { ServiceCatalog } from '@docnet/contracts';
import { emailEnvKeys, loadConfig, redisEnv, refuseLocalOutboxInProduction, serviceEnvSchema, urlSetting, type ServiceEnv } from '@docnet/platform';
import * as yup from 'yup';

/** The codes' HMAC key of development and tests; refused in production. */
const DEVELOPMENT_CODE_HMAC_KEY = 'docnet-development-one-time-code-hmac-key';

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
  /** 'outbox' writes each SMS as a JSON file under OUTBOX_DIR; 'twilio' uses Twilio Verify (codes) and Messaging (notices). */
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
  /** The Twilio Messaging Service of the security notices sent to a phone being replaced (Verify sends codes only). */
  TWILIO_MESSAGING_SERVICE_SID: yup
    .string()
    .default('')
    .when('SMS_PROVIDER', { is: 'twilio', then: (schema) => schema.required('TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio') }),
  /** The Twilio REST API origin (Programmable Messaging); a local fake in tests. */
  TWILIO_API_BASE_URL: urlSetting('TWILIO_API_BASE_URL', 'https://api.twilio.com'),
  /** The fixed SMS code of the spec's testing hint; accepted only when set (never by default), and never in production. */
  SMS_BYPASS_CODE: yup
    .string()
    .default('')
    .matches(/^(\d{6})?$/, { message: 'SMS_BYPASS_CODE must be 6 digits', excludeEmptyString: true })
    .test({
      name: 'no-bypass-in-production',
      message: 'SMS_BYPASS_CODE verifies any phone: it must be empty in production',
      test: (value, context) => !value || (context.parent as { NODE_ENV?: string }).NODE_ENV !== 'production',
    }),
  /**
   * The key of the one-time codes' HMACs, a secret of its own: the service token travels on every internal call, so a
   * leak of it must not also let stored codes be checked offline. Development and tests use a fixed key.
   */
  CODE_HMAC_KEY: yup
    .string()
    .default(DEVELOPMENT_CODE_HMAC_KEY)
    .min(32, 'CODE_HMAC_KEY must be at least 32 characters')
    .test({
      name: 'own-key-in-production',
      message: 'CODE_HMAC_KEY must be set in production, to a secret other than SERVICE_TOKEN',
      test: (value, context) => {
        const { NODE_ENV, SERVICE_TOKEN } = context.parent as { NODE_ENV?: string; SERVICE_TOKEN?: string };
        return NODE_ENV !== 'production' || (value !== DEVELOPMENT_CODE_HMAC_KEY && value !== SERVICE_TOKEN);
      },
    }),
  /** Two-factor sign-in codes sent to one phone in an hour, before two-factor sign-in to the account locks for the hour. */
  SIGN_IN_CODES_PER_HOUR: yup.number().integer().min(1).default(5),
  /**
   * NPI binding codes sent to one phone (the number the NPI registry lists) in an hour, whichever members and NPIs ask:
   * one practice's phone may be listed for many NPIs.
   */
  NPI_BINDING_CODES_PER_PHONE_PER_HOUR: yup.number().integer().min(1).default(5),
  /** Wrong two-factor codes of one account in an hour, across its codes, before it locks for the hour. */
  SIGN_IN_CODE_FAILURES_BEFORE_LOCK: yup.number().integer().min(1).default(10),
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
