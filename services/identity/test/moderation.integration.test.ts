import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { IdentityRoutes, SharedReadModels, type Account } from '@docnet/contracts';
import { connectRedis, redisKeyPrefix } from '@docnet/platform';
import { startServiceUnderTest, testInfra, type ServiceUnderTest } from '@docnet/platform/testing';
import type Redis from 'ioredis';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { asBff, codeOf, lastMessageTo, newOutboxDir, signIn, verifyEmail } from './identity-test-kit';

const run = promisify(execFile);

describe('identity: moderators, suspensions and the accounts read through the cache', () => {
  let identity: ServiceUnderTest;
  let redis: Redis;
  let sequence = 0;
  const outboxDir = newOutboxDir();
  const password = 'Passw0rd!23';

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, { OUTBOX_DIR: outboxDir });
    redis = connectRedis(testInfra().redisUrl);
  });

  afterAll(async () => {
    await redis?.quit();
    await identity?.stop();
  });

  /** A registered account; with `verifiedPhone` its phone was proven by SMS before registering. */
  const register = async ({ verifiedPhone = false } = {}): Promise<Account> => {
    sequence += 1;
    const phoneNumber = `512${String(Date.now()).slice(-5)}${String(sequence % 100).padStart(2, '0')}`;
    const input = {
      username: `moderation${sequence}`,
      password,
      name: `Member ${sequence}`,
      email: `moderation${sequence}@clinic.example`,
      phoneNumber,
    };
    await verifyEmail(identity.url, outboxDir, input.email);
    if (verifiedPhone) {
      await asBff(request(identity.url).post(IdentityRoutes.phoneVerifications))
        .send({ phoneNumber })
        .expect(202);
      const code = codeOf(await lastMessageTo(outboxDir, 'sms', phoneNumber));
      await asBff(request(identity.url).post(IdentityRoutes.phoneVerificationChecks))
        .send({ phoneNumber, code })
        .expect(200);
    }
    return (await asBff(request(identity.url).post(IdentityRoutes.accounts)).send(input).expect(201))
      .body as Account;
  };
  const readAccount = async (id: number): Promise<Account> =>
    (
      await asBff(request(identity.url).get(IdentityRoutes.account(id)))
        .set('x-acting-user-id', String(id))
        .expect(200)
    ).body as Account;
  const suspend = (id: number, actingUserId: number, body: object) =>
    asBff(request(identity.url).put(IdentityRoutes.suspension(id)))
      .set('x-acting-user-id', String(actingUserId))
      .send(body);
  /** The operator's command, as an operator runs it beside the service (its own configuration from the environment). */
  const moderators = (...args: string[]) =>
    run(process.execPath, [join(__dirname, '../dist/moderators.js'), ...args], {
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(identity.config).map(([key, value]) => [key, String(value)])),
        REDIS_URL: testInfra().redisUrl,
        LOG_LEVEL: 'silent',
      },
    });

  it('grants and revokes the moderator role by the operator command, and the account shows it at once', async () => {
    const member = await register();
    expect(await readAccount(member.id)).toMatchObject({ roles: [], suspension: null });

    const granted = await moderators('grant', member.username.toUpperCase());
    expect(granted.stdout).toContain('is now a moderator');
    expect((await readAccount(member.id)).roles).toEqual(['moderator']);
    expect((await moderators('list')).stdout).toContain(member.username);

    await moderators('revoke', member.username);
    expect((await readAccount(member.id)).roles).toEqual([]);
    await expect(moderators('grant', 'nobody-has-this-name')).rejects.toMatchObject({
      stderr: expect.stringContaining('no account has the username'),
    });
  });

  it("suspends on a moderator's decision only, and the suspended member's sign-in says why", async () => {
    const moderator = await register();
    const member = await register();
    await moderators('grant', moderator.username);

    const byMember = await suspend(moderator.id, member.id, { reason: 'Spam', moderatorId: member.id });
    expect(byMember.status).toBe(403);
    expect((await suspend(member.id, moderator.id, { reason: 'Spam', moderatorId: member.id })).status).toBe(
      403,
    );
    expect(
      (await suspend(moderator.id, moderator.id, { reason: 'Spam', moderatorId: moderator.id })).status,
    ).toBe(403);
    expect(
      (await suspend(member.id, moderator.id, { reason: '  ', moderatorId: moderator.id })).body,
    ).toEqual({ message: 'A reason is required' });

    const suspended = await suspend(member.id, moderator.id, {
      reason: 'Repeated advertising in comments',
      moderatorId: moderator.id,
    }).expect(200);
    expect((suspended.body as Account).suspension).toMatchObject({
      reason: 'Repeated advertising in comments',
      suspendedBy: moderator.id,
    });
    expect((await readAccount(member.id)).suspension).toMatchObject({
      reason: 'Repeated advertising in comments',
    });

    const refused = await signIn(identity.url, member.username, password);
    expect(refused.status).toBe(403);
    // The member's id is for the BFF, which answers the browser with an appeal token in its place.
    expect(refused.body).toEqual({
      message: 'Your account has been suspended: Repeated advertising in comments',
      suspended: true,
      memberId: member.id,
    });
    // A wrong password learns nothing about the suspension.
    expect((await signIn(identity.url, member.username, 'Wrong-passw0rd')).status).toBe(401);

    await asBff(request(identity.url).delete(IdentityRoutes.suspension(member.id)))
      .set('x-acting-user-id', String(moderator.id))
      .expect(200);
    expect((await signIn(identity.url, member.username, password)).body).toMatchObject({
      status: 'signed-in',
    });
  });

  it('refuses a suspended member at the two-factor code too', async () => {
    const moderator = await register();
    const member = await register({ verifiedPhone: true });
    await moderators('grant', moderator.username);
    await asBff(request(identity.url).put(IdentityRoutes.securitySettings(member.id)))
      .set('x-acting-user-id', String(member.id))
      .send({ twoFactorEnabled: true, loginAlertsEnabled: false })
      .expect(200);

    const started = await signIn(identity.url, member.username, password).expect(200);
    expect(started.body).toMatchObject({ status: 'code-required', userId: member.id });
    const signInCode = codeOf(await lastMessageTo(outboxDir, 'sms', member.phoneNumber ?? ''));
    await suspend(member.id, moderator.id, { reason: 'Harassment', moderatorId: moderator.id }).expect(200);
    const completed = await asBff(request(identity.url).post(IdentityRoutes.signInCodeChecks)).send({
      userId: member.id,
      code: signInCode,
      device: { deviceId: 'device-two-factor-abcdefgh', userAgent: 'Browser' },
    });
    expect(completed.status).toBe(403);
    expect(completed.body).toMatchObject({ message: 'Your account has been suspended: Harassment' });
  });

  it('answers accounts from the cache, refreshed by every write and refilled after Redis forgets them', async () => {
    const member = await register();
    const prefix = redisKeyPrefix(identity.config.EVENTS_NAMESPACE);
    const base = `${prefix}{accounts}:`;
    const copy = prefix + SharedReadModels.account(member.id);
    // The copy is what the route answers: the BFF reads it as it is for /api/auth/me.
    const answered = await readAccount(member.id);
    expect(answered).toMatchObject({ id: member.id, email: member.email });
    expect(JSON.parse((await redis.get(copy)) ?? 'null')).toEqual(answered);

    // A write (an email change) forgets the copy: the next read shows it.
    const newEmail = `changed-${member.email}`;
    await asBff(request(identity.url).post(IdentityRoutes.emailChanges(member.id)))
      .set('x-acting-user-id', String(member.id))
      .send({ email: newEmail, currentPassword: password })
      .expect(202);
    expect((await readAccount(member.id)).pendingEmail).toBe(newEmail);

    // Redis emptied: the account is read from the document store and cached again.
    await redis.del(copy, `${base}g:${member.id}`);
    expect(await readAccount(member.id)).toMatchObject({ id: member.id, pendingEmail: newEmail });
    expect(await redis.exists(copy)).toBe(1);

    // A sign-in leaves the copy there for the /api/auth/me that follows it.
    await redis.del(copy);
    await signIn(identity.url, member.username, password).expect(200);
    expect(JSON.parse((await redis.get(copy)) ?? 'null')).toMatchObject({ id: member.id, pendingEmail: newEmail });
  });
});
