import { FORGOT_PASSWORD_MESSAGE, type NpiMatch, type User } from '@docnet/contracts';
import request from 'supertest';
import { codeIn, resetTokenIn, waitForOutboxMessage } from '../harness/outbox';
import { loadStackState } from '../harness/stack';
import { browserSession, newRegistration, verifiedRegistration } from './members';

const baseUrl = loadStackState().baseUrl;

/** Answers must never carry password hashes, codes or tokens. */
function expectNoSecrets(body: unknown, ...secrets: string[]) {
  const text = JSON.stringify(body ?? null);
  expect(text).not.toMatch(/argon2|scrypt|passwordHash|codeHash/i);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('account activation through the BFF', () => {
  it('goes through the whole wizard: NPI discovery, email code, SMS code, account, then signs in', async () => {
    const tab = browserSession(baseUrl);
    const discovered = await tab.post('/api/auth/discover-account').send({ searchType: 'name', firstName: 'Sarah', lastName: 'Chen', city: 'Austin', state: 'TX' }).expect(200);
    const [match] = discovered.body as NpiMatch[];
    expect(Object.keys(match ?? {}).sort()).toEqual(['address', 'city', 'claimed', 'firstName', 'lastName', 'npi', 'specialty', 'state']);
    const byNumber = await tab.post('/api/auth/discover-account').send({ searchType: 'npi', npiNumber: match?.npi }).expect(200);
    expect(byNumber.body).toEqual([match]);

    const input = newRegistration({ name: undefined, npi: undefined, phoneNumber: `(512) 555-${String(Date.now()).slice(-4)}` });
    const since = new Date(Date.now() - 1000);
    const sent = await tab.post('/api/auth/send-email-verification').send({ email: input.email }).expect(200);
    expect(sent.body).toEqual({ message: 'Verification code sent' });
    const emailCode = codeIn(await waitForOutboxMessage('email', input.email, since));
    expectNoSecrets(sent.body, emailCode);
    const verified = await tab.post('/api/auth/verify-email-code').send({ email: input.email, code: emailCode }).expect(200);
    expect(verified.body).toEqual({ verified: true, message: 'Email Verified' });

    await tab.post('/api/auth/sms/send').send({ phoneNumber: input.phoneNumber }).expect(200, { message: 'Verification code sent' });
    const smsCode = codeIn(await waitForOutboxMessage('sms', input.phoneNumber, since));
    await tab.post('/api/auth/sms/verify').send({ phoneNumber: input.phoneNumber, code: smsCode }).expect(200, { verified: true, message: 'Phone Verified' });

    // The client applies the name rule; the server does again when the name is missing (the NPI's name here).
    const registered = await tab.post('/api/auth/register').send({ ...input, npi: match?.npi }).expect(201);
    expect(registered.body).toMatchObject({ username: input.username, name: `${match?.firstName} ${match?.lastName}`, npi: match?.npi, isVerified: true, smsVerified: true });
    expectNoSecrets(registered.body, input.password);

    const signIn = browserSession(baseUrl);
    const login = await signIn.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    expect((login.body as User).username).toBe(input.username);
    expectNoSecrets(login.body, input.password);

    const again = await request(baseUrl).post('/api/auth/register').send({ ...input, npi: undefined }).expect(409);
    expect(again.body).toEqual({ message: 'An account with this email already exists', existingAccount: true, username: input.username });

    // A second claim of the NPI: step 1 says it is claimed, never by whom, and the second member is not locked
    // out (their account starts without the NPI; binding with the registry phone's code moves it).
    const claimedMatch = await request(baseUrl).post('/api/auth/discover-account').send({ searchType: 'npi', npiNumber: match?.npi }).expect(200);
    expect(claimedMatch.body).toEqual([{ ...match, claimed: true }]);
    const second = await verifiedRegistration(baseUrl, { npi: match?.npi });
    const secondAnswer = await request(baseUrl).post('/api/auth/register').send(second).expect(201);
    expect(secondAnswer.body).toMatchObject({ username: second.username, npi: null });
    for (const answer of [claimedMatch, secondAnswer]) expect(JSON.stringify(answer.body)).not.toContain(input.username);
  });

  it('refuses to register an email that was not verified', async () => {
    const answer = await request(baseUrl).post('/api/auth/register').send(newRegistration()).expect(400);
    expect(answer.body).toEqual({ message: 'Please verify your email address before creating your account' });
  });

  it('answers a wrong code with the spec message and validates inputs with the spec texts', async () => {
    const email = newRegistration().email;
    await request(baseUrl).post('/api/auth/send-email-verification').send({ email }).expect(200);
    await request(baseUrl).post('/api/auth/verify-email-code').send({ email, code: '12345x' }).expect(400, { message: 'Invalid or expired verification code.' });
    await request(baseUrl).post('/api/auth/send-email-verification').send({ email: 'nope' }).expect(400, { message: 'Please enter a valid email address' });
    await request(baseUrl).post('/api/auth/sms/send').send({ phoneNumber: '555' }).expect(400, { message: 'Please enter a valid phone number' });
    await request(baseUrl).post('/api/auth/forgot-password').send({}).expect(400, { message: 'Please enter your email address' });
    await request(baseUrl).post('/api/auth/reset-password').send({ password: 'New-Passw0rd' }).expect(400, { message: 'Reset token is required' });
    await request(baseUrl).post('/api/auth/reset-password').send({ token: 'abc', password: 'short' }).expect(400, { message: 'Password must be at least 8 characters long' });
  });

  it('lists the identity calls in the OpenAPI document', async () => {
    const openApi = await request(baseUrl).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(openApi.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/discover-account',
        '/api/auth/send-email-verification',
        '/api/auth/verify-email-code',
        '/api/auth/sms/send',
        '/api/auth/sms/verify',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
      ]),
    );
  });
});

