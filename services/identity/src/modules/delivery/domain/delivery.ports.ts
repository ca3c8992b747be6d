/**
 * Port to SMS verification. Twilio Verify makes, sends and checks the code itself; the local outbox
 * adapter delivers a code identity made. `start` answers which of the two happened. (Email goes through
 * the platform's `EmailSender` port, shared with the notifications service.)
 */
export interface SmsVerifier {
  /** Sends a code to the number: `code` when identity must check it (given to deliver), or the provider keeps it. */
  start(phoneNumber: string, code: string): Promise<{ checkedBy: 'identity' | 'provider' }>;
  /** The provider's check of a code it sent; only called after `start` answered 'provider'. */
  check(phoneNumber: string, code: string): Promise<boolean>;
}

export const SMS_VERIFIER = Symbol('SMS_VERIFIER');
