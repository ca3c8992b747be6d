import { IdentityRoutes, Topics, UserDeletedV1, UserRegisteredV1, type Account } from '@docnet/contracts';
import { EventProbe, eventually, startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { newOutboxDir, outboxMessages, signIn, verifyEmail } from './identity-test-kit';

describe('identity internal API and events', () => {
  let identity: ServiceUnderTest;
  let probe: EventProbe;
  let sequence = 0;
  const outboxDir = newOutboxDir();

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, { OUTBOX_DIR: outboxDir });
    probe = await EventProbe.start(identity.config.KAFKA_BROKERS, identity.config.EVENTS_NAMESPACE, Topics.identityUser);
  });

  afterAll(async () => {
    await probe?.stop();
    await identity?.stop();
  });

  const api = () => request(identity.url);
  const asBff = (call: request.Test) => call.set('x-service-token', TEST_SERVICE_TOKEN);
  const registration = (overrides: Record<string, unknown> = {}) => {
    sequence += 1;
    return {
      username: `member${sequence}`,
      password: 'Passw0rd!23',
      name: `Member ${sequence}`,
      email: `member${sequence}@clinic.example`,
      phoneNumber: '5551234567',
      ...overrides,
    };
  };

  const verified = async <T extends { email: string }>(input: T): Promise<T> => {
    await verifyEmail(identity.url, outboxDir, input.email);
    return input;
  };

  it('refuses callers without the service token', async () => {
    const answer = await api().post(IdentityRoutes.accounts).send(registration());
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Unknown caller' });
  });

  it('activates an account and publishes identity.user.registered through the outbox', async () => {
    const input = await verified(registration({ npi: '1234567893' }));
    const answer = await asBff(api().post(IdentityRoutes.accounts)).send(input);
    expect(answer.status).toBe(201);
    const account = answer.body as Account;
    expect(account).toMatchObject({ username: input.username, email: input.email, npi: '1234567893', name: input.name });
    expect(JSON.stringify(account)).not.toMatch(/password/i);

    const [event] = await eventually(() => {
      const found = probe.ofType(UserRegisteredV1.type).filter((e) => e.aggregateId === String(account.id));
      return found.length ? found : undefined;
    }, 'the user.registered event');
    expect(event).toMatchObject({ version: 1, producer: 'identity', data: { userId: account.id, username: input.username } });
    expect(() => UserRegisteredV1.schema.validateSync(event.data)).not.toThrow();
    // The relay clears the outbox after the publish, so the probe may see the event first.
    const stored = await eventually(async () => {
      const document = await identity.database.collection('accounts').findOne({ _id: account.id as never });
      return document?.outboxPending === false ? document : undefined;
    }, 'the cleared outbox');
    expect(stored).toMatchObject({ outboxPending: false, pendingEvents: [] });
  });

  it('answers 409 with existingAccount and the username when the email is registered', async () => {
    const first = await verified(registration());
    await asBff(api().post(IdentityRoutes.accounts)).send(first).expect(201);
    const again = await asBff(api().post(IdentityRoutes.accounts)).send(registration({ email: first.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account with this email already exists', existingAccount: true, username: first.username });
  });

  it('lets a second member activate with a claimed NPI without taking it or learning who holds it', async () => {
    const npi = '1589913940'; // Robert Brown of the synthetic registry
    const search = () => asBff(api().post(IdentityRoutes.npiSearches)).send({ searchType: 'npi', npiNumber: npi }).expect(200);
    expect((await search()).body).toEqual([expect.objectContaining({ npi, claimed: false })]);
    const first = await verified(registration({ npi }));
    await asBff(api().post(IdentityRoutes.accounts)).send(first).expect(201);
    const [match] = (await search()).body as Record<string, unknown>[];
    expect(match).toMatchObject({ npi, claimed: true });
    expect(JSON.stringify(match)).not.toContain(first.username);

    // The real practitioner is not locked out: their account is created, without the NPI until they prove it.
    const second = await verified(registration({ npi, name: "Siobhán O'Connor-Ruíz" }));
    const answer = await asBff(api().post(IdentityRoutes.accounts)).send(second);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ username: second.username, name: "Siobhán O'Connor-Ruíz", npi: null });
    expect(JSON.stringify(answer.body)).not.toContain(first.username);
    const holder = await identity.database.collection('npi_claims').findOne({ _id: npi as never });
    expect(holder?.userId).not.toBe(answer.body.id);
  });

  it('deletes an account with its password only: no sign-in or read after, the username, email and NPI free again, identity.user.deleted published', async () => {
    const npi = '1346284536';
    const input = await verified(registration({ npi, name: "Dr. Aoife Ní Bhriain-Müller" }));
    const account = (await asBff(api().post(IdentityRoutes.accounts)).send(input).expect(201)).body as Account;
    const deletion = (actingUserId: number, body: object) =>
      asBff(api().post(IdentityRoutes.deletions(account.id))).set('x-acting-user-id', String(actingUserId)).send(body);

    await deletion(account.id, { password: 'not-my-password' }).expect(400, { message: 'Current password is incorrect' });
    await deletion(account.id + 1, { password: input.password }).expect(403);
    expect((await deletion(account.id, { password: input.password }).expect(200)).body).toEqual({ userId: account.id });
    await deletion(account.id, { password: input.password }).expect(400);

    await signIn(identity.url, input.username, input.password).expect(401);
    await signIn(identity.url, input.email, input.password).expect(401);
    await asBff(api().get(IdentityRoutes.account(account.id))).set('x-acting-user-id', String(account.id)).expect(404);
    const [event] = await eventually(() => {
      const found = probe.ofType(UserDeletedV1.type).filter((e) => e.aggregateId === String(account.id));
      return found.length ? found : undefined;
    }, 'the user.deleted event');
    expect(event).toMatchObject({ version: 1, producer: 'identity', data: { userId: account.id } });
    const notice = outboxMessages(outboxDir).filter((message) => message.to === input.email && /deleted/.test(message.subject));
    expect(notice).toHaveLength(1);

    // The same username, email and NPI register again, as a new member holding the NPI's claim.
    await verifyEmail(identity.url, outboxDir, input.email);
    const again = (await asBff(api().post(IdentityRoutes.accounts)).send(input).expect(201)).body as Account;
    expect(again).toMatchObject({ username: input.username, email: input.email, npi });
    expect(again.id).not.toBe(account.id);
  });

  it('keeps usernames unique regardless of case, even under concurrent registrations', async () => {
    const inputs = await Promise.all([1, 2, 3, 4].map((n) => verified(registration({ username: n % 2 ? 'SameName' : 'samename' }))));
    const answers = await Promise.all(inputs.map((input) => asBff(api().post(IdentityRoutes.accounts)).send(input)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('This username is already taken');
  });

  it("validates the registration with the spec's messages", async () => {
    const answer = await asBff(api().post(IdentityRoutes.accounts)).send(registration({ email: 'not-an-email' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Please enter a valid email address' });
    const short = await asBff(api().post(IdentityRoutes.accounts)).send(registration({ password: 'short' }));
    expect(short.body).toEqual({ message: 'Password must be at least 8 characters' });
  });

  it('signs in case-insensitively on the username and refuses a wrong password or an unknown username', async () => {
    const input = await verified(registration());
    const created = await asBff(api().post(IdentityRoutes.accounts)).send(input).expect(201);
    const ok = await signIn(identity.url, input.username.toUpperCase(), input.password);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'signed-in', account: { id: created.body.id } });
    const wrong = await signIn(identity.url, input.username, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    const unknown = await signIn(identity.url, 'nobody-here', 'whatever1');
    expect(unknown.status).toBe(401);
  });

  it('answers 404 for an unknown account and 400 for a non-numeric id', async () => {
    await asBff(api().get(IdentityRoutes.account(999999))).set('x-acting-user-id', '999999').expect(404);
    const bad = await asBff(api().get('/internal/accounts/abc')).set('x-acting-user-id', '1');
    expect(bad.status).toBe(400);
  });

  it("answers an account to its owner only: another member's or nobody's read is refused", async () => {
    const input = await verified(registration());
    const { id } = (await asBff(api().post(IdentityRoutes.accounts)).send(input).expect(201)).body as Account;
    await asBff(api().get(IdentityRoutes.account(id))).expect(401);
    await asBff(api().get(IdentityRoutes.account(id))).set('x-acting-user-id', String(id + 1)).expect(403);
    const own = await asBff(api().get(IdentityRoutes.account(id))).set('x-acting-user-id', String(id)).expect(200);
    expect(own.body).toMatchObject({ id, email: input.email });
  });

  it('reports liveness and readiness', async () => {
    await api().get('/health').expect(200, { status: 'ok', service: 'identity' });
    const ready = await api().get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongo: 'up', kafka: 'up' });
  });
});
