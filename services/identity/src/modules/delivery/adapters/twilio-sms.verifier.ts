import twilio from 'twilio';
import { parsePhone } from '@docnet/contracts';
import { DeliveryFailed } from '@docnet/platform';
import type { PhoneChannel, SmsVerifier } from '../domain/delivery.ports';

export interface TwilioVerifyOptions {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  /** Verify API origin; https://verify.twilio.com in production, a local fake in tests. */
  baseUrl: string;
}

/** A number accepted by the contracts' phone rule in the E.164 form Twilio wants (an extension is not dialled). */
export function toE164(phoneNumber: string): string {
  return parsePhone(phoneNumber)?.number ?? `+${phoneNumber.replace(/\D/g, '')}`;
}

/** SMS (or voice call) codes through Twilio Verify v2: Twilio makes, sends and checks the code (6 digits, 10 minutes, 5 tries). */
export class TwilioSmsVerifier implements SmsVerifier {
  private readonly client: twilio.Twilio;

  constructor(private readonly options: TwilioVerifyOptions) {
    this.client = twilio(options.accountSid, options.authToken);
    // The SDK's Verify domain takes its origin from baseUrl (https://verify.twilio.com by default).
    this.client.verify.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  async start(phoneNumber: string, _code: string, channel: PhoneChannel = 'sms'): Promise<{ checkedBy: 'identity' | 'provider' }> {
    try {
      await this.client.verify.v2.services(this.options.serviceSid).verifications.create({ to: toE164(phoneNumber), channel });
      return { checkedBy: 'provider' };
    } catch (error) {
      throw new DeliveryFailed('sms', `Twilio Verify: ${describeTwilioError(error)}`);
    }
  }

  async check(phoneNumber: string, code: string): Promise<boolean> {
    try {
      const check = await this.client.verify.v2
        .services(this.options.serviceSid)
        .verificationChecks.create({ to: toE164(phoneNumber), code });
      return check.status === 'approved';
    } catch (error) {
      // 404: no pending verification (expired, approved already or too many tries): the code is refused.
      if ((error as { status?: number }).status === 404) return false;
      throw new DeliveryFailed('sms', `Twilio Verify: ${describeTwilioError(error)}`);
    }
  }
}

/** A Twilio SDK error as an operator reads it: the HTTP status and Twilio's code, or the message. */
export function describeTwilioError(error: unknown): string {
  const { status, code, message } = error as { status?: number; code?: number; message?: string };
  return status ? `status ${status}${code ? ` (code ${code})` : ''}` : (message ?? String(error));
}
