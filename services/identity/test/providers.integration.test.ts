import { IdentityRoutes, type Account } from '@docnet/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { asBff, newOutboxDir, outboxMessages } from './identity-test-kit';
import { FakeNppes, nppesResult } from './fakes/nppes.fake';
import { FakeSendGrid } from './fakes/sendgrid.fake';
import { FakeTwilioVerify } from './fakes/twilio-verify.fake';
import { TwilioSmsMessenger } from '../src/modules/delivery/adapters/twilio-sms.messenger';

const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const SERVICE_SID = `VA${'b2'.repeat(16)}`;
const MESSAGING_SID = `MG${'c3'.repeat(16)}`;
const INVALID = { message: 'Invalid or expired verification code.' };

/** The real SDKs (@sendgrid/mail, twilio) and the NPPES adapter against local servers that speak the providers' APIs. */
describe('identity with the production adapters', () => {
  let identity: ServiceUnderTest;
  const sendGrid = new FakeSendGrid('SG.test-key');
  const twilio = new FakeTwilioVerify(ACCOUNT_SID, 'twilio-auth-token', SERVICE_SID);
  const nppes = new FakeNppes();
  const outboxDir = newOutboxDir();

  beforeAll(async () => {
    await Promise.all([sendGrid.start(), twilio.start(), nppes.start()]);
    identity = await startServiceUnderTest('identity', AppModule.register, {
      OUTBOX_DIR: outboxDir,
      EMAIL_PROVIDER: 'sendgrid',
      SENDGRID_API_KEY: sendGrid.apiKey,
      SENDGRID_BASE_URL: sendGrid.url,
      EMAIL_FROM: 'verify@docnet.example',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token',
      TWILIO_VERIFY_SERVICE_SID: SERVICE_SID,
      TWILIO_VERIFY_BASE_URL: twilio.url,
      TWILIO_MESSAGING_SERVICE_SID: MESSAGING_SID,
      TWILIO_API_BASE_URL: twilio.url,
      NPI_REGISTRY: 'nppes',
      NPPES_BASE_URL: `${nppes.url}/api/`,
      NPPES_RETRIES: '2',
      SMS_BYPASS_CODE: '424242',
    });
  });

  afterAll(async () => {
    await identity?.stop();
    await Promise.all([sendGrid.stop(), twilio.stop(), nppes.stop()]);
  });

  const post = (path: string, body: unknown) => asBff(request(identity.url).post(path)).send(body as object);

  describe('SendGrid', () => {
    it('sends the email code through the v3 mail send API and accepts that code', async () => {
      const email = `sg${Date.now()}@clinic.example`;
      await post(IdentityRoutes.emailVerifications, { email }).expect(202);
      const mail = sendGrid.sent.find((sent) => sent.personalizations[0]?.to[0]?.email === email);
      expect(mail).toMatchObject({ from: { email: 'verify@docnet.example' }, subject: 'Your DocNet verification code' });
      const code = /\b(\d{6})\b/.exec(mail?.content[0]?.value ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      await post(IdentityRoutes.emailVerificationChecks, { email, code }).expect(200);
      expect(outboxMessages(outboxDir)).toEqual([]);
    });

    it('answers 502 when SendGrid refuses the message', async () => {
      const original = sendGrid.apiKey;
      Object.assign(sendGrid, { apiKey: 'SG.rotated' });
      try {
        await post(IdentityRoutes.emailVerifications, { email: `refused${Date.now()}@clinic.example` }).expect(502, { message: 'Failed to send verification code' });
      } finally {
        Object.assign(sendGrid, { apiKey: original });
      }
    });
  });

  describe('Twilio Messaging', () => {
    const messenger = (authToken: string) =>
      new TwilioSmsMessenger({ accountSid: ACCOUNT_SID, authToken, messagingServiceSid: MESSAGING_SID, baseUrl: twilio.url });

    it('texts a security notice from the Messaging Service to the E.164 number, and fails loudly when Twilio refuses', async () => {
      const body = 'DocNet: the phone for your sign-in codes was changed from one ending in 42 to one ending in 07.';
      await messenger('twilio-auth-token').send('(512) 555-0142 ext. 9', body);
      expect(twilio.messages).toContainEqual({ to: '+15125550142', messagingServiceSid: MESSAGING_SID, body });
      await expect(messenger('a-revoked-token').send('(512) 555-0142', body)).rejects.toThrow(/Twilio Messaging: status 401/);
    });
  });

  describe('Twilio Verify', () => {
    it('starts an SMS verification for the E.164 number and checks codes at Twilio', async () => {
      const phoneNumber = '(512) 555-0142';
      await post(IdentityRoutes.phoneVerifications, { phoneNumber }).expect(202);
      const started = twilio.requests.find((call) => call.path.endsWith('/Verifications'));
      expect(Object.fromEntries(new URLSearchParams(started?.body))).toEqual({ To: '+15125550142', Channel: 'sms' });
      const code = twilio.codeSentTo('+15125550142') ?? '';
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber, code: code === '000000' ? '111111' : '000000' }).expect(400, INVALID);
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber, code }).expect(200, { verified: true, message: 'Phone Verified' });
      await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber, code }).expect(400, INVALID);
    });
  });

  it('accepts the SMS bypass code of the testing hint only because this configuration sets it', async () => {
    await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber: '5125550177', code: '424242' }).expect(200, { verified: true, message: 'Phone Verified' });
    await post(IdentityRoutes.phoneVerificationChecks, { phoneNumber: '5125550178', code: '424243' }).expect(400, INVALID);
  });

  describe('NPPES', () => {
    it('maps a registry result to the NPI match record', async () => {
      const answer = await post(IdentityRoutes.npiSearches, { searchType: 'npi', npiNumber: nppesResult.number }).expect(200);
      expect(answer.body).toEqual([
        { firstName: 'Sarah', lastName: 'Chen', specialty: 'Dentist, General Practice', address: '1200 CONGRESS AVE', city: 'Austin', state: 'TX', npi: '1982597910', claimed: false },
      ]);
      const call = new URL(nppes.requests.at(-1)?.path ?? '', 'http://fake');
      expect(call.pathname).toBe('/api/');
      expect(Object.fromEntries(call.searchParams)).toMatchObject({ version: '2.1', number: nppesResult.number });
    });

    it('searches by name, city and state, and answers [] for no results and for searches the registry refuses', async () => {
      const byName = await post(IdentityRoutes.npiSearches, { searchType: 'name', lastName: 'Chen', city: 'Austin', state: 'TX' }).expect(200);
      expect(byName.body).toHaveLength(1);
      expect(Object.fromEntries(new URL(nppes.requests.at(-1)?.path ?? '', 'http://fake').searchParams)).toMatchObject({ last_name: 'Chen', city: 'Austin', state: 'TX' });
      await post(IdentityRoutes.npiSearches, { searchType: 'name', lastName: 'Nobody' }).expect(200, []);
      await post(IdentityRoutes.npiSearches, { searchType: 'name', firstName: 'Sarah', state: 'TX' }).expect(200);
    });

    it('binds an NPI by a Twilio Verify voice call to the practice phone of the registry record, not its mailing phone', async () => {
      const email = `npi${Date.now()}@clinic.example`;
      await post(IdentityRoutes.emailVerifications, { email }).expect(202);
      const mail = sendGrid.sent.find((sent) => sent.personalizations[0]?.to[0]?.email === email);
      await post(IdentityRoutes.emailVerificationChecks, { email, code: /\b(\d{6})\b/.exec(mail?.content[0]?.value ?? '')?.[1] }).expect(200);
      const registration = { username: `npi${Date.now()}`, password: 'Passw0rd!23', email, phoneNumber: '5125550143' };
      const account = (await post(IdentityRoutes.accounts, registration).expect(201)).body as Account;
      const asMember = (path: string, body: object) => post(path, body).set('x-acting-user-id', String(account.id));

      const started = await asMember(IdentityRoutes.npiBindings(account.id), { npi: nppesResult.number, channel: 'call' }).expect(202);
      expect(started.body).toEqual({ message: 'We are calling (512) •••-••99 with your code', channel: 'call', sentTo: '(512) •••-••99' });
      expect(twilio.channelTo('+15125550199')).toBe('call');
      const code = twilio.codeSentTo('+15125550199') ?? '';
      await asMember(IdentityRoutes.npiBindingChecks(account.id), { npi: nppesResult.number, code }).expect(200);
      const bound = await asBff(request(identity.url).get(IdentityRoutes.account(account.id))).set('x-acting-user-id', String(account.id)).expect(200);
      expect(bound.body).toMatchObject({ npi: nppesResult.number, npiBound: true });
    });

    it('retries with back-off when the registry fails, then answers 502 when it keeps failing', async () => {
      nppes.failures = 2;
      const calls = nppes.requests.length;
      await post(IdentityRoutes.npiSearches, { searchType: 'npi', npiNumber: nppesResult.number }).expect(200);
      expect(nppes.requests.length - calls).toBe(3);
      nppes.failures = 3;
      await post(IdentityRoutes.npiSearches, { searchType: 'npi', npiNumber: nppesResult.number }).expect(502, { message: 'Unable to search NPI records. Please try again.' });
      nppes.failures = 0;
    });
  });
});
