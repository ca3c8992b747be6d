import twilio from 'twilio';
import { DeliveryFailed } from '@docnet/platform';
import type { SmsMessenger } from '../../../domain/sms-messenger.port';
import { describeTwilioError, toE164 } from './twilio-sms.verifier';

export interface TwilioMessagingOptions {
  accountSid: string;
  authToken: string;
  /** The Messaging Service that sends DocNet's texts (its sender numbers and compliance settings live at Twilio). */
  messagingServiceSid: string;
  /** REST API origin; https://api.twilio.com in production, a local fake in tests. */
  baseUrl: string;
}

/** Text messages through Twilio Programmable Messaging (Verify sends codes only). */
export class TwilioSmsMessenger implements SmsMessenger {
  private readonly client: twilio.Twilio;

  constructor(private readonly options: TwilioMessagingOptions) {
    this.client = twilio(options.accountSid, options.authToken);
    this.client.api.baseUrl = options.baseUrl.replace(/\/$/, '');
  }

  async send(phoneNumber: string, text: string): Promise<void> {
    try {
      await this.client.messages.create({ to: toE164(phoneNumber), messagingServiceSid: this.options.messagingServiceSid, body: text });
    } catch (error) {
      throw new DeliveryFailed('sms', `Twilio Messaging: ${describeTwilioError(error)}`);
    }
  }
}