describe('password reset through the BFF', () => {
  it('answers forgot-password the same whether or not the email has an account', async () => {
    const input = await verifiedRegistration(baseUrl);
    await request(baseUrl).post('/api/auth/register').send(input).expect(201);
    const known = await request(baseUrl).post('/api/auth/forgot-password').send({ email: input.email });
    const unknown = await request(baseUrl).post('/api/auth/forgot-password').send({ email: `nobody.${Date.now()}@clinic.example` });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
  });

  it('resets the password with the emailed token once and ends every session of the account', async () => {
    const input = await verifiedRegistration(baseUrl);
    await request(baseUrl).post('/api/auth/register').send(input).expect(201);
    const laptop = browserSession(baseUrl);
    const phone = browserSession(baseUrl);
    await laptop.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    await phone.post('/api/auth/login').send({ username: input.username, password: input.password }).expect(200);
    await laptop.get('/api/auth/me').expect(200);

    const since = new Date(Date.now() - 1000);
    await request(baseUrl).post('/api/auth/forgot-password').send({ email: input.email }).expect(200);
    const token = resetTokenIn(await waitForOutboxMessage('email', input.email, since, /reset/i));
    const reset = await request(baseUrl).post('/api/auth/reset-password').send({ token, password: 'Brand-New-Passw0rd' }).expect(200);
    expect(reset.body).toEqual({ message: 'Password has been reset successfully' });
    expectNoSecrets(reset.body, token);

    await laptop.get('/api/auth/me').expect(401);
    await phone.get('/api/auth/me').expect(401);
    await request(baseUrl).post('/api/auth/login').send({ username: input.username, password: input.password }).expect(401);
    await request(baseUrl).post('/api/auth/login').send({ username: input.username, password: 'Brand-New-Passw0rd' }).expect(200);
    const reused = await request(baseUrl).post('/api/auth/reset-password').send({ token, password: 'Third-Passw0rd' }).expect(400);
    expect(reused.body).toEqual({ message: 'Invalid or expired reset token' });
  });
});
