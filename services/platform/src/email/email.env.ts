import { join, resolve } from 'node:path';
import * as yup from 'yup';
import { urlSetting } from '../config/load-config';
import type { EmailSender } from './email.port';
import { OutboxEmailSender, type LocalOutbox } from './local-outbox';
import { SendGridEmailSender } from './sendgrid-email.sender';

// src/email or dist/email → the repository root, so every service's default outbox is the same folder.
const repoRoot = resolve(__dirname, '../../../..');

/** The email keys of a service that sends email; spread into its env schema. */
export const emailEnvKeys = {
  /** 'outbox' writes each message as a JSON file under OUTBOX_DIR; 'sendgrid' uses the provider. */
  EMAIL_PROVIDER: yup.string().oneOf(['outbox', 'sendgrid'], 'EMAIL_PROVIDER must be outbox or sendgrid').default('outbox'),
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
