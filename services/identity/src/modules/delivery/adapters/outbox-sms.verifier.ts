import type { LocalOutbox } from '@docnet/platform';
import type { PhoneChannel, SmsVerifier } from '../domain/delivery.ports';

/** Delivers identity's own code to the local outbox (development and tests); identity checks it. */
export class OutboxSmsVerifier implements SmsVerifier {
  constructor(private readonly outbox: LocalOutbox) {}

  async start(phoneNumber: string, code: string, channel: PhoneChannel = 'sms'): Promise<{ checkedBy: 'identity' | 'provider' }> {
    await this.outbox.write({
      channel,
      to: phoneNumber,
      subject: channel === 'call' ? 'DocNet verification call' : 'DocNet verification code',
      text: `Your DocNet verification code is ${code}. It expires in 10 minutes.`,
    });
    return { checkedBy: 'identity' };
  }

  check(): Promise<boolean> {
    return Promise.reject(new Error('the outbox adapter never keeps codes'));
  }
}
