import { join, resolve } from 'node:path';
import * as yup from 'yup';
import { urlSetting } from '../config/load-config';
import type { EmailSender } from './email.port';
import { OutboxEmailSender, type LocalOutbox } from './local-outbox';
import { SendGridEmailSender } from './sendgrid-email.sender';

// src/email or dist/email → the repository root, so every service's default outbox is the same folder.
const repoRoot = resolve(__dirname, '../../../..');

/**
 * A provider key's rule: a production process (NODE_ENV=production) refuses the local outbox adapter unless
 * ALLOW_LOCAL_OUTBOX=true says it is a demo, since the files hold one-time codes and reset links.
 */
export function refuseLocalOutboxInProduction(key: string) {
  return {
    name: 'local-outbox-in-production',
    message: `${key}=outbox keeps one-time codes and reset links in local files: in production choose a provider, or set ALLOW_LOCAL_OUTBOX=true for a demo`,
    test: (value: string | undefined, context: yup.TestContext) => {
      const { NODE_ENV, ALLOW_LOCAL_OUTBOX } = context.parent as { NODE_ENV?: string; ALLOW_LOCAL_OUTBOX?: boolean };
      return value !== 'outbox' || NODE_ENV !== 'production' || ALLOW_LOCAL_OUTBOX === true;
    },
  };
}

/** The email keys of a service that sends email; spread into its env schema. */
export const emailEnvKeys = {
  NODE_ENV: yup.string().default('development'),
  /** true lets a production process use the local outbox (a demo that reads the files). */
  ALLOW_LOCAL_OUTBOX: yup.boolean().typeError('ALLOW_LOCAL_OUTBOX must be true or false').default(false),
  /** 'outbox' writes each message as a JSON file under OUTBOX_DIR; 'sendgrid' uses the provider. */
  EMAIL_PROVIDER: yup
    .string()
    .oneOf(['outbox', 'sendgrid'], 'EMAIL_PROVIDER must be outbox or sendgrid')
    .default('outbox')
    .test(refuseLocalOutboxInProduction('EMAIL_PROVIDER')),
  OUTBOX_DIR: yup.string().default(join(repoRoot, '.local', 'outbox')),
  SENDGRID_API_KEY: yup
    .string()
    .default('')
    .when('EMAIL_PROVIDER', { is: 'sendgrid', then: (schema) => schema.required('SENDGRID_API_KEY is required when EMAIL_PROVIDER=sendgrid') }),
  /** The SendGrid v3 API origin; a local fake in tests. */
  SENDGRID_BASE_URL: urlSetting('SENDGRID_BASE_URL', 'https://api.sendgrid.com'),
  EMAIL_FROM: yup.string().email('EMAIL_FROM must be an email address').default('no-reply@docnet.example'),
};

/** The email settings alone, e.g. for a tool that only sends mail. */
export const emailSettingsSchema = yup.object(emailEnvKeys);
export type EmailSettings = yup.InferType<typeof emailSettingsSchema>;

/** The email adapter EMAIL_PROVIDER names; the outbox one writes through `outbox`. */
export function createEmailSender(settings: EmailSettings, outbox: LocalOutbox): EmailSender {
  return settings.EMAIL_PROVIDER === 'sendgrid'
    ? new SendGridEmailSender({ apiKey: settings.SENDGRID_API_KEY, baseUrl: settings.SENDGRID_BASE_URL, from: settings.EMAIL_FROM })
    : new OutboxEmailSender(outbox);
}
