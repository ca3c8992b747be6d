import { AccountDeletionMessages, ApiRoutes, LoginChallengeMessages, SecurityMessages, type Connection, type ConnectionListItem, type User } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing/event-probe';
import request from 'supertest';
import { codeIn, latestOutboxMessage, waitForOutboxMessage } from '../harness/outbox';
import { loadStackState } from '../harness/stack';
import { browserSession, memberKnownToGraph, newRegistration, verifyEmail } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;
const INVALID_CODE = { message: 'Invalid or expired verification code.' };
const ALERT_SUBJECT = /^New sign-in to your DocNet account$/;
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let phoneCounter = 0;
/** A phone number no other test uses, so the SMS read from the outbox is this member's. */
function uniquePhone(): string {
  phoneCounter += 1;
  return `646${String(Date.now()).slice(-5)}${String(phoneCounter % 100).padStart(2, '0')}`;
}

/** How the two-factor challenge shows a phone: '(646) •••-••12'. */
const maskedOf = (phone: string) => `(${phone.slice(0, 3)}) •••-••${phone.slice(-2)}`;

/** Registers through the wizard's calls (email verified, and the phone too when asked) in a tab that stays signed in. */
async function registeredMember({ verifiedPhone = false } = {}) {
  const input = newRegistration({ phoneNumber: uniquePhone() });
  const tab = browserSession(baseUrl);
  await verifyEmail(baseUrl, input.email);
  if (verifiedPhone) {
    const since = new Date(Date.now() - 1000);
    await tab.post('/api/auth/sms/send').send({ phoneNumber: input.phoneNumber }).expect(200);
    const code = codeIn(await waitForOutboxMessage('sms', input.phoneNumber, since, /verification code/i));
    await tab.post('/api/auth/sms/verify').send({ phoneNumber: input.phoneNumber, code }).expect(200);
  }
  const registered = await tab.post('/api/auth/register').send(input).expect(201);
  return { tab, input, user: registered.body as User };
}

describe('change password', () => {
  it('ends every other session of the member and keeps the current one', async () => {
    const { tab, input } = await registeredMember();
    const laptop = browserSession(baseUrl);
    const phone = browserSession(baseUrl);
    for (const other of [laptop, phone]) {
      await other.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
      await other.get('/api/auth/me').expect(200);
    }

    const answer = await tab.post('/api/auth/change-password').send({ currentPassword: input.password, newPassword: 'Brand-New-Passw0rd' }).expect(200);
    expect(answer.body).toEqual({ message: SecurityMessages.passwordChanged });

    await tab.get('/api/auth/me').expect(200);
    await laptop.get('/api/auth/me').expect(401);
    await phone.get('/api/auth/me').expect(401);
    await request(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(401);
    await request(baseUrl).post('/api/auth/login').send({ username: input.username, password: 'Brand-New-Passw0rd' }).expect(200);
  });

  it('refuses a wrong current password, a short new one and signed-out callers, ending no session', async () => {
    const { tab, input } = await registeredMember();
    const other = browserSession(baseUrl);
    await other.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);

    await tab
      .post('/api/auth/change-password')
      .send({ currentPassword: 'not-my-password', newPassword: 'Brand-New-Passw0rd' })
      .expect(400, { message: SecurityMessages.wrongCurrentPassword });
    await tab
      .post('/api/auth/change-password')
      .send({ currentPassword: input.password, newPassword: 'short' })
      .expect(400, { message: 'Password must be at least 8 characters' });
    await request(baseUrl).post('/api/auth/change-password').send({ currentPassword: input.password, newPassword: 'Brand-New-Passw0rd' }).expect(401);

    await other.get('/api/auth/me').expect(200);
    await request(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
  });
});

describe('two-factor sign-in', () => {
  it('can be turned on only with a verified phone', async () => {
    const { tab } = await registeredMember();
    await tab.get('/api/settings/security').expect(200, { twoFactorEnabled: false, loginAlertsEnabled: false });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: true }).expect(400, { message: SecurityMessages.phoneNotVerified });
    await request(baseUrl).get('/api/settings/security').expect(401);
  });

  it('answers the challenge to the right password, starts no session before the SMS code, and refuses a wrong code', async () => {
    const { tab, input } = await registeredMember({ verifiedPhone: true });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: true }).expect(200, { twoFactorEnabled: true, loginAlertsEnabled: false });

    const browser = browserSession(baseUrl);
    await browser.post('/api/auth/login').send({ username: input.username, password: 'wrong-password' }).expect(401);
    const since = new Date();
    const challenge = await browser.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    expect(challenge.body).toEqual({ twoFactorRequired: true, message: LoginChallengeMessages.codeSent, sentTo: maskedOf(input.phoneNumber) });
    await browser.get('/api/auth/me').expect(401);

    const code = codeIn(await waitForOutboxMessage('sms', input.phoneNumber, since));
    await browser.post('/api/auth/login/verify-code').send({ code: code === '000000' ? '111111' : '000000' }).expect(400, INVALID_CODE);
    await browser.post('/api/auth/login/verify-code').send({ code: 'abc' }).expect(400, INVALID_CODE);
    await browser.get('/api/auth/me').expect(401);

    const signedIn = await browser.post('/api/auth/login/verify-code').send({ code }).expect(200);
    expect((signedIn.body as User).username).toBe(input.username);
    await browser.get('/api/auth/me').expect(200);
    await browser.post('/api/auth/login/verify-code').send({ code }).expect(401, { message: LoginChallengeMessages.expired });
  });

  it('accepts a code only in the browser that gave the password', async () => {
    const { tab, input } = await registeredMember({ verifiedPhone: true });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: true }).expect(200);
    const since = new Date();
    await browserSession(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    const code = codeIn(await waitForOutboxMessage('sms', input.phoneNumber, since));
    await browserSession(baseUrl).post('/api/auth/login/verify-code').send({ code }).expect(401, { message: LoginChallengeMessages.expired });
  });
});

