import { ApiRoutes, ModerationMessages } from '@docnet/contracts';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { newRegistration, verifiedRegistration } from './members';
import { startSecondBff } from './second-bff';

/**
 * Rate limits (ASVS 2.2.1) need low limits: a second BFF on the stack, with limits of 2. Each test speaks
 * from an address of its own and counts from zero.
 */
const stack = loadStackState();
const LIMIT = 2;
let bff: { app: INestApplication; url: string };
let addressCounter = 0;

beforeAll(async () => {
  bff = await startSecondBff(stack, 'rate-limit-test', {
    SIGN_IN_ATTEMPTS_PER_15_MIN: String(LIMIT),
    SIGN_IN_ATTEMPTS_PER_IP_PER_15_MIN: String(LIMIT),
    VERIFICATION_CODES_PER_HOUR: String(LIMIT),
    VERIFICATION_CODES_PER_IP_PER_HOUR: String(LIMIT),
    PASSWORD_RESETS_PER_HOUR: String(LIMIT),
    PASSWORD_RESETS_PER_IP_PER_HOUR: String(LIMIT),
    VERIFICATION_CHECKS_PER_IP_PER_HOUR: String(LIMIT),
    NPI_SEARCHES_PER_IP_PER_HOUR: String(LIMIT),
    SUSPENSION_APPEALS_PER_IP_PER_HOUR: String(LIMIT),
  });
});

/** What a test started for itself, closed after it. */
const afterThis: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of afterThis.splice(0)) await close();
});

afterAll(async () => {
  await bff?.app.close();
});

