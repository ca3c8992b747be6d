import { ApiRoutes, EmailChangeMessages, LoginChallengeMessages, type User } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { codeIn, latestOutboxMessage, waitForOutboxMessage } from '../harness/outbox';
import { loadStackState } from '../harness/stack';
import { browserSession, newRegistration, verifyEmail } from './members';

/**
 * And #4 across identity, profile and notifications: an email change is a pending address with a
 * code until verified (sign-in, reset and the profile keep the old one), then replaces it everywhere; a phone
 * is verified after activation from a signed-in session, also one changed on the profile, and two-factor
 * sign-in then sends its code there.
 */
const stack = loadStackState();
const baseUrl = stack.baseUrl;

let phoneCounter = 0;
function uniquePhone(): string {
  phoneCounter += 1;
  return `(347) ${String(Date.now()).slice(-3)}-${String(4000 + (phoneCounter % 1000)).padStart(4, '0')}`;
}

async function signedInMember() {
  const input = newRegistration({ phoneNumber: uniquePhone() });
  const tab = browserSession(baseUrl);
  await verifyEmail(baseUrl, input.email);
  const user = (await tab.post(ApiRoutes.authRegister).send(input).expect(201)).body as User;
  await eventually(async () => (await tab.get(ApiRoutes.usersById(user.id))).status === 200, `the profile of ${user.id}`);
  return { tab, input, id: user.id };
}

const me = async (tab: ReturnType<typeof browserSession>) => (await tab.get(ApiRoutes.authMe).expect(200)).body as User;
const signIn = (username: string, password: string) => request(baseUrl).post(ApiRoutes.authLogin).send({ username, password });

describe('email change through identity', () => {
  it('keeps the verified address in use until the new one is verified, then uses the new one for sign-in, reset and the profile', async () => {
    const { tab, input, id } = await signedInMember();
    const newEmail = `changed.${input.email}`;

    await tab.post(ApiRoutes.authEmailChange).send({ email: input.email.toUpperCase(), currentPassword: input.password }).expect(400, { message: EmailChangeMessages.sameEmail });
    const since = new Date(Date.now() - 1000);
    const started = await tab.post(ApiRoutes.authEmailChange).send({ email: newEmail, currentPassword: input.password }).expect(200);
    expect(started.body).toEqual({ message: 'Verification code sent', pendingEmail: newEmail });
    expect(await me(tab)).toMatchObject({ email: input.email, pendingEmail: newEmail, isVerified: true });
    await signIn(newEmail, input.password).expect(401);
    await signIn(input.email, input.password).expect(200);
    // The profile cannot be given the unverified address either.
    await tab.patch(ApiRoutes.usersById(id)).send({ email: newEmail }).expect(400, { message: EmailChangeMessages.notThroughProfile });

    const code = codeIn(await waitForOutboxMessage('email', newEmail, since, /verification code/i));
    await tab.post(ApiRoutes.authEmailChangeVerify).send({ code: code === '000000' ? '111111' : '000000' }).expect(400);
    await tab.post(ApiRoutes.authEmailChangeVerify).send({ code }).expect(200, { verified: true, message: 'Email Verified' });
    expect(await me(tab)).toMatchObject({ email: newEmail, pendingEmail: null, isVerified: true });
    await tab.post(ApiRoutes.authEmailChangeVerify).send({ code }).expect(400, { message: EmailChangeMessages.noPending });

    await signIn(newEmail, input.password).expect(200);
    await signIn(input.email, input.password).expect(401);
    await eventually(async () => ((await tab.get(ApiRoutes.usersById(id)).expect(200)).body as User).email === newEmail, 'the profile takes the new email');

    const resetSince = new Date(Date.now() - 1000);
    await request(baseUrl).post(ApiRoutes.authForgotPassword).send({ email: newEmail, currentPassword: input.password }).expect(200);
    await waitForOutboxMessage('email', newEmail, resetSince, /reset/i);
    await request(baseUrl).post(ApiRoutes.authForgotPassword).send({ email: input.email }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(latestOutboxMessage('email', input.email, resetSince, /reset/i)).toBeUndefined();
  });

  it("tells a member that an address belongs to another account only after its code, and keeps their own", async () => {
    const first = await signedInMember();
    const second = await signedInMember();
    const since = new Date(Date.now() - 1000);
    await second.tab.post(ApiRoutes.authEmailChange).send({ email: first.input.email, currentPassword: second.input.password }).expect(200);
    const code = codeIn(await waitForOutboxMessage('email', first.input.email, since, /verification code/i));
    await second.tab.post(ApiRoutes.authEmailChangeVerify).send({ code }).expect(409, { message: EmailChangeMessages.taken });
    expect((await me(second.tab)).email).toBe(second.input.email);
    await request(baseUrl).post(ApiRoutes.authEmailChange).send({ email: 'x@clinic.example', currentPassword: 'Passw0rd!23' }).expect(401);
  });
});

describe('phone verification after activation', () => {
  it('verifies the phone from a signed-in session, also one changed on the profile, and two-factor sign-in sends its code there', async () => {
    const { tab, input, id } = await signedInMember();
    expect((await me(tab)).smsVerified).not.toBe(true);

    const newPhone = uniquePhone();
    await tab.patch(ApiRoutes.usersById(id)).send({ phoneNumber: newPhone }).expect(200);
    expect((await me(tab)).smsVerified).not.toBe(true);
    await tab.put(ApiRoutes.securitySettings).send({ twoFactorEnabled: true }).expect(400);

    const since = new Date(Date.now() - 1000);
    await tab.post(ApiRoutes.authSmsSend).send({ phoneNumber: newPhone }).expect(200);
    const code = codeIn(await waitForOutboxMessage('sms', newPhone, since, /verification code/i));
    await tab.post(ApiRoutes.authSmsVerify).send({ phoneNumber: newPhone, code }).expect(200, { verified: true, message: 'Phone Verified' });
    expect(await me(tab)).toMatchObject({ phoneNumber: newPhone, smsVerified: true });
    await tab.put(ApiRoutes.securitySettings).send({ twoFactorEnabled: true }).expect(200);

    const signInSince = new Date();
    const browser = browserSession(baseUrl);
    const challenge = await browser.post(ApiRoutes.authLogin).send({ username: input.username, password: input.password }).expect(200);
    expect(challenge.body).toEqual({ twoFactorRequired: true, message: LoginChallengeMessages.codeSent, sentTo: `(${newPhone.replace(/\D/g, '').slice(0, 3)}) •••-••${newPhone.slice(-2)}` });
    await waitForOutboxMessage('sms', newPhone, signInSince);
  });
});