describe('two-factor budget', () => {
  it('locks two-factor sign-in after wrong codes across fresh codes, tells the member, and sends no more codes', async () => {
    const { tab, input } = await registeredMember({ verifiedPhone: true });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: true }).expect(200);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const browser = browserSession(baseUrl);
      const since = new Date(Date.now() - 1000);
      await browser.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
      const code = codeIn(await waitForOutboxMessage('sms', input.phoneNumber, since));
      const wrong = code === '999999' ? '999998' : '999999';
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await browser.post('/api/auth/login/verify-code').send({ code: wrong })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
    const notice = await waitForOutboxMessage('email', input.email, new Date(Date.now() - 60_000), /two-factor sign-in .* is locked/i);
    expect(notice.text).toContain('change your password');
    const locked = await browserSession(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(429);
    expect(locked.body).toEqual({ message: LoginChallengeMessages.locked });
  });
});

describe('two-factor code resend', () => {
  it('sends another code to the same phone for the sign-in waiting in this browser, and only there', async () => {
    const { tab, input } = await registeredMember({ verifiedPhone: true });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: true }).expect(200);
    await browserSession(baseUrl).post('/api/auth/login/resend-code').expect(401, { message: LoginChallengeMessages.expired });

    const browser = browserSession(baseUrl);
    const since = new Date(Date.now() - 1000);
    await browser.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    const first = codeIn(await waitForOutboxMessage('sms', input.phoneNumber, since));
    const resentAt = new Date();
    const again = await browser.post('/api/auth/login/resend-code').expect(200);
    expect(again.body).toEqual({ twoFactorRequired: true, message: LoginChallengeMessages.codeSent, sentTo: maskedOf(input.phoneNumber) });
    const second = codeIn(await waitForOutboxMessage('sms', input.phoneNumber, resentAt));
    // The new code replaces the first.
    if (first !== second) await browser.post('/api/auth/login/verify-code').send({ code: first }).expect(400, INVALID_CODE);
    await browser.post('/api/auth/login/verify-code').send({ code: second }).expect(200);
  });
});

