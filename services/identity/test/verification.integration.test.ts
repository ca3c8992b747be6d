import {
  EmailChangeMessages,
  SecurityMessages,
  IdentityRoutes,
  Topics,
  UserEmailVerifiedV1,
  UserPhoneVerifiedV1,
  UserRegisteredV1,
  type Account,
  type NpiMatch,
} from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { identitySettings } from '../src/config/identity.env';
import { asBff, codeOf, lastMessageTo, newOutboxDir, verifyEmail } from './identity-test-kit';

const INVALID = { message: 'Invalid or expired verification code.' };

describe('identity: NPI discovery, email and SMS codes, and the verified-email rule of registration', () => {
  let identity: ServiceUnderTest;
  let probe: EventProbe;
  const outboxDir = newOutboxDir();
  let sequence = 0;
  const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, { OUTBOX_DIR: outboxDir });
    probe = await EventProbe.start(identity.config.KAFKA_BROKERS, identity.config.EVENTS_NAMESPACE, Topics.identityUser);
  });

  afterAll(async () => {
    await probe?.stop();
    await identity?.stop();
  });

  const post = (path: string, body: unknown) => asBff(request(identity.url).post(path)).send(body as object);
  const verifications = () => identity.database.collection('verifications');

  describe('NPI discovery in the synthetic registry', () => {
    it('finds a provider by number, mapped to the NPI match record', async () => {
      const answer = await post(IdentityRoutes.npiSearches, { searchType: 'npi', npiNumber: '1982597910' }).expect(200);
      expect(answer.body).toEqual([
        { firstName: 'Sarah', lastName: 'Chen', specialty: 'Dentist, General Practice', address: '1200 Congress Ave', city: 'Austin', state: 'TX', npi: '1982597910', claimed: false },
      ]);
    });

    it('finds providers by name, narrowed by city and state, and answers [] when nothing matches', async () => {
      const byName = (await post(IdentityRoutes.npiSearches, { searchType: 'name', firstName: 'sarah', lastName: 'chen' }).expect(200)).body as NpiMatch[];
      expect(byName.map((match) => match.city).sort()).toEqual(['Austin', 'San Francisco']);
      const narrowed = (await post(IdentityRoutes.npiSearches, { searchType: 'name', lastName: 'Chen', city: 'San Francisco', state: 'CA' }).expect(200)).body as NpiMatch[];
      expect(narrowed).toHaveLength(1);
      await post(IdentityRoutes.npiSearches, { searchType: 'name', lastName: 'Nobody' }).expect(200, []);
      await post(IdentityRoutes.npiSearches, { searchType: 'npi', npiNumber: '123' }).expect(200, []);
    });

    it('refuses an unknown search type', async () => {
      await post(IdentityRoutes.npiSearches, { searchType: 'zip' }).expect(400);
    });
  });

  describe('email codes', () => {
    it('sends a 6-digit code to the outbox, answers without it and stores only a keyed hash', async () => {
      const email = `code${unique()}@clinic.example`;
      const sent = await post(IdentityRoutes.emailVerifications, { email }).expect(202);
      expect(sent.body).toEqual({ message: 'Verification code sent' });
      const message = await lastMessageTo(outboxDir, 'email', email);
      expect(Object.keys(message).sort()).toEqual(['channel', 'createdAt', 'subject', 'text', 'to']);
      const code = codeOf(message);
      expect(code).toMatch(/^\d{6}$/);
      expect(JSON.stringify(sent.body)).not.toContain(code);
      const stored = await verifications().findOne({ _id: `email:${email}` as never });
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(stored?.codeHash).toEqual(expect.any(String));
    });

    it('expires a code 10 minutes after sending', async () => {
      const email = `ttl${unique()}@clinic.example`;
      const before = Date.now();
      await post(IdentityRoutes.emailVerifications, { email }).expect(202);
      const stored = await verifications().findOne({ _id: `email:${email}` as never });
      const ttl = new Date(stored?.expiresAt as Date).getTime() - before;
      expect(ttl).toBeGreaterThan(9.9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
      const code = codeOf(await lastMessageTo(outboxDir, 'email', email));
      await verifications().updateOne({ _id: `email:${email}` as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      await post(IdentityRoutes.emailVerificationChecks, { email, code }).expect(400, INVALID);
    });

    it('accepts the right code once (case-insensitive email) and refuses it afterwards', async () => {
      const email = `once${unique()}@clinic.example`;
      await post(IdentityRoutes.emailVerifications, { email }).expect(202);
      const code = codeOf(await lastMessageTo(outboxDir, 'email', email));
      await post(IdentityRoutes.emailVerificationChecks, { email, code: code === '000000' ? '111111' : '000000' }).expect(400, INVALID);
      const ok = await post(IdentityRoutes.emailVerificationChecks, { email: email.toUpperCase(), code }).expect(200);
      expect(ok.body).toEqual({ verified: true, message: 'Email Verified' });
      await post(IdentityRoutes.emailVerificationChecks, { email, code }).expect(400, INVALID);
    });

    it('allows at most 5 tries per code', async () => {
      const email = `tries${unique()}@clinic.example`;
      await post(IdentityRoutes.emailVerifications, { email }).expect(202);
      const code = codeOf(await lastMessageTo(outboxDir, 'email', email));
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let attempt = 0; attempt < 5; attempt += 1) await post(IdentityRoutes.emailVerificationChecks, { email, code: wrong }).expect(400, INVALID);
      await post(IdentityRoutes.emailVerificationChecks, { email, code }).expect(400, INVALID);
    });

    it('replaces the previous code when a new one is sent', async () => {
      const email = `again${unique()}@clinic.example`;
      await post(IdentityRoutes.emailVerifications, { email }).expect(202);
      const first = codeOf(await lastMessageTo(outboxDir, 'email', email));
      await eventually(async () => {
        await post(IdentityRoutes.emailVerifications, { email }).expect(202);
        const second = codeOf(await lastMessageTo(outboxDir, 'email', email));
        return second !== first ? second : undefined;
      }, 'a different second code');
      await post(IdentityRoutes.emailVerificationChecks, { email, code: first }).expect(400, INVALID);
    });
  });

  describe('SMS codes (outbox adapter)', () => {
    it('sends a code by SMS to the outbox and verifies it once', async () => {
      const phoneNumber = `(512) 555-${String(1000 + sequence).slice(-4)}`;
      await post(IdentityRoutes.phoneVerifications, { phoneNumber }).expect(202, { message: 'Verification code sent' });
      const message = await lastMessageTo(outboxDir, 'sms', phoneNumber);
      const code = codeOf(message);
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber: phoneNumber.replace(/\D/g, ''), code }).expect(200, { verified: true, message: 'Phone Verified' });
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber, code }).expect(400, INVALID);
    });

    it('knows a phone by the number dialled: an extension written after it is the same destination', async () => {
      const line = `512555${String(2000 + sequence).slice(-4)}`;
      await post(IdentityRoutes.phoneVerifications, { phoneNumber: `(${line.slice(0, 3)}) ${line.slice(3, 6)}-${line.slice(6)} ext. 12` }).expect(202);
      const code = codeOf(await lastMessageTo(outboxDir, 'sms', `(${line.slice(0, 3)}) ${line.slice(3, 6)}-${line.slice(6)} ext. 12`));
      // Another extension is not another phone with codes and tries of its own.
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber: `+1 ${line} x34`, code }).expect(200, { verified: true, message: 'Phone Verified' });
    });

    it('has no bypass code unless configuration sets one', async () => {
      expect(identitySettings(identity.config).SMS_BYPASS_CODE).toBe('');
      for (const code of ['000000', '123456', '111111', '999999']) {
        await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber: '5125550999', code }).expect(400, INVALID);
      }
    });
  });

  describe('registration needs a recently verified email', () => {
    const registration = () => {
      const tag = unique();
      return { username: `verified${tag}`, password: 'Passw0rd!23', name: `Dr. V ${tag}`, email: `verified${tag}@clinic.example`, phoneNumber: `51255${String(10_000 + sequence).slice(-5)}` };
    };

    it('refuses an email that was never verified', async () => {
      const answer = await post(IdentityRoutes.accounts, registration()).expect(400);
      expect(answer.body).toEqual({ message: 'Please verify your email address before creating your account' });
    });

    it('refuses an email verified more than 30 minutes ago', async () => {
      const input = registration();
      await verifyEmail(identity.url, outboxDir, input.email);
      await verifications().updateOne({ _id: `email:${input.email}` as never }, { $set: { verifiedAt: new Date(Date.now() - 31 * 60_000) } });
      await post(IdentityRoutes.accounts, input).expect(400, { message: 'Please verify your email address before creating your account' });
    });

    it('does not tell an unverified caller which username holds an email', async () => {
      const input = registration();
      await verifyEmail(identity.url, outboxDir, input.email);
      await post(IdentityRoutes.accounts, input).expect(201);
      await verifications().deleteOne({ _id: `email:${input.email}` as never });
      const again = await post(IdentityRoutes.accounts, { ...registration(), email: input.email }).expect(400);
      expect(JSON.stringify(again.body)).not.toContain(input.username);
    });

    it("applies the name rule: the registry's name for the NPI, else the email's local part", async () => {
      const withNpi = { ...registration(), name: undefined, npi: '1748337882' };
      await verifyEmail(identity.url, outboxDir, withNpi.email);
      const named = (await post(IdentityRoutes.accounts, withNpi).expect(201)).body as Account;
      const [provider] = (await post(IdentityRoutes.npiSearches, { searchType: 'npi', npiNumber: withNpi.npi }).expect(200)).body as NpiMatch[];
      expect(named.name).toBe(`${provider?.firstName} ${provider?.lastName}`);
      // The record's taxonomy and location travel with the registration, to prefill the profile.
      const registered = await eventually(
        () => probe.ofType(UserRegisteredV1.type).find((candidate) => candidate.aggregateId === String(named.id)),
        'identity.user.registered with the NPI record',
      );
      expect(registered.data).toMatchObject({ npiTaxonomy: provider?.specialty, npiAddress: provider?.address, npiCity: provider?.city, npiState: provider?.state });
      const withoutNpi = { ...registration(), name: '' };
      await verifyEmail(identity.url, outboxDir, withoutNpi.email);
      const fromEmail = (await post(IdentityRoutes.accounts, withoutNpi).expect(201)).body as Account;
      expect(fromEmail.name).toBe(withoutNpi.email.split('@')[0]);
    });

    it('refuses an NPI whose check digit is wrong', async () => {
      const input = { ...registration(), npi: '1234567890' };
      await verifyEmail(identity.url, outboxDir, input.email);
      await post(IdentityRoutes.accounts, input).expect(400, { message: 'NPI number is not valid' });
    });

    it("marks a signed-in member's phone verified when they check an SMS code for it", async () => {
      const input = registration();
      await verifyEmail(identity.url, outboxDir, input.email);
      const account = (await post(IdentityRoutes.accounts, input).expect(201)).body as Account;
      expect(account.phoneVerified).toBe(false);
      await post(IdentityRoutes.phoneVerifications, { phoneNumber: input.phoneNumber }).expect(202);
      const code = codeOf(await lastMessageTo(outboxDir, 'sms', input.phoneNumber));
      await asBff(request(identity.url).post(IdentityRoutes.phoneVerificationChecks))
        .set('x-acting-user-id', String(account.id))
        .send({ phoneNumber: input.phoneNumber, code })
        .expect(200);
      await asBff(request(identity.url).get(IdentityRoutes.account(account.id)).set('x-acting-user-id', String(account.id))).expect(200).expect((answer) => expect(answer.body.phoneVerified).toBe(true));
      const event = await eventually(
        () => probe.ofType(UserPhoneVerifiedV1.type).find((candidate) => candidate.aggregateId === String(account.id)),
        'identity.user.phone-verified',
      );
      expect(event.data).toMatchObject({ userId: account.id, phoneNumber: input.phoneNumber });
    });

    it("keeps a signed-in member's new email pending until its code, then makes it the account's email and says so", async () => {
      const input = registration();
      await verifyEmail(identity.url, outboxDir, input.email);
      const account = (await post(IdentityRoutes.accounts, input).expect(201)).body as Account;
      const as = (memberId: number, path: string, body: object) =>
        asBff(request(identity.url).post(path)).set('x-acting-user-id', String(memberId)).send(body);
      const read = async () =>
        (await asBff(request(identity.url).get(IdentityRoutes.account(account.id))).set('x-acting-user-id', String(account.id)).expect(200)).body as Account;
      const newEmail = `new.${input.email}`;

      const currentPassword = input.password;
      await as(account.id, IdentityRoutes.emailChanges(account.id), { email: input.email.toUpperCase(), currentPassword }).expect(400, { message: EmailChangeMessages.sameEmail });
      await as(account.id + 1, IdentityRoutes.emailChanges(account.id), { email: newEmail, currentPassword }).expect(403);
      await as(account.id, IdentityRoutes.emailChangeChecks(account.id), { code: '123456' }).expect(400, { message: EmailChangeMessages.noPending });
      // A borrowed session alone cannot start it: the current password is asked first.
      await as(account.id, IdentityRoutes.emailChanges(account.id), { email: newEmail }).expect(400, { message: SecurityMessages.currentPasswordRequired });
      await as(account.id, IdentityRoutes.emailChanges(account.id), { email: newEmail, currentPassword: 'not-the-password' }).expect(400, { message: SecurityMessages.wrongCurrentPassword });
      await as(account.id, IdentityRoutes.emailChanges(account.id), { email: newEmail, currentPassword }).expect(202, { message: 'Verification code sent', pendingEmail: newEmail });
      expect(await read()).toMatchObject({ email: input.email, pendingEmail: newEmail, emailVerified: true });

      const code = codeOf(await lastMessageTo(outboxDir, 'email', newEmail));
      await as(account.id, IdentityRoutes.emailChangeChecks(account.id), { code: code === '000000' ? '111111' : '000000' }).expect(400);
      await as(account.id, IdentityRoutes.emailChangeChecks(account.id), { code }).expect(200, { verified: true, message: 'Email Verified' });
      expect(await read()).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
      await eventually(
        () => probe.ofType(UserEmailVerifiedV1.type).find((candidate) => candidate.aggregateId === String(account.id) && (candidate.data as { email: string }).email === newEmail),
        'identity.user.email-verified of the new address',
      );
    });

    it("makes a phone the signed-in member verified the account's phone when it is not the one given at activation", async () => {
      const input = registration();
      await verifyEmail(identity.url, outboxDir, input.email);
      const account = (await post(IdentityRoutes.accounts, input).expect(201)).body as Account;
      const newPhone = '(212) 555-0187';
      await post(IdentityRoutes.phoneVerifications, { phoneNumber: newPhone }).expect(202);
      const code = codeOf(await lastMessageTo(outboxDir, 'sms', newPhone));
      await asBff(request(identity.url).post(IdentityRoutes.phoneVerificationChecks)).set('x-acting-user-id', String(account.id)).send({ phoneNumber: newPhone, code }).expect(200);
      const read = (await asBff(request(identity.url).get(IdentityRoutes.account(account.id))).set('x-acting-user-id', String(account.id)).expect(200)).body as Account;
      expect(read).toMatchObject({ phoneNumber: newPhone, phoneVerified: true });
    });

    it('creates the account as verified and publishes registered, email-verified and phone-verified', async () => {
      const input = registration();
      await verifyEmail(identity.url, outboxDir, input.email);
      await post(IdentityRoutes.phoneVerifications, { phoneNumber: input.phoneNumber }).expect(202);
      const smsCode = codeOf(await lastMessageTo(outboxDir, 'sms', input.phoneNumber));
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber: input.phoneNumber, code: smsCode }).expect(200);

      const account = (await post(IdentityRoutes.accounts, input).expect(201)).body as Account;
      expect(account).toMatchObject({ emailVerified: true, phoneVerified: true });
      const events = await eventually(() => {
        const found = probe.events.filter((event) => event.aggregateId === String(account.id));
        return found.length >= 3 ? found : undefined;
      }, 'the three registration events');
      expect(events.map((event) => event.type)).toEqual([UserRegisteredV1.type, UserEmailVerifiedV1.type, UserPhoneVerifiedV1.type]);
      expect(() => UserEmailVerifiedV1.schema.validateSync(events[1]?.data, { strict: true })).not.toThrow();
      expect(() => UserPhoneVerifiedV1.schema.validateSync(events[2]?.data, { strict: true })).not.toThrow();
      expect(events[1]?.data).toMatchObject({ userId: account.id, email: input.email });
      expect(events[2]?.data).toMatchObject({ userId: account.id, phoneNumber: input.phoneNumber });
    });
  });
});
