/** An email to one member; text only (codes, links, notifications and digests). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Port to an email provider: SendGrid in production, the local outbox in development and tests. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

export const EMAIL_SENDER = Symbol('EMAIL_SENDER');

/** A provider refused or failed a delivery (email here; identity's SMS verifier raises it too). */
export class DeliveryFailed extends Error {
  constructor(channel: 'email' | 'sms', reason: string) {
    super(`${channel} delivery failed: ${reason}`);
    this.name = 'DeliveryFailed';
  }
}
