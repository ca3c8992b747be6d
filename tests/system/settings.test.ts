import {
  DEFAULT_NOTIFICATION_SETTINGS,
  PhiGuardMessages,
  type NotificationSettings,
  type PhiRefusalBody,
} from '@docnet/contracts';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { latestOutboxMessage, waitForOutboxMessage } from '../harness/outbox';
import { loadStackState } from '../harness/stack';
import { browserSession, verifiedRegistration } from './members';
import { startSecondBff } from './second-bff';

const stack = loadStackState();
const baseUrl = stack.baseUrl;
const SUPPORT_EMAIL = 'support@docnet.example';

async function signedInMember() {
  const tab = browserSession(baseUrl);
  const input = await verifiedRegistration(baseUrl);
  await tab.post('/api/auth/register').send(input).expect(201);
  return { tab, input };
}

const changed: NotificationSettings = {
  emailEnabled: false,
  digestMode: true,
  digestFrequency: 'weekly',
  notifications: { ...DEFAULT_NOTIFICATION_SETTINGS.notifications, profileUpdates: false, directMessages: false },
};

describe('notification settings through the BFF', () => {
  it('answers the defaults, saves the whole object and keeps it for the next session', async () => {
    const { tab, input } = await signedInMember();
    await tab.get('/api/notifications/settings').expect(200, DEFAULT_NOTIFICATION_SETTINGS);
    await tab.post('/api/notifications/settings').send({ settings: changed }).expect(200, changed);
    await tab.get('/api/notifications/settings').expect(200, changed);

    const laterTab = browserSession(baseUrl);
    await laterTab.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    await laterTab.get('/api/notifications/settings').expect(200, changed);
  });

  it('refuses invalid settings with 400 and signed-out callers with 401', async () => {
    const { tab } = await signedInMember();
    await tab.post('/api/notifications/settings').send({}).expect(400, { message: 'settings is required' });
    await tab.post('/api/notifications/settings').send(changed).expect(400, { message: 'settings is required' });
    await tab
      .post('/api/notifications/settings')
      .send({ settings: { ...changed, digestFrequency: 'monthly' } })
      .expect(400, { message: 'Digest frequency must be daily or weekly' });
    const loose = await tab.post('/api/notifications/settings').send({ settings: { ...changed, emailEnabled: 'false' } });
    expect(loose.status).toBe(400);
    const { contentLikes: _dropped, ...sixTypes } = changed.notifications;
    await tab
      .post('/api/notifications/settings')
      .send({ settings: { ...changed, notifications: sixTypes } })
      .expect(400, { message: 'notifications.contentLikes must be true or false' });
    await tab.get('/api/notifications/settings').expect(200, DEFAULT_NOTIFICATION_SETTINGS);

    await request(baseUrl).get('/api/notifications/settings').expect(401);
    await request(baseUrl).post('/api/notifications/settings').send({ settings: changed }).expect(401);
  });
});

describe('the contact form', () => {
  it('accepts a message from a visitor and delivers it to support by email', async () => {
    const since = new Date(Date.now() - 1000);
    const subject = `Question about NPI ${Date.now().toString(36)}`;
    await request(baseUrl)
      .post('/api/contact')
      .send({ name: 'Dr. Visitor', email: 'visitor@clinic.example', subject, message: 'How long does verification take?' })
      .expect(202, { message: 'Message Received' });
    const mail = await waitForOutboxMessage('email', SUPPORT_EMAIL, since, new RegExp(`^Contact form: ${subject}$`));
    expect(mail.text).toContain('Dr. Visitor <visitor@clinic.example>');
    expect(mail.text).toContain('How long does verification take?');
  });

  it("refuses incomplete or invalid messages with the form's messages and sends nothing", async () => {
    const since = new Date();
    const subject = `Invalid ${Date.now().toString(36)}`;
    const valid = { name: 'Dr. Visitor', email: 'visitor@clinic.example', subject, message: 'Hello' };
    await request(baseUrl).post('/api/contact').send({ ...valid, name: '  ' }).expect(400, { message: 'Name is required' });
    await request(baseUrl).post('/api/contact').send({ ...valid, email: 'nope' }).expect(400, { message: 'Please enter a valid email address' });
    await request(baseUrl).post('/api/contact').send({ ...valid, subject: '' }).expect(400, { message: 'Subject is required' });
    await request(baseUrl).post('/api/contact').send({ ...valid, message: 'x'.repeat(5001) }).expect(400);
    expect(latestOutboxMessage('email', SUPPORT_EMAIL, since, new RegExp(subject))).toBeUndefined();
  });

  it('refuses a message naming a patient with the PHI guard’s findings, and sends it only confirmed with that refusal’s token', async () => {
    const since = new Date(Date.now() - 1000);
    const subject = `Records of Mr. Ó Súilleabháin ${Date.now().toString(36)}`;
    const message = 'My patient Seán Ó Súilleabháin, born 11/30/1950, MRN 77310452, sees an empty chart.';
    const visitor = { name: 'Dr. Zoë N’Diaye', email: 'zoe@clinique.example', subject, message };
    const refused = await request(baseUrl).post('/api/contact').send(visitor).expect(422);
    const refusal = refused.body as PhiRefusalBody;
    expect(refusal.message).toBe(PhiGuardMessages.refused);
    expect(refusal.findings).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'message', kind: 'date', excerpt: '11/30/1950' })]));
    const reason = 'Invented details of a training scenario, not a patient.';
    await request(baseUrl)
      .post('/api/contact')
      .send({ ...visitor, message: `${message} `.repeat(2).trim(), phiConfirmation: { reason, token: refusal.confirmationToken } })
      .expect(422);
    expect(latestOutboxMessage('email', SUPPORT_EMAIL, since, /Records of Mr/)).toBeUndefined();
    await request(baseUrl).post('/api/contact').send({ ...visitor, phiConfirmation: { reason, token: refusal.confirmationToken } }).expect(202);
    const mail = await waitForOutboxMessage('email', SUPPORT_EMAIL, since, new RegExp(`^Contact form: ${subject}$`));
    expect(mail.text).toMatch(/Reference: [0-9a-f-]{36}/);
  });

  describe('with a limit of 2 messages per address', () => {
    let bff: { app: INestApplication; url: string };

    beforeAll(async () => {
      bff = await startSecondBff(stack, 'contact-limit-test', { CONTACT_MESSAGES_PER_IP_PER_HOUR: '2' });
    });

    afterAll(async () => {
      await bff?.app.close();
    });

    it('answers 429 to the third message from one address, and still serves another address', async () => {
      const address = `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      const send = (from: string) =>
        request(bff.url)
          .post('/api/contact')
          .set('x-forwarded-for', from)
          .send({ name: 'Dr. Busy', email: 'busy@clinic.example', subject: 'A question about limits', message: 'Hello support' });
      await send(address).expect(202);
      await send(address).expect(202);
      await send(address).expect(429, { message: 'Too many messages sent from this address. Please try again in an hour.' });
      await send(`${address.split('.').slice(0, 3).join('.')}.251`).expect(202);
    });
  });
});