describe('login alerts', () => {
  it('email the member about a sign-in from a new browser, and not from a known one', async () => {
    const { tab, input } = await registeredMember();
    await tab.put('/api/settings/security').send({ loginAlertsEnabled: true }).expect(200, { twoFactorEnabled: false, loginAlertsEnabled: true });

    // The browser the account was activated in is known.
    const beforeKnown = new Date();
    await tab.post('/api/auth/login').set('user-agent', 'ActivationBrowser/1.0').send({ username: input.username, password: input.password }).expect(200);
    expect(latestOutboxMessage('email', input.email, beforeKnown, ALERT_SUBJECT)).toBeUndefined();

    const newBrowser = browserSession(baseUrl);
    const beforeNew = new Date();
    await newBrowser.post('/api/auth/login').set('user-agent', ANDROID_CHROME).send({ username: input.username, password: input.password }).expect(200);
    const alert = await waitForOutboxMessage('email', input.email, beforeNew, ALERT_SUBJECT);
    // Named in words a member recognises, not as the raw User-Agent.
    expect(alert.text).toContain('Browser: Chrome 131 on Android 14, a phone');
    expect(alert.text).toMatch(/Time: .+GMT/);

    // The same browser again (its device cookie kept): no second alert. The alert is written before the sign-in answers.
    const beforeAgain = new Date();
    await newBrowser.post('/api/auth/login').set('user-agent', ANDROID_CHROME).send({ username: input.username, password: input.password }).expect(200);
    expect(latestOutboxMessage('email', input.email, beforeAgain, ALERT_SUBJECT)).toBeUndefined();
  });

  it('stay silent while turned off', async () => {
    const { input } = await registeredMember();
    const before = new Date();
    await browserSession(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    expect(latestOutboxMessage('email', input.email, before, ALERT_SUBJECT)).toBeUndefined();
  });
});

/** The token of the undo link in a security-change mail. */
function undoTokenIn(text: string): string {
  const token = /undo-security-change\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no undo link in: ${text}`);
  return token;
}
const CHANGE_SUBJECT = /^A security change on your DocNet account$/;

describe('step-up: what a borrowed session cannot do alone', () => {
  it('turns login alerts and two-factor off only with the current password, mails an undo link, and the undo signs every session out', async () => {
    const { tab, input } = await registeredMember({ verifiedPhone: true });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: true, loginAlertsEnabled: true }).expect(200);

    // The session alone (a borrowed cookie) cannot lower the guard.
    await tab.put('/api/settings/security').send({ loginAlertsEnabled: false }).expect(400, { message: SecurityMessages.currentPasswordRequired });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: false, currentPassword: 'a-guess-1' }).expect(400, { message: SecurityMessages.wrongCurrentPassword });
    await tab.get('/api/settings/security').expect(200, { twoFactorEnabled: true, loginAlertsEnabled: true });

    const since = new Date(Date.now() - 1000);
    await tab
      .put('/api/settings/security')
      .send({ twoFactorEnabled: false, loginAlertsEnabled: false, currentPassword: input.password })
      .expect(200, { twoFactorEnabled: false, loginAlertsEnabled: false });
    const notice = await waitForOutboxMessage('email', input.email, since, CHANGE_SUBJECT);
    expect(notice.text).toContain('Two-factor sign-in and Login alerts were turned off');

    const other = browserSession(baseUrl);
    const undone = await other.post('/api/auth/security-undo').send({ token: undoTokenIn(notice.text) }).expect(200);
    expect(undone.body).toEqual({ message: SecurityMessages.undone });
    await tab.get('/api/auth/me').expect(401);
    await other.post('/api/auth/security-undo').send({ token: undoTokenIn(notice.text) }).expect(400, { message: SecurityMessages.undoInvalid });

    // Both are on again: the next sign-in asks for the SMS code.
    const browser = browserSession(baseUrl);
    const challenge = await browser.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    expect(challenge.body).toEqual({ twoFactorRequired: true, message: LoginChallengeMessages.codeSent, sentTo: maskedOf(input.phoneNumber) });
  });

  it('changes the email only with the current password, tells the old address, and the undo puts it back', async () => {
    const { tab, input } = await registeredMember();
    const newEmail = `taken.over.${input.email}`;
    await tab.post('/api/auth/email-change').send({ email: newEmail }).expect(400, { message: SecurityMessages.currentPasswordRequired });
    await tab.post('/api/auth/email-change').send({ email: newEmail, currentPassword: 'a-guess-2' }).expect(400, { message: SecurityMessages.wrongCurrentPassword });

    const since = new Date(Date.now() - 1000);
    await tab.post('/api/auth/email-change').send({ email: newEmail, currentPassword: input.password }).expect(200);
    const code = codeIn(await waitForOutboxMessage('email', newEmail, since, /verification code/i));
    await tab.post('/api/auth/email-change/verify').send({ code }).expect(200);
    expect(((await tab.get('/api/auth/me').expect(200)).body as User).email).toBe(newEmail);

    const notice = await waitForOutboxMessage('email', input.email, since, CHANGE_SUBJECT);
    expect(notice.text).toContain(newEmail);
    await request(baseUrl).post('/api/auth/security-undo').send({ token: undoTokenIn(notice.text) }).expect(200);
    await tab.get('/api/auth/me').expect(401);
    const back = await browserSession(baseUrl).post('/api/auth/login').send({ username: input.email, password: input.password }).expect(200);
    expect((back.body as User).email).toBe(input.email);
  });

  it('replaces a verified phone only with the current password, asked before the code is spent, and tells the member by email and on the old phone', async () => {
    const { tab, input } = await registeredMember({ verifiedPhone: true });
    await tab.put('/api/settings/security').send({ twoFactorEnabled: true }).expect(200);
    const newPhone = uniquePhone();
    const since = new Date(Date.now() - 1000);
    await tab.post('/api/auth/sms/send').send({ phoneNumber: newPhone }).expect(200);
    const code = codeIn(await waitForOutboxMessage('sms', newPhone, since, /verification code/i));
    await tab.post('/api/auth/sms/verify').send({ phoneNumber: newPhone, code }).expect(400, { message: SecurityMessages.currentPasswordRequired });
    await tab.post('/api/auth/sms/verify').send({ phoneNumber: newPhone, code, currentPassword: 'a-guess-3' }).expect(400, { message: SecurityMessages.wrongCurrentPassword });
    await tab.post('/api/auth/sms/verify').send({ phoneNumber: newPhone, code, currentPassword: input.password }).expect(200);

    // Two-factor codes now go to the new number...
    const signInCodeTo = async (phoneNumber: string) => {
      const at = new Date(Date.now() - 1000);
      await browserSession(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
      return waitForOutboxMessage('sms', phoneNumber, at);
    };
    await signInCodeTo(newPhone);
    // ...the member is told by email and on the phone left behind (which a thief holding the mailbox rarely holds),
    // and the undo link of either sends codes to the old one again.
    const notice = await waitForOutboxMessage('email', input.email, since, CHANGE_SUBJECT);
    expect(notice.text).toContain(`ending in ${newPhone.slice(-2)}`);
    const text = await waitForOutboxMessage('sms', input.phoneNumber, since, /^DocNet security notice$/);
    expect(text.text).toMatch(new RegExp(`^DocNet: the phone for your sign-in codes was changed from one ending in ${input.phoneNumber.slice(-2)} to one ending in ${newPhone.slice(-2)}\\. Not you\\? Open \\S+ within 7 days`));
    expect(latestOutboxMessage('sms', newPhone, since, /^DocNet security notice$/)).toBeUndefined();
    expect(undoTokenIn(text.text)).toBe(undoTokenIn(notice.text));
    await request(baseUrl).post('/api/auth/security-undo').send({ token: undoTokenIn(text.text) }).expect(200);
    await tab.get('/api/auth/me').expect(401);
    await signInCodeTo(input.phoneNumber);
  });

  it('counts wrong current passwords per member', async () => {
    const { tab } = await registeredMember();
    await tab.put('/api/settings/security').send({ loginAlertsEnabled: true }).expect(200);
    const tries = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      tries.push((await tab.put('/api/settings/security').send({ loginAlertsEnabled: false, currentPassword: `guess-${attempt}` })).status);
    }
    expect(tries.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(tries[5]).toBe(429);
  });
});

describe('account deletion', () => {
  const DELETED_SUBJECT = /^Your DocNet account was deleted$/;

  it("ends every session, no sign-in, gone from search, a connection's list and messages, the feed and the news, and frees the email and phone", async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const input = newRegistration({ name: `Dr. Siobhán O'Connor-Núñez ${tag}`, phoneNumber: uniquePhone() });
    const tab = browserSession(baseUrl);
    await verifyEmail(baseUrl, input.email);
    const user = (await tab.post('/api/auth/register').send(input).expect(201)).body as User;
    const laptop = browserSession(baseUrl);
    await laptop.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    const colleague = await memberKnownToGraph(baseUrl);
    await eventually(async () => (await tab.get(ApiRoutes.userConnections(user.id))).status === 200, 'the social graph card of the member');
    const connection = (await tab.post(ApiRoutes.connections).send({ receiverId: colleague.id }).expect(201)).body as Connection;
    await colleague.agent.put(ApiRoutes.connectionById(connection.id)).send({ status: 'accepted' }).expect(200);
    const body = `Rubber dam isolation for a molar endodontic case — what worked for our clinic in Cork. ${'Irrigation protocol notes. '.repeat(40)}`;
    const post = (await tab.post(ApiRoutes.contents).send({ title: `Isolation tips ${tag}`, body }).expect(201)).body as { id: number };
    const conversation = (await tab.post(ApiRoutes.conversations).send({ memberId: colleague.id }).expect(201)).body as { id: number };
    await tab.post(ApiRoutes.conversationMessages(conversation.id)).send({ body: 'Shall we compare our rubber dam notes on Friday?' }).expect(201);
    const unread = async () => ((await colleague.agent.get(ApiRoutes.conversationsUnreadCount).expect(200)).body as { count: number }).count;
    await eventually(async () => (await unread()) === 1, "the message in the colleague's unread count");
    const article = (
      await tab
        .post(ApiRoutes.news)
        .send({ title: `Isolation in older adults ${tag}`, summary: 'What our clinic learnt.', body, source: 'Cork Dental Journal', sourceUrl: 'https://journal.example/', tags: 'isolation', category: 'clinical' })
        .expect(201)
    ).body as { id: number };
    const found = async () => ((await colleague.agent.get(ApiRoutes.usersSearch).query({ query: tag }).expect(200)).body as User[]).map(({ id }) => id);
    await eventually(async () => (await found()).includes(user.id), 'the member in search');

    const since = new Date(Date.now() - 1000);
    await tab.delete(ApiRoutes.account).send({ password: input.password }).expect(204);
    const notice = await waitForOutboxMessage('email', input.email, since, DELETED_SUBJECT);
    expect(notice.text).toMatch(/cannot be undone/);

    await tab.get('/api/auth/me').expect(401);
    await laptop.get('/api/auth/me').expect(401);
    await request(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(401);
    await request(baseUrl).post('/api/auth/login').send({ username: input.email, password: input.password }).expect(401);
    await eventually(async () => !(await found()).includes(user.id), 'the member gone from search');
    await eventually(async () => (await colleague.agent.get(ApiRoutes.usersById(user.id))).status === 404, 'the profile gone');
    await eventually(async () => {
      const listed = (await colleague.agent.get(ApiRoutes.connections).expect(200)).body as ConnectionListItem[];
      return !listed.some((item) => item.user.id === user.id);
    }, "the member gone from the colleague's connections");
    await eventually(async () => (await colleague.agent.get(ApiRoutes.contentById(post.id))).status === 404, 'the post gone');
    await eventually(async () => (await colleague.agent.get(ApiRoutes.newsById(article.id))).status === 404, 'the news item gone');
    await eventually(async () => {
      const listed = (await colleague.agent.get(ApiRoutes.conversations).expect(200)).body as { id: number }[];
      return !listed.some(({ id }) => id === conversation.id) && (await unread()) === 0;
    }, "the conversation gone from the colleague's messages");

    // The email and phone register again, as a new member.
    const again = browserSession(baseUrl);
    await verifyEmail(baseUrl, input.email);
    const fresh = (await again.post('/api/auth/register').send({ ...input, username: `${input.username}b` }).expect(201)).body as User;
    expect(fresh.id).not.toBe(user.id);
  });

  it('refuses a wrong password, none (a borrowed session), a signed-out caller and repeated guesses, deleting nothing', async () => {
    const { tab, input } = await registeredMember();
    await tab.delete(ApiRoutes.account).send({ password: 'not-my-password' }).expect(400, { message: AccountDeletionMessages.wrongPassword });
    await tab.delete(ApiRoutes.account).send({}).expect(400, { message: AccountDeletionMessages.passwordRequired });
    await request(baseUrl).delete(ApiRoutes.account).send({ password: input.password }).expect(401);
    const statuses = [];
    // The wrong password above was the first of five tries an hour, shared with the other password confirmations.
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await tab.delete(ApiRoutes.account).send({ password: `guess-${attempt}` })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    await tab.get('/api/auth/me').expect(200);
    await request(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
  });
});