/** A client address no other test used. */
function newAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(Math.random() * 250)}.${(addressCounter % 250) + 1}`;
}

const from = (address: string) => ({
  post: (path: string, body: object) => request(bff.url).post(path).set('x-forwarded-for', address).send(body),
});

const SIGN_IN = { message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' };
const SIGN_IN_DELAY = /^Too many sign-in attempts\. Please wait (\d+) seconds? and try again\.$/;
const CODES = { message: 'Too many verification codes requested. Please wait an hour and try again.' };
const RESETS = { message: 'Too many password reset attempts. Please wait an hour and try again.' };

describe('rate limits of the identity calls, per address and per account', () => {
  it('limits activations per phone number from any address and browser, and per browser with any phone', async () => {
    // A BFF of its own: the other tests here register many members with one phone number.
    const limited = await startSecondBff(stack, 'registration-limit-test', {
      REGISTRATIONS_PER_PHONE_PER_DAY: String(LIMIT),
      REGISTRATIONS_PER_DEVICE_PER_DAY: String(LIMIT),
    });
    afterThis.push(() => limited.app.close());
    const register = (address: string, body: object) => request(limited.url).post('/api/auth/register').set('x-forwarded-for', address).send(body);
    const phoneNumber = `415${String(Date.now()).slice(-7)}`;
    // Each from an address and a browser of its own (no cookie), with a new verified email; a refused one is not counted.
    await register(newAddress(), newRegistration({ phoneNumber })).expect(400);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const input = await verifiedRegistration(stack.baseUrl, { phoneNumber });
      statuses.push((await register(newAddress(), input)).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await register(newAddress(), await verifiedRegistration(stack.baseUrl, { phoneNumber: `+1 (${phoneNumber.slice(0, 3)}) ${phoneNumber.slice(3, 6)}-${phoneNumber.slice(6)}` }));
    expect(refused.body).toEqual({ message: 'Too many accounts were activated with this phone number today. Please try again tomorrow.' });

    // One browser (its device cookie kept), new phones and addresses each time.
    const browser = request.agent(limited.url);
    const fromBrowser: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const input = await verifiedRegistration(stack.baseUrl, { phoneNumber: `628${String(Date.now()).slice(-5)}${attempt}${attempt}` });
      fromBrowser.push((await browser.post('/api/auth/register').set('x-forwarded-for', newAddress()).send(input)).status);
    }
    expect(fromBrowser).toEqual([201, 201, 429]);
  });

  it('limits code checks per address, so 6-digit codes cannot be guessed across many codes', async () => {
    const address = newAddress();
    const check = (n: number) =>
      n % 2
        ? from(address).post('/api/auth/verify-email-code', { email: newRegistration().email, code: '000000' })
        : from(address).post('/api/auth/sms/verify', { phoneNumber: '2125550000', code: '000000' });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await check(attempt).expect(400);
    await check(LIMIT).expect(429, { message: 'Too many verification attempts. Please wait an hour and try again.' });
  });

  it('limits NPI searches per address', async () => {
    const address = newAddress();
    const search = () => from(address).post('/api/auth/discover-account', { searchType: 'name', lastName: 'Chen' });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await search().expect(200);
    await search().expect(429, { message: 'Too many NPI searches. Please wait an hour and try again.' });
  });

  /** A member activated through this BFF in a browser of their own (its device cookie), at an address of their own. */
  async function owner() {
    const input = await verifiedRegistration(stack.baseUrl);
    const address = newAddress();
    const browser = request.agent(bff.url);
    await browser.post('/api/auth/register').set('x-forwarded-for', address).send(input).expect(201);
    await browser.post('/api/auth/logout').set('x-forwarded-for', address).expect(200);
    const signInAs = (login: string) => browser.post('/api/auth/login').set('x-forwarded-for', address).send({ username: login, password: input.password });
    return { username: input.username, email: input.email, signIn: () => signInAs(input.username), signInAs };
  }

  it("stops a guesser at their address, and ten wrong passwords do not lock the owner's browser out", async () => {
    const { username, signIn } = await owner();
    const guesser = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await from(guesser).post('/api/auth/login', { username, password: 'wrong-password' });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body).toEqual(SIGN_IN);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(10 - LIMIT).fill(429)]);
    await signIn().expect(200);
  });

  it('counts failures only: signing in again and again never reaches a limit', async () => {
    const { signIn } = await owner();
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) await signIn().expect(200);
  });

  it("slows guesses on an account from many addresses with growing delays, which the owner's browser never waits for", async () => {
    const { username, signIn } = await owner();
    const guess = () => from(newAddress()).post('/api/auth/login', { username, password: 'wrong-password' });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await guess().expect(401);
    const first = await guess().expect(429);
    const firstWait = Number(SIGN_IN_DELAY.exec((first.body as { message: string }).message)?.[1]);
    expect(firstWait).toBeGreaterThan(0);
    await signIn().expect(200);

    await new Promise((resolve) => setTimeout(resolve, firstWait * 1000 + 100));
    await guess().expect(401);
    const second = await guess().expect(429);
    expect(Number(SIGN_IN_DELAY.exec((second.body as { message: string }).message)?.[1])).toBeGreaterThan(firstWait);
    await signIn().expect(200);
  });

  it("counts an account's failed sign-ins together however its login is spelled: username, email, case and spaces", async () => {
    const { username, email, signInAs } = await owner();
    const guess = (login: string) => from(newAddress()).post('/api/auth/login', { username: login, password: 'wrong-password' });
    await guess(username).expect(401);
    await guess(` ${email.toUpperCase()} `).expect(401);
    // The third spelling is the same account: its delay has begun.
    const slowed = await guess(username.toUpperCase()).expect(429);
    expect((slowed.body as { message: string }).message).toMatch(SIGN_IN_DELAY);
    // The owner's browser is known to the account whichever spelling it signs in with.
    await signInAs(email).expect(200);
  });

  it('limits sign-in attempts per address, across accounts', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await from(address).post('/api/auth/login', { username: newRegistration().username, password: 'wrong-password' }).expect(401);
    }
    await from(address).post('/api/auth/login', { username: newRegistration().username, password: 'wrong-password' }).expect(429, SIGN_IN);
  });

  it('lets members sign in from a shared address (a hospital NAT) where another account was just locked and the address limit reached', async () => {
    const { signIn } = await owner();
    const colleague = await owner();
    const hospital = newAddress();
    const locked = newRegistration().username;
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await from(hospital).post('/api/auth/login', { username: locked, password: 'wrong-password' }).expect(401);
    await from(hospital).post('/api/auth/login', { username: locked, password: 'wrong-password' }).expect(429, SIGN_IN);
    // A browser new to its account is held by the address's limit; the members' own browsers are not.
    await from(hospital).post('/api/auth/login', { username: newRegistration().username, password: 'wrong-password' }).expect(429, SIGN_IN);
    const atHospital = (login: () => request.Test) => login().set('x-forwarded-for', hospital);
    await atHospital(signIn).expect(200);
    await atHospital(colleague.signIn).expect(200);
    await atHospital(signIn).expect(200);
  });

  it('limits code sending per email and per phone number, from any address', async () => {
    const { email, phoneNumber } = newRegistration({ phoneNumber: `212555${String(Date.now()).slice(-4)}` });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await from(newAddress()).post('/api/auth/send-email-verification', { email }).expect(200);
      await from(newAddress()).post('/api/auth/sms/send', { phoneNumber }).expect(200);
    }
    await from(newAddress()).post('/api/auth/send-email-verification', { email }).expect(429, CODES);
    await from(newAddress()).post('/api/auth/sms/send', { phoneNumber }).expect(429, CODES);
  });

  it('limits code sending per address, across destinations', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await from(address).post('/api/auth/send-email-verification', { email: newRegistration().email }).expect(200);
    }
    await from(address).post('/api/auth/sms/send', { phoneNumber: '2125550123' }).expect(429, CODES);
  });

  it('limits password-reset requests per email, from any address', async () => {
    const { email } = newRegistration();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await from(newAddress()).post('/api/auth/forgot-password', { email }).expect(200);
    }
    await from(newAddress()).post('/api/auth/forgot-password', { email }).expect(429, RESETS);
  });

  it('limits password-reset requests per account, however its login is spelled', async () => {
    const { username, email } = await owner();
    const spellings = [username, ` ${email.toUpperCase()} `, email];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await from(newAddress()).post('/api/auth/forgot-password', { email: spellings[attempt] }).expect(200);
    }
    await from(newAddress()).post('/api/auth/forgot-password', { email: spellings[LIMIT] }).expect(429, RESETS);
  });

  it('limits password-reset calls per address, requests and resets alike', async () => {
    const address = newAddress();
    await from(address).post('/api/auth/forgot-password', { email: newRegistration().email }).expect(200);
    await from(address).post('/api/auth/reset-password', { token: 'not-a-real-token', password: 'New-Passw0rd' }).expect(400);
    await from(address).post('/api/auth/reset-password', { token: 'not-a-real-token', password: 'New-Passw0rd' }).expect(429, RESETS);
  });

  it('limits suspension appeals per address, so a signed-out sender cannot spray made-up tokens', async () => {
    const address = newAddress();
    const statement = 'Je m’excuse — Dr. Ségolène O’Brien-Núñez never insulted anyone in that thread.';
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await from(address)
        .post(ApiRoutes.authSuspensionAppeal, { appealToken: `${attempt + 1}.9999999999999.forged`, statement })
        .expect(403, { message: ModerationMessages.appealToken });
    }
    await from(address)
      .post(ApiRoutes.authSuspensionAppeal, { appealToken: '1.9999999999999.forged', statement })
      .expect(429, { message: 'Too many appeals sent from this address. Please wait an hour and try again.' });
    // Another address is not held by this one's tries.
    await from(newAddress()).post(ApiRoutes.authSuspensionAppeal, { appealToken: '1.9999999999999.forged', statement }).expect(403);
  });
});
