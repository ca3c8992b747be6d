/**
 * Port to SMS verification. Twilio Verify makes, sends and checks the code itself; the local outbox
 * adapter delivers a code identity made. `start` answers which of the two happened. (Email goes through
 * the platform's `EmailSender` port, shared with the notifications service.)
 */
export interface SmsVerifier {
  /**
   * Sends a code to the number, by text message or (`call`, NPI binding's choice for registry landlines) a voice call
   * reading it out: `code` when identity must check it (given to deliver), or the provider keeps it.
   */
  start(phoneNumber: string, code: string, channel?: PhoneChannel): Promise<{ checkedBy: 'identity' | 'provider' }>;
  /** The provider's check of a code it sent; only called after `start` answered 'provider'. */
  check(phoneNumber: string, code: string): Promise<boolean>;
}

/** How a code reaches a phone (Twilio Verify's channels `sms` and `call`). */
export type PhoneChannel = 'sms' | 'call';

export const SMS_VERIFIER = Symbol('SMS_VERIFIER');
