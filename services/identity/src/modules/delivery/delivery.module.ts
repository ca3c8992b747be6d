import { LOGGER } from '@docnet/platform';
import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config/identity.env';
import { LocalOutbox, OutboxEmailSender, OutboxSmsVerifier } from './adapters/local-outbox';
import { SendGridEmailSender } from './adapters/sendgrid-email.sender';
import { TwilioSmsVerifier } from './adapters/twilio-sms.verifier';
import { EMAIL_SENDER, SMS_VERIFIER, type EmailSender, type SmsVerifier } from './domain/delivery.ports';

/** Email and SMS delivery behind ports; the adapters are chosen by EMAIL_PROVIDER and SMS_PROVIDER. */
@Global()
@Module({
  providers: [
    {
      provide: LocalOutbox,
      inject: [IDENTITY_CONFIG, LOGGER],
      useFactory: (config: IdentityConfig, logger: Logger) => new LocalOutbox(config.OUTBOX_DIR, logger),
    },
    {
      provide: EMAIL_SENDER,
      inject: [IDENTITY_CONFIG, LocalOutbox],
      useFactory: (config: IdentityConfig, outbox: LocalOutbox): EmailSender =>
        config.EMAIL_PROVIDER === 'sendgrid'
          ? new SendGridEmailSender({ apiKey: config.SENDGRID_API_KEY, baseUrl: config.SENDGRID_BASE_URL, from: config.EMAIL_FROM })
          : new OutboxEmailSender(outbox),
    },
    {
      provide: SMS_VERIFIER,
      inject: [IDENTITY_CONFIG, LocalOutbox],
      useFactory: (config: IdentityConfig, outbox: LocalOutbox): SmsVerifier =>
        config.SMS_PROVIDER === 'twilio'
          ? new TwilioSmsVerifier({
              accountSid: config.TWILIO_ACCOUNT_SID,
              authToken: config.TWILIO_AUTH_TOKEN,
              serviceSid: config.TWILIO_VERIFY_SERVICE_SID,
              baseUrl: config.TWILIO_VERIFY_BASE_URL,
            })
          : new OutboxSmsVerifier(outbox),
    },
  ],
  exports: [EMAIL_SENDER, SMS_VERIFIER],
})
export class DeliveryModule {}
