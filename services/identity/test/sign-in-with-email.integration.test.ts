import { accountSignInKey, IdentityRoutes, IdentitySignInKeyRoutes } from '@docnet/contracts';
import { startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { newOutboxDir, signIn, verifyEmail } from './identity-test-kit';

/** Members sign in with their email too, and registration applies the wizard's own rules. */
describe('identity: sign-in with the email, registration rules shared with the wizard', () => {
  let identity: ServiceUnderTest;
  const outboxDir = newOutboxDir();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, { OUTBOX_DIR: outboxDir });
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const register = (body: Record<string, unknown>) =>
    request(identity.url).post(IdentityRoutes.accounts).set('x-service-token', TEST_SERVICE_TOKEN).send(body);

  it('signs in with the email in any case, and with the username', async () => {
    const input = {
      username: `mail${tag}`,
      password: 'Passw0rd!23',
      name: 'Dr. Mail',
      email: `Mail.${tag}@Clinic.example`,
      phoneNumber: '+1 (615) 555-0142',
    };
    await verifyEmail(identity.url, outboxDir, input.email);
    const created = await register(input).expect(201);
    for (const login of [input.email, input.email.toLowerCase(), input.username]) {
      const answer = await signIn(identity.url, login, input.password);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'signed-in', account: { id: created.body.id } });
    }
    const wrong = await signIn(identity.url, input.email, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
  });

  it("names one sign-in key for every spelling of an account's login, so the BFF's limits count them together", async () => {
    const input = {
      username: `keys${tag}`,
      password: 'Passw0rd!23',
      name: 'Dr. Zoë O’Connor',
      email: `Zoe.OConnor.${tag}@Clinic.example`,
      phoneNumber: '+1 (615) 555-0143',
    };
    await verifyEmail(identity.url, outboxDir, input.email);
    const created = await register(input).expect(201);
    const keyOf = async (login: string) =>
      (
        await request(identity.url)
          .post(IdentitySignInKeyRoutes.signInKeys)
          .set('x-service-token', TEST_SERVICE_TOKEN)
          .send({ login })
          .expect(200)
      ).body as { key: string };
    const spellings = [input.username, input.username.toUpperCase(), `  ${input.username}\t`, input.email, input.email.toLowerCase(), ` ${input.email.toUpperCase()} `];
    for (const login of spellings) expect(await keyOf(login)).toEqual({ key: accountSignInKey(created.body.id as number) });
    // A login naming no account is counted as identity reads it, so its spellings are one counter too.
    expect(await keyOf(` Nobody.${tag}@Clinic.example `)).toEqual({ key: `login:nobody.${tag}@clinic.example` });
  });

  it("refuses what the wizard refuses, with the wizard's messages", async () => {
    const base = {
      username: `rules${tag}`,
      password: 'Passw0rd!23',
      email: `rules.${tag}@clinic.example`,
      phoneNumber: '(615) 555-0142',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'u'.repeat(46) }, 'Username must be at most 40 characters'],
      [{ username: 'dr@home' }, 'Username cannot contain spaces or @'],
      [{ phoneNumber: '+1 (615) 555-0142 extension 1234567890123456' }, 'Please enter a valid phone number'],
      [{ phoneNumber: '442079460958' }, 'Please enter a valid phone number'],
    ];
    for (const [change, message] of cases) {
      const answer = await register({ ...base, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });
});
