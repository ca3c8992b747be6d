/** An email to one member; text only (codes and links). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Port to an email provider: SendGrid in production, the local outbox in development. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Port to SMS verification. Twilio Verify makes, sends and checks the code itself; the local outbox
 * adapter delivers a code identity made. `start` answers which of the two happened.
 */
export interface SmsVerifier {
  /** Sends a code to the number: `code` when identity must check it (given to deliver), or the provider keeps it. */
  start(phoneNumber: string, code: string): Promise<{ checkedBy: 'identity' | 'provider' }>;
  /** The provider's check of a code it sent; only called after `start` answered 'provider'. */
  check(phoneNumber: string, code: string): Promise<boolean>;
}

export const EMAIL_SENDER = Symbol('EMAIL_SENDER');
export const SMS_VERIFIER = Symbol('SMS_VERIFIER');

export class DeliveryFailed extends Error {
  constructor(channel: 'email' | 'sms', reason: string) {
    super(`${channel} delivery failed: ${reason}`);
    this.name = 'DeliveryFailed';
  }
}
