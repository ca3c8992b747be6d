/**
 * Port to text messages that carry no code: a security notice to a phone the member is leaving (the number two-factor
 * codes went to until now), so a change made from a borrowed session reaches the phone the real member holds. The
 * delivery feature provides it (outbox or Twilio Messaging); the accounts feature sends through it.
 */
export interface SmsMessenger {
  send(phoneNumber: string, text: string): Promise<void>;
}

export const SMS_MESSENGER = Symbol('SMS_MESSENGER');
