import {
  DEFAULT_SECURITY_SETTINGS,
  IdentityRoutes,
  LoginChallengeMessages,
  PhiGuardMessages,
  SecurityMessages,
  Topics,
  UserPasswordChangedV1,
  type Account,
  type PhiRefusalBody,
  type SignInResult,
} from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { asBff, codeOf, device, lastMessageTo, newOutboxDir, outboxMessages, signIn, verifyEmail } from './identity-test-kit';

const INVALID_CODE = { message: 'Invalid or expired verification code.' };
const ALERT_SUBJECT = 'New sign-in to your DocNet account';
const SUPPORT_EMAIL = 'help-desk@docnet.example';
const BYPASS_CODE = '424242';

describe('identity: password change, two-factor sign-in, login alerts and support messages', () => {
  let identity: ServiceUnderTest;
  let probe: EventProbe;
  const outboxDir = newOutboxDir();
  let sequence = 0;

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, {
      OUTBOX_DIR: outboxDir,
      SUPPORT_EMAIL,
      SMS_BYPASS_CODE: BYPASS_CODE,
    });
    probe = await EventProbe.start(identity.config.KAFKA_BROKERS, identity.config.EVENTS_NAMESPACE, Topics.identityUser);
  });

  afterAll(async () => {
    await probe?.stop();
    await identity?.stop();
  });

  const post = (path: string, body: unknown, actingUserId?: number) => {
    const call = asBff(request(identity.url).post(path));
    return (actingUserId === undefined ? call : call.set('x-acting-user-id', String(actingUserId))).send(body as object);
  };
  const put = (path: string, body: unknown, actingUserId: number) =>
    request(identity.url).put(path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(actingUserId)).send(body as object);
  const get = (path: string, actingUserId: number) =>
    request(identity.url).get(path).set('x-service-token', TEST_SERVICE_TOKEN).set('x-acting-user-id', String(actingUserId));

  /** A registered account; with `verifiedPhone` its phone was proven by SMS before registering. */
  async function member({ verifiedPhone = false } = {}): Promise<Account & { password: string }> {
    sequence += 1;
    const tag = `${Date.now().toString(36)}${sequence}`;
    const phoneNumber = `512${String(Date.now()).slice(-5)}${String(sequence % 100).padStart(2, '0')}`;
    const input = { username: `sec${tag}`, password: 'Old-Passw0rd', name: `Dr. S ${tag}`, email: `sec${tag}@clinic.example`, phoneNumber };
    await verifyEmail(identity.url, outboxDir, input.email);
    if (verifiedPhone) {
      await post(IdentityRoutes.phoneVerifications, { phoneNumber }).expect(202);
      const code = codeOf(await lastMessageTo(outboxDir, 'sms', phoneNumber));
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber, code }).expect(200);
    }
    const account = (await post(IdentityRoutes.accounts, input).expect(201)).body as Account;
    expect(account.phoneVerified).toBe(verifiedPhone);
    return { ...account, password: input.password };
  }

  describe('password change', () => {
    it('checks the current password, stores the new one and publishes password-changed (reason change)', async () => {
      const account = await member();
      const wrong = await post(IdentityRoutes.passwordChanges(account.id), { currentPassword: 'not-it-at-all', newPassword: 'New-Passw0rd' }, account.id);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: SecurityMessages.wrongCurrentPassword });

      const done = await post(IdentityRoutes.passwordChanges(account.id), { currentPassword: account.password, newPassword: 'New-Passw0rd' }, account.id).expect(200);
      expect(done.body).toEqual({ userId: account.id, message: SecurityMessages.passwordChanged });
      await signIn(identity.url, account.username, account.password).expect(401);
      await signIn(identity.url, account.username, 'New-Passw0rd').expect(200);

      const event = await eventually(
        () => probe.ofType(UserPasswordChangedV1.type).find((candidate) => candidate.aggregateId === String(account.id)),
        'identity.user.password-changed',
      );
      expect(event.data).toMatchObject({ userId: account.id, reason: 'change' });
      expect(() => UserPasswordChangedV1.schema.validateSync(event.data, { strict: true })).not.toThrow();
    });

    it("refuses another member's account, a short password and the same password again", async () => {
      const account = await member();
      await post(IdentityRoutes.passwordChanges(account.id), { currentPassword: account.password, newPassword: 'New-Passw0rd' }, account.id + 1000).expect(403);
      await post(IdentityRoutes.passwordChanges(account.id), { currentPassword: account.password, newPassword: 'short' }, account.id).expect(400, {
        message: 'Password must be at least 8 characters',
      });
      await post(IdentityRoutes.passwordChanges(account.id), { currentPassword: account.password, newPassword: account.password }, account.id).expect(400, {
        message: SecurityMessages.samePassword,
      });
    });
  });

  describe('security settings', () => {
    it('start off, and two-factor needs a verified phone', async () => {
      const unverified = await member();
      await get(IdentityRoutes.securitySettings(unverified.id), unverified.id).expect(200, DEFAULT_SECURITY_SETTINGS);
      await put(IdentityRoutes.securitySettings(unverified.id), { twoFactorEnabled: true }, unverified.id).expect(400, {
        message: SecurityMessages.phoneNotVerified,
      });
      await put(IdentityRoutes.securitySettings(unverified.id), { loginAlertsEnabled: true }, unverified.id).expect(200, {
        twoFactorEnabled: false,
        loginAlertsEnabled: true,
      });
      await get(IdentityRoutes.securitySettings(unverified.id), unverified.id + 1000).expect(403);
      await put(IdentityRoutes.securitySettings(unverified.id), { loginAlertsEnabled: 'yes' }, unverified.id).expect(400);

      const verified = await member({ verifiedPhone: true });
      await put(IdentityRoutes.securitySettings(verified.id), { twoFactorEnabled: true }, verified.id).expect(200, {
        twoFactorEnabled: true,
        loginAlertsEnabled: false,
      });
    });
  });

  describe('two-factor sign-in', () => {
    it('answers the account at once when two-factor is off, and 401 for a wrong password', async () => {
      const account = await member();
      const answer = (await signIn(identity.url, account.username, account.password).expect(200)).body as SignInResult;
      expect(answer).toMatchObject({ status: 'signed-in', account: { id: account.id, username: account.username } });
      await signIn(identity.url, account.username, 'wrong-password').expect(401);
    });

    it('sends an SMS code after the right password, and completes only with that code, once', async () => {
      const account = await member({ verifiedPhone: true });
      await put(IdentityRoutes.securitySettings(account.id), { twoFactorEnabled: true }, account.id).expect(200);
      const smsBefore = outboxMessages(outboxDir).filter((message) => message.channel === 'sms').length;

      await signIn(identity.url, account.username, 'wrong-password').expect(401);
      expect(outboxMessages(outboxDir).filter((message) => message.channel === 'sms')).toHaveLength(smsBefore);

      const started = (await signIn(identity.url, account.username, account.password).expect(200)).body as SignInResult;
      expect(started).toEqual({ status: 'code-required', userId: account.id, sentTo: `(${account.phoneNumber?.slice(0, 3)}) •••-••${account.phoneNumber?.slice(-2)}` });
      const code = codeOf(await lastMessageTo(outboxDir, 'sms', account.phoneNumber ?? ''));
      const check = (value: string) => post(IdentityRoutes.signInCodeChecks, { userId: account.id, code: value, device: device('2fa') });

      await check(code === '000000' ? '111111' : '000000').expect(400, INVALID_CODE);
      await check(BYPASS_CODE === code ? '222222' : BYPASS_CODE).expect(400, INVALID_CODE);
      const completed = (await check(code).expect(200)).body as SignInResult;
      expect(completed).toMatchObject({ status: 'signed-in', account: { id: account.id } });
      await check(code).expect(400, INVALID_CODE);
    });

    it('gives up a code after 5 wrong tries', async () => {
      const account = await member({ verifiedPhone: true });
      await put(IdentityRoutes.securitySettings(account.id), { twoFactorEnabled: true }, account.id).expect(200);
      await signIn(identity.url, account.username, account.password).expect(200);
      const code = codeOf(await lastMessageTo(outboxDir, 'sms', account.phoneNumber ?? ''));
      const wrong = code === '999999' ? '999998' : '999999';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await post(IdentityRoutes.signInCodeChecks, { userId: account.id, code: wrong, device: device('guess') }).expect(400, INVALID_CODE);
      }
      await post(IdentityRoutes.signInCodeChecks, { userId: account.id, code, device: device('guess') }).expect(400, INVALID_CODE);
    });
  });

  describe('two-factor budget across codes', () => {
    const LOCKED = { message: LoginChallengeMessages.locked };
    const LOCK_SUBJECT = 'Two-factor sign-in to your DocNet account is locked';
    const smsTo = (phoneNumber: string) => outboxMessages(outboxDir).filter((message) => message.channel === 'sms' && message.to === phoneNumber);
    const lockNotices = (email: string) =>
      outboxMessages(outboxDir).filter((message) => message.channel === 'email' && message.to === email && message.subject === LOCK_SUBJECT);

    it('locks two-factor sign-in after 10 wrong codes spread over fresh codes, and tells the member once', async () => {
      const account = await member({ verifiedPhone: true });
      await put(IdentityRoutes.securitySettings(account.id), { twoFactorEnabled: true }, account.id).expect(200);
      const check = (code: string) => post(IdentityRoutes.signInCodeChecks, { userId: account.id, code, device: device('budget') });
      // Each fresh code allows 5 tries; the account's budget counts them all.
      const answers: number[] = [];
      for (let round = 0; round < 2; round += 1) {
        await signIn(identity.url, account.username, account.password).expect(200);
        const code = codeOf(await lastMessageTo(outboxDir, 'sms', account.phoneNumber ?? ''));
        const wrong = code === '999999' ? '999998' : '999999';
        for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await check(wrong)).status);
      }
      expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
      expect(lockNotices(account.email)).toHaveLength(1);

      // Locked: the right password sends no code, and even a right code is refused.
      const sent = smsTo(account.phoneNumber ?? '').length;
      await signIn(identity.url, account.username, account.password).expect(429, LOCKED);
      expect(smsTo(account.phoneNumber ?? '')).toHaveLength(sent);
      const lastCode = codeOf(await lastMessageTo(outboxDir, 'sms', account.phoneNumber ?? ''));
      await check(lastCode).expect(429, LOCKED);
      expect(lockNotices(account.email)).toHaveLength(1);
      // A wrong password is still only a wrong password.
      await signIn(identity.url, account.username, 'wrong-password').expect(401);
    });

    it('resends a code only for a sign-in waiting for one, replacing it, and counts resends against the budget', async () => {
      const account = await member({ verifiedPhone: true });
      await put(IdentityRoutes.securitySettings(account.id), { twoFactorEnabled: true }, account.id).expect(200);
      const resend = () => post(IdentityRoutes.signInCodeResends, { userId: account.id });
      await resend().expect(400, { message: LoginChallengeMessages.expired });

      await signIn(identity.url, account.username, account.password).expect(200);
      const first = codeOf(await lastMessageTo(outboxDir, 'sms', account.phoneNumber ?? ''));
      expect((await resend().expect(200)).body).toMatchObject({ status: 'code-required', userId: account.id });
      const second = codeOf(await lastMessageTo(outboxDir, 'sms', account.phoneNumber ?? ''));
      const check = (code: string) => post(IdentityRoutes.signInCodeChecks, { userId: account.id, code, device: device('resend') });
      // The new code replaces the first; once used, nothing waits for a resend.
      if (first !== second) await check(first).expect(400, INVALID_CODE);
      await check(second).expect(200);
      await resend().expect(400, { message: LoginChallengeMessages.expired });

      // Two codes so far: a sign-in and two resends reach the five of the hour, the next resend locks.
      await signIn(identity.url, account.username, account.password).expect(200);
      const answers: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) answers.push((await resend()).status);
      expect(answers).toEqual([200, 200, 429]);
    });

    it("sends at most 5 sign-in codes an hour to one phone, so a known password cannot flood the member's phone", async () => {
      const account = await member({ verifiedPhone: true });
      await put(IdentityRoutes.securitySettings(account.id), { twoFactorEnabled: true }, account.id).expect(200);
      const before = smsTo(account.phoneNumber ?? '').length;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await signIn(identity.url, account.username, account.password)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(smsTo(account.phoneNumber ?? '')).toHaveLength(before + 5);
      expect(lockNotices(account.email)).toHaveLength(1);
    });
  });

  describe('login alerts', () => {
    const alertsTo = (email: string) =>
      outboxMessages(outboxDir).filter((message) => message.channel === 'email' && message.to === email && message.subject === ALERT_SUBJECT);

    it('mail a sign-in from a browser not seen before, only when turned on, and keep only the hash of the cookie', async () => {
      const account = await member();
      const known = device('known');
      await signIn(identity.url, account.username, account.password, known).expect(200);
      expect(alertsTo(account.email)).toHaveLength(0);

      await put(IdentityRoutes.securitySettings(account.id), { loginAlertsEnabled: true }, account.id).expect(200);
      await signIn(identity.url, account.username, account.password, known).expect(200);
      expect(alertsTo(account.email)).toHaveLength(0);

      const stranger = device('stranger');
      await signIn(identity.url, account.username, account.password, stranger).expect(200);
      const alerts = alertsTo(account.email);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.text).toContain('Browser stranger');
      expect(alerts[0]?.text).toMatch(/Time: .*GMT/);

      await signIn(identity.url, account.username, account.password, stranger).expect(200);
      expect(alertsTo(account.email)).toHaveLength(1);
      const stored = await identity.database.collection('known_devices').find({ userId: account.id }).toArray();
      expect(stored).toHaveLength(2);
      expect(JSON.stringify(stored)).not.toContain(stranger.deviceId);
    });

    it('know the browser an account was activated in', async () => {
      const account = await member();
      const activation = device('activation');
      await post(IdentityRoutes.devices(account.id), { device: activation }, account.id).expect(204);
      await post(IdentityRoutes.devices(account.id), { device: activation }, account.id + 1000).expect(403);
      await put(IdentityRoutes.securitySettings(account.id), { loginAlertsEnabled: true }, account.id).expect(200);
      await signIn(identity.url, account.username, account.password, activation).expect(200);
      expect(alertsTo(account.email)).toHaveLength(0);
    });
  });

  describe('support messages', () => {
    it('mails the contact form to SUPPORT_EMAIL and refuses incomplete messages', async () => {
      const subject = `Question ${Date.now().toString(36)}`;
      await post(IdentityRoutes.supportMessages, { name: 'Dr. Ana', email: 'ana@clinic.example', subject, message: 'How do I verify my NPI?' }).expect(202);
      const mail = outboxMessages(outboxDir).find((message) => message.to === SUPPORT_EMAIL && message.subject === `Contact form: ${subject}`);
      expect(mail?.text).toContain('Dr. Ana <ana@clinic.example>');
      expect(mail?.text).toContain('How do I verify my NPI?');
      await post(IdentityRoutes.supportMessages, { name: 'Dr. Ana', email: 'not-an-email', subject, message: 'x' }).expect(400, {
        message: 'Please enter a valid email address',
      });
    });

    it('refuses a message that may name a patient, and mails it only with a confirmation of that very refusal', async () => {
      const subject = `Chart access for Mrs. O’Connor ${Date.now().toString(36)}`;
      const message = `Patient Siobhán O’Connor, born 04/02/1948, MRN 88412907, cannot open her results.\n${'Détails. '.repeat(300)}`;
      const mailed = () => outboxMessages(outboxDir).filter((mail) => mail.to === SUPPORT_EMAIL && mail.subject === `Contact form: ${subject}`);
      const sender = { name: 'Dr. Zoë N’Diaye', email: 'zoe@clinique.example', subject };

      const refused = await post(IdentityRoutes.supportMessages, { ...sender, message }, undefined).expect(422);
      const refusal = refused.body as PhiRefusalBody;
      expect(refusal.message).toBe(PhiGuardMessages.refused);
      expect(refusal.findings.map(({ field, kind }) => `${field}:${kind}`)).toEqual(expect.arrayContaining(['message:date', 'message:medical-record-number']));

      // A confirmation made up, or answering another text, is refused again and nothing is mailed.
      const reason = 'These are test data from our training environment.';
      const stale = await post(IdentityRoutes.supportMessages, { ...sender, message, phiConfirmation: { reason, token: 'zzzz.forged' } }).expect(422);
      expect((stale.body as PhiRefusalBody).message).toBe(PhiGuardMessages.confirmationStale);
      await post(IdentityRoutes.supportMessages, {
        ...sender,
        message: `${message} More.`,
        phiConfirmation: { reason, token: refusal.confirmationToken },
      }).expect(422);
      // A signed-in member cannot reuse a visitor's confirmation: the token names who was refused.
      await post(IdentityRoutes.supportMessages, { ...sender, message, memberId: 77, phiConfirmation: { reason, token: refusal.confirmationToken } }).expect(422);
      expect(mailed()).toHaveLength(0);

      await post(IdentityRoutes.supportMessages, { ...sender, message, phiConfirmation: { reason, token: refusal.confirmationToken } }).expect(202);
      expect(mailed()).toHaveLength(1);
      expect(mailed()[0]?.text).toMatch(/Reference: [0-9a-f-]{36} \(the writer confirmed it holds no patient information\)/);
    });
  });
});
