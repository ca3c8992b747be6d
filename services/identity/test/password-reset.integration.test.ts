import { randomBytes, scryptSync } from 'node:crypto';
import { FORGOT_PASSWORD_MESSAGE, IdentityRoutes, Topics, UserPasswordChangedV1, type Account } from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { asBff, lastMessageTo, newOutboxDir, outboxMessages, signIn, verifyEmail } from './identity-test-kit';

const INVALID_TOKEN = { message: 'Invalid or expired reset token' };

describe('identity: password reset and password hashes', () => {
  let identity: ServiceUnderTest;
  let probe: EventProbe;
  const outboxDir = newOutboxDir();
  let sequence = 0;

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, { OUTBOX_DIR: outboxDir, APP_BASE_URL: 'https://docnet.example' });
    probe = await EventProbe.start(identity.config.KAFKA_BROKERS, identity.config.EVENTS_NAMESPACE, Topics.identityUser);
  });

  afterAll(async () => {
    await probe?.stop();
    await identity?.stop();
  });

  const post = (path: string, body: unknown) => asBff(request(identity.url).post(path)).send(body as object);
  const resets = () => identity.database.collection('password_resets');

  async function member(): Promise<Account & { password: string }> {
    sequence += 1;
    const tag = `${Date.now().toString(36)}${sequence}`;
    const input = { username: `reset${tag}`, password: 'Old-Passw0rd', name: `Dr. R ${tag}`, email: `reset${tag}@clinic.example`, phoneNumber: '5125550100' };
    await verifyEmail(identity.url, outboxDir, input.email);
    const account = (await post(IdentityRoutes.accounts, input).expect(201)).body as Account;
    return { ...account, password: input.password };
  }

  async function requestToken(email: string): Promise<string> {
    const before = outboxMessages(outboxDir).length;
    await post(IdentityRoutes.passwordResetRequests, { email }).expect(202, { message: FORGOT_PASSWORD_MESSAGE });
    await eventually(() => outboxMessages(outboxDir).length > before, 'the reset email');
    const message = await lastMessageTo(outboxDir, 'email', email);
    const link = /https:\/\/docnet\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text);
    expect(link).not.toBeNull();
    return link?.[1] ?? '';
  }

  it('answers the same whether or not the email has an account, and mails only existing accounts', async () => {
    const known = await member();
    const before = outboxMessages(outboxDir).length;
    const unknown = await post(IdentityRoutes.passwordResetRequests, { email: `nobody${Date.now()}@clinic.example` });
    const existing = await post(IdentityRoutes.passwordResetRequests, { email: known.email.toUpperCase() });
    expect(unknown.status).toBe(existing.status);
    expect(unknown.body).toEqual(existing.body);
    expect(existing.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await eventually(() => outboxMessages(outboxDir).length === before + 1, 'exactly one reset email');
  });

  it('issues a random token of at least 128 bits, stored only as a hash, valid 60 minutes', async () => {
    const account = await member();
    const before = Date.now();
    const token = await requestToken(account.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await resets().find({ userId: account.id }).toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const ttl = new Date(stored[0]?.expiresAt as Date).getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    expect(await requestToken(account.email)).not.toBe(token);
  });

  it('sets the new password once per token, publishes password-changed and answers the member id for ending sessions', async () => {
    const account = await member();
    const token = await requestToken(account.email);
    const done = await post(IdentityRoutes.passwordResets, { token, password: 'New-Passw0rd' }).expect(200);
    expect(done.body).toEqual({ userId: account.id, message: 'Password has been reset successfully' });
    await signIn(identity.url, account.username, 'New-Passw0rd').expect(200);
    await signIn(identity.url, account.username, account.password).expect(401);
    await post(IdentityRoutes.passwordResets, { token, password: 'Other-Passw0rd' }).expect(400, INVALID_TOKEN);

    const event = await eventually(
      () => probe.ofType(UserPasswordChangedV1.type).find((candidate) => candidate.aggregateId === String(account.id)),
      'identity.user.password-changed',
    );
    expect(() => UserPasswordChangedV1.schema.validateSync(event.data, { strict: true })).not.toThrow();
    expect(event.data).toMatchObject({ userId: account.id, reason: 'reset' });
  });

  it('refuses an expired token and an unknown one', async () => {
    const account = await member();
    const token = await requestToken(account.email);
    await resets().updateMany({ userId: account.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await post(IdentityRoutes.passwordResets, { token, password: 'New-Passw0rd' }).expect(400, INVALID_TOKEN);
    await post(IdentityRoutes.passwordResets, { token: randomBytes(32).toString('base64url'), password: 'New-Passw0rd' }).expect(400, INVALID_TOKEN);
    await signIn(identity.url, account.username, account.password).expect(200);
  });

  it("validates the reset with the spec's messages", async () => {
    await post(IdentityRoutes.passwordResets, { password: 'New-Passw0rd' }).expect(400, { message: 'Reset token is required' });
    await post(IdentityRoutes.passwordResets, { token: 'x' }).expect(400, { message: 'New password is required' });
    await post(IdentityRoutes.passwordResets, { token: 'x', password: 'short' }).expect(400, { message: 'Password must be at least 8 characters long' });
    await post(IdentityRoutes.passwordResetRequests, {}).expect(400, { message: 'Please enter your email address' });
  });

  it('stores argon2id hashes, never answers them, and migrates a scrypt hash at sign-in', async () => {
    const account = await member();
    const accounts = identity.database.collection('accounts');
    expect((await accounts.findOne({ _id: account.id as never }))?.passwordHash).toMatch(/^\$argon2id\$/);
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync(account.password, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    await accounts.updateOne({ _id: account.id as never }, { $set: { passwordHash: legacy } });
    const answer = await signIn(identity.url, account.username, account.password).expect(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|scrypt|passwordHash/);
    expect((await accounts.findOne({ _id: account.id as never }))?.passwordHash).toMatch(/^\$argon2id\$/);
    await signIn(identity.url, account.username, account.password).expect(200);
  });
});
