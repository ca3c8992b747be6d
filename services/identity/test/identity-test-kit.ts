import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityRoutes, type SignInDevice, type SignInRequest } from '@docnet/contracts';
import { eventually, TEST_SERVICE_TOKEN } from '@docnet/platform/testing';
import request from 'supertest';

export interface OutboxFile {
  channel: 'email' | 'sms' | 'call';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** A fresh outbox folder for one test file's identity (OUTBOX_DIR). */
export function newOutboxDir(): string {
  return mkdtempSync(join(tmpdir(), 'docnet-outbox-'));
}

export function outboxMessages(directory: string): OutboxFile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as OutboxFile);
}

/** The newest message to `to`, waiting for it to be written. */
export function lastMessageTo(directory: string, channel: OutboxFile['channel'], to: string): Promise<OutboxFile> {
  return eventually(() => outboxMessages(directory).filter((message) => message.channel === channel && message.to === to).pop(), `a ${channel} to ${to}`);
}

export const codeOf = (message: OutboxFile) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';

export const asBff = (call: request.Test) => call.set('x-service-token', TEST_SERVICE_TOKEN);

/** Verifies an email the way the wizard does (code from the outbox), so the address may register. */
export async function verifyEmail(url: string, outboxDir: string, email: string): Promise<void> {
  await asBff(request(url).post(IdentityRoutes.emailVerifications)).send({ email }).expect(202);
  const code = codeOf(await lastMessageTo(outboxDir, 'email', email));
  await asBff(request(url).post(IdentityRoutes.emailVerificationChecks)).send({ email, code }).expect(200);
}

/** A browser as the BFF describes it (device cookie, User-Agent); `name` tells the browsers of one test apart. */
export const device = (name: string): SignInDevice => ({
  deviceId: `device-${name}-${Date.now().toString(36)}-abcdefgh`,
  userAgent: `Browser ${name}`,
});

/** Signs in as the BFF does (POST IdentityRoutes.signIns), from `from`. */
export function signIn(url: string, username: string, password: string, from: SignInDevice = device('default')): request.Test {
  const body: SignInRequest = { username, password, device: from };
  return asBff(request(url).post(IdentityRoutes.signIns)).send(body);
}
