import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { DeliveryFailed, type EmailMessage, type EmailSender } from './email.port';

export interface SendGridOptions {
  apiKey: string;
  /** API origin; https://api.sendgrid.com in production, a local fake in tests. */
  baseUrl: string;
  from: string;
}

/** Email through SendGrid's v3 mail send API (@sendgrid/mail). */
export class SendGridEmailSender implements EmailSender {
  private readonly mail = new MailService();

  constructor(private readonly options: SendGridOptions) {
    const client = new Client();
    client.setApiKey(options.apiKey);
    client.setDefaultRequest('baseUrl', options.baseUrl);
    this.mail.setClient(client);
    this.mail.setTimeout(10_000);
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.mail.send({ to: message.to, from: this.options.from, subject: message.subject, text: message.text });
    } catch (error) {
      const status = (error as { code?: number }).code;
      throw new DeliveryFailed('email', status ? `SendGrid answered ${status}` : String(error));
    }
  }
}
