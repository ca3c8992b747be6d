import { createEmailSender, EMAIL_SENDER, LocalOutbox, LOGGER, type EmailSender } from '@docnet/platform';
import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config/identity.env';
import { OutboxSmsMessenger } from './adapters/outbox-sms.messenger';
import { OutboxSmsVerifier } from './adapters/outbox-sms.verifier';
import { TwilioSmsMessenger } from './adapters/twilio-sms.messenger';
import { TwilioSmsVerifier } from './adapters/twilio-sms.verifier';
import { SMS_MESSENGER, type SmsMessenger } from '../../domain/sms-messenger.port';
import { SMS_VERIFIER, type SmsVerifier } from './domain/delivery.ports';

/** Email (the platform's port and adapters), SMS codes and SMS notices; the adapters are chosen by EMAIL_PROVIDER and SMS_PROVIDER. */
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
      useFactory: (config: IdentityConfig, outbox: LocalOutbox): EmailSender => createEmailSender(config, outbox),
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
    {
      provide: SMS_MESSENGER,
      inject: [IDENTITY_CONFIG, LocalOutbox],
      useFactory: (config: IdentityConfig, outbox: LocalOutbox): SmsMessenger =>
        config.SMS_PROVIDER === 'twilio'
          ? new TwilioSmsMessenger({
              accountSid: config.TWILIO_ACCOUNT_SID,
              authToken: config.TWILIO_AUTH_TOKEN,
              messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
              baseUrl: config.TWILIO_API_BASE_URL,
            })
          : new OutboxSmsMessenger(outbox),
    },
  ],
  exports: [EMAIL_SENDER, SMS_VERIFIER, SMS_MESSENGER],
})
export class DeliveryModule {}
