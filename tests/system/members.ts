import request from 'supertest';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';

let counter = 0;

/** A unique, valid registration for the running stack. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  return {
    username: `dr${tag}`,
    password: 'Passw0rd!23',
    name: `Dr. Test ${tag}`,
    email: `dr${tag}@clinic.example`,
    phoneNumber: '5551234567',
    ...overrides,
  };
}

/** A cookie-keeping client of the BFF, like a browser tab. */
export function browserSession(baseUrl: string) {
  return request.agent(baseUrl);
}

/**
 * Proves ownership of the email the way the wizard does (send a code, read it from identity's local
 * outbox, verify it): registration needs an email verified within the last 30 minutes.
 */
export async function verifyEmail(baseUrl: string, email: string): Promise<void> {
  const since = new Date(Date.now() - 1000);
  await request(baseUrl).post('/api/auth/send-email-verification').send({ email }).expect(200);
  const code = codeIn(await waitForOutboxMessage('email', email, since, /verification code/i));
  await request(baseUrl).post('/api/auth/verify-email-code').send({ email, code }).expect(200);
}

/** A new registration whose email is verified already, ready for POST /api/auth/register. */
export async function verifiedRegistration(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const input = newRegistration(overrides);
  await verifyEmail(baseUrl, input.email);
  return input;
}
