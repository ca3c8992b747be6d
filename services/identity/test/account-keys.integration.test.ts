import { EmailChangeMessages, IdentityRoutes, type Account } from '@docnet/contracts';
import { startServiceUnderTest, TEST_SERVICE_TOKEN, type ServiceUnderTest } from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { ABANDONED_AFTER_MS } from '../src/modules/accounts/persistence/account-keys';
import { codeOf, lastMessageTo, newOutboxDir, signIn, verifyEmail } from './identity-test-kit';

/**
 * Usernames and emails stay unique without unique indexes on the accounts (which a collection sharded by account id
 * cannot keep): each is reserved in `account_keys` before the account or its new email is written. The answers are
 * the ones a unique index gave: races, crashes between the two writes, email changes and keys given back.
 */
describe('identity: usernames and emails reserved apart from the accounts', () => {
  let identity: ServiceUnderTest;
  let sequence = 0;
  const outboxDir = newOutboxDir();

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, { OUTBOX_DIR: outboxDir });
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const post = (path: string, body: object, actingId?: number) => {
    const call = request(identity.url).post(path).set('x-service-token', TEST_SERVICE_TOKEN);
    return (actingId === undefined ? call : call.set('x-acting-user-id', String(actingId))).send(body);
  };
  const keys = () => identity.database.collection<{ _id: string; userId: number; reservedAt: Date }>('account_keys');
  const accounts = () => identity.database.collection<{ _id: number; emailKey: string; usernameKey: string }>('accounts');
  const registration = (overrides: Record<string, string> = {}) => {
    sequence += 1;
    const tag = `${Date.now().toString(36)}${sequence}`;
    return {
      username: `Siobhan_${tag}`,
      password: 'Passw0rd!23',
      name: "Siobhán O'Connor-Ruíz",
      email: `siobhan.o'connor.${tag}@clinica-dental.example`,
      phoneNumber: '5551234567',
      ...overrides,
    };
  };
  const register = async (input: ReturnType<typeof registration>) => {
    await verifyEmail(identity.url, outboxDir, input.email);
    return post(IdentityRoutes.accounts, input);
  };
  /** The signed-in member's email change, through the code mailed to the new address. */
  const changeEmail = async (account: Account, password: string, email: string) => {
    await post(IdentityRoutes.emailChanges(account.id), { email, currentPassword: password }, account.id).expect(202);
    const code = codeOf(await lastMessageTo(outboxDir, 'email', email));
    return post(IdentityRoutes.emailChangeChecks(account.id), { code }, account.id);
  };
  const abandoned = () => new Date(Date.now() - ABANDONED_AFTER_MS - 1_000);

  it('lets one of two registrations racing for one email through, and tells the other under which username it exists', async () => {
    const first = registration();
    const second = registration({ email: first.email.toUpperCase() });
    await verifyEmail(identity.url, outboxDir, first.email);
    const answers = await Promise.all([post(IdentityRoutes.accounts, first), post(IdentityRoutes.accounts, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body as Account;
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: 'An account with this email already exists',
      existingAccount: true,
      username: winner.username,
    });
    expect(await accounts().countDocuments({ emailKey: first.email.toLowerCase() })).toBe(1);
    // The loser gave its username back: it can be registered with another address.
    const loser = [first, second].find((input) => input.username !== winner.username)!;
    await register({ ...registration(), username: loser.username }).then((answer) => expect(answer.status).toBe(201));
  });

  it('takes over reservations a crash left without an account once they are old enough, and not before', async () => {
    const input = registration();
    const ghost = 990_000_000 + sequence;
    await keys().insertMany([
      { _id: `email:${input.email.toLowerCase()}`, userId: ghost, reservedAt: new Date() },
      { _id: `username:${input.username.toLowerCase()}`, userId: ghost, reservedAt: new Date() },
    ]);
    // Young: a registration may still be writing it, so it is answered as taken (after a short wait).
    const early = await register(input);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: 'An account with this email already exists' });

    await keys().updateMany({ userId: ghost }, { $set: { reservedAt: abandoned() } });
    const answer = await register(input);
    expect(answer.status).toBe(201);
    const { id } = answer.body as Account;
    expect(await keys().countDocuments({ userId: id })).toBe(2);
    expect(await keys().countDocuments({ userId: ghost })).toBe(0);
    expect((await signIn(identity.url, input.username, input.password)).status).toBe(200);
  });

  it('answers a username a registration is still writing as taken', async () => {
    const input = registration();
    await keys().insertOne({ _id: `username:${input.username.toLowerCase()}`, userId: 990_500_000 + sequence, reservedAt: new Date() });
    const answer = await register(input);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'This username is already taken' });
    // Its email was given back.
    expect(await keys().countDocuments({ _id: `email:${input.email.toLowerCase()}` })).toBe(0);
  });

  it('refuses an email change to a taken address, moves the reservation on a change and gives the old address back', async () => {
    const holderInput = registration();
    const holder = (await register(holderInput)).body as Account;
    const moverInput = registration();
    const mover = (await register(moverInput)).body as Account;

    const taken = await changeEmail(mover, moverInput.password, holderInput.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: EmailChangeMessages.taken });
    expect((await keys().findOne({ _id: `email:${holderInput.email.toLowerCase()}` }))?.userId).toBe(holder.id);

    const newEmail = `zoe.angstrom-${sequence}@hopital.example`;
    await changeEmail(mover, moverInput.password, newEmail).then((answer) => expect(answer.status).toBe(200));
    expect((await keys().findOne({ _id: `email:${newEmail.toLowerCase()}` }))?.userId).toBe(mover.id);
    expect(await keys().countDocuments({ _id: `email:${moverInput.email.toLowerCase()}` })).toBe(0);

    // The address given back is free again; the new one is not.
    const again = await register({ ...registration(), email: moverInput.email });
    expect(again.status).toBe(201);
    const clash = await register({ ...registration(), email: newEmail });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ message: 'An account with this email already exists', existingAccount: true, username: moverInput.username });
  });

  it('refuses an email change to an address another registration is writing, and keeps the current one', async () => {
    const input = registration();
    const account = (await register(input)).body as Account;
    const reserved = `reserved.${sequence}@clinic.example`;
    await keys().insertOne({ _id: `email:${reserved}`, userId: 990_700_000 + sequence, reservedAt: new Date() });
    const answer = await changeEmail(account, input.password, reserved);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: EmailChangeMessages.taken });
    expect((await keys().findOne({ _id: `email:${input.email.toLowerCase()}` }))?.userId).toBe(account.id);
    expect(await accounts().findOne({ _id: account.id })).toMatchObject({ emailKey: input.email.toLowerCase() });
  });

  it('still refuses the username and email of an account written before reservations existed', async () => {
    const input = registration();
    const account = (await register(input)).body as Account;
    await keys().deleteMany({ userId: account.id });
    const sameName = await register({ ...registration(), username: input.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'This username is already taken' });
    const sameEmail = await register({ ...registration(), email: input.email });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ existingAccount: true, username: input.username });
  });
});
