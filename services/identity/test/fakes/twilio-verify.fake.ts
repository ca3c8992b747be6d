import { randomInt } from 'node:crypto';
import { FakeHttpServer, json } from './fake-http-server';

interface PendingVerification {
  sid: string;
  to: string;
  code: string;
  /** 'sms' or 'call' (a voice call reading the code out). */
  channel: string;
  attempts: number;
  status: 'pending' | 'approved' | 'canceled';
}

/**
 * Speaks Twilio Verify v2 (form-encoded POSTs with basic auth): `POST /v2/Services/{sid}/Verifications`
 * starts a verification and "sends" a 6-digit code (kept in `codes`), `POST /v2/Services/{sid}/VerificationCheck`
 * answers approved or pending, and 404 (error 20404) when no verification is pending, as Twilio does. It speaks
 * Programmable Messaging's `POST /2010-04-01/Accounts/{sid}/Messages.json` too (the texts are kept in `messages`).
 */
export class FakeTwilioVerify extends FakeHttpServer {
  readonly pending = new Map<string, PendingVerification>();
  readonly messages: Array<{ to: string; messagingServiceSid: string; body: string }> = [];

  constructor(readonly accountSid: string, authToken: string, readonly serviceSid: string) {
    super((request, response) => {
      const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (request.headers.authorization !== expectedAuth) return json(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      const form = new URLSearchParams(request.body);
      const to = form.get('To') ?? '';
      const base = `/v2/Services/${serviceSid}`;
      if (request.method === 'POST' && request.path === `${base}/Verifications`) {
        const verification: PendingVerification = { sid: `VE${'0'.repeat(22)}${this.pending.size.toString().padStart(10, '0')}`, to, code: String(randomInt(0, 1_000_000)).padStart(6, '0'), channel: form.get('Channel') ?? 'sms', attempts: 0, status: 'pending' };
        this.pending.set(to, verification);
        return json(response, 201, this.resource(verification));
      }
      if (request.method === 'POST' && request.path === `${base}/VerificationCheck`) {
        const verification = this.pending.get(to);
        if (!verification || verification.status !== 'pending' || verification.attempts >= 5) {
          return json(response, 404, { code: 20404, message: `The requested resource ${base}/VerificationCheck was not found`, more_info: 'https://www.twilio.com/docs/errors/20404', status: 404 });
        }
        verification.attempts += 1;
        if (form.get('Code') === verification.code) verification.status = 'approved';
        return json(response, 200, this.resource(verification));
      }
      if (request.method === 'POST' && request.path === `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        const message = { to, messagingServiceSid: form.get('MessagingServiceSid') ?? '', body: form.get('Body') ?? '' };
        this.messages.push(message);
        const sid = `SM${this.messages.length.toString().padStart(32, '0')}`;
        return json(response, 201, { sid, account_sid: accountSid, to, body: message.body, messaging_service_sid: message.messagingServiceSid, status: 'accepted' });
      }
      return json(response, 404, { code: 20404, message: 'Not found', status: 404 });
    });
  }

  codeSentTo(to: string): string | undefined {
    return this.pending.get(to)?.code;
  }

  channelTo(to: string): string | undefined {
    return this.pending.get(to)?.channel;
  }

  private resource(verification: PendingVerification) {
    const { channel } = verification;
    const now = new Date().toISOString();
    return {
      sid: verification.sid,
      service_sid: this.serviceSid,
      account_sid: this.accountSid,
      to: verification.to,
      channel,
      status: verification.status,
      valid: verification.status === 'approved',
      amount: null,
      payee: null,
      date_created: now,
      date_updated: now,
      lookup: {},
      send_code_attempts: [{ time: now, channel, attempt_sid: 'VL00000000000000000000000000000000' }],
      sna: null,
      url: `${this.url}/v2/Services/${this.serviceSid}/Verifications/${verification.sid}`,
    };
  }
}
