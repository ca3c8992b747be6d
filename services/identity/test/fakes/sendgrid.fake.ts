import { FakeHttpServer, json } from './fake-http-server';

/** The parts of a SendGrid v3 mail send request we check. */
export interface SentMail {
  personalizations: { to: { email: string }[] }[];
  from: { email: string };
  subject: string;
  content: { type: string; value: string }[];
}

/**
 * Speaks SendGrid's v3 mail send API (POST /v3/mail/send, bearer API key, 202 with an empty body;
 * 401 with SendGrid's error shape for a wrong key).
 */
export class FakeSendGrid extends FakeHttpServer {
  constructor(readonly apiKey: string) {
    super((request, response) => {
      if (request.method !== 'POST' || request.path !== '/v3/mail/send') return json(response, 404, { errors: [{ message: 'Not found' }] });
      if (request.headers.authorization !== `Bearer ${this.apiKey}`) {
        return json(response, 401, { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null, help: null }] });
      }
      response.writeHead(202, { 'x-message-id': `fake-${this.requests.length}` });
      response.end();
    });
  }

  get sent(): SentMail[] {
    return this.requests.filter((request) => request.path === '/v3/mail/send').map((request) => JSON.parse(request.body) as SentMail);
  }
}
