import type { LocalOutbox } from '@docnet/platform';
import type { SmsMessenger } from '../../../domain/sms-messenger.port';

/** Writes each text message to the local outbox (development and tests). */
export class OutboxSmsMessenger implements SmsMessenger {
  constructor(private readonly outbox: LocalOutbox) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    await this.outbox.write({ channel: 'sms', to: phoneNumber, subject: 'DocNet security notice', text });
  }
}
