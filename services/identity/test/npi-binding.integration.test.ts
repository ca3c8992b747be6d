import {
  IdentityRoutes,
  NpiBindingMessages,
  Topics,
  UserNpiBoundV1,
  UserNpiUnboundV1,
  type Account,
} from '@docnet/contracts';
import {
  EventProbe,
  eventually,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@docnet/platform/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { NPI_RECLAIMED_SUBJECT } from '../src/modules/npi-binding/commands/bind-npi/bind-npi.handler';
import { asBff, codeOf, lastMessageTo, newOutboxDir, outboxMessages, verifyEmail } from './identity-test-kit';

/** Registry records of the synthetic registry (registry/synthetic-providers.json) with their practice phones. */
const SARAH_CHEN = { npi: '1982597910', phone: '5125550100', masked: '(512) •••-••00' };
const MICHAEL_RODRIGUEZ = { npi: '1748337882', phone: '4155550101' };
/** Two doctors of one group practice: the registry lists its one phone for both NPIs. */
const GROUP_PRACTICE = { npis: ['1505739213', '1662184039'], phone: '5059820144' };
const PHONE_LIMIT = 5;
const INVALID = { message: 'Invalid or expired verification code.' };

describe('identity: NPI bound to the person', () => {
  let identity: ServiceUnderTest;
  let probe: EventProbe;
  let sequence = 0;
  const outboxDir = newOutboxDir();

  beforeAll(async () => {
    identity = await startServiceUnderTest('identity', AppModule.register, { OUTBOX_DIR: outboxDir });
    probe = await EventProbe.start(
      identity.config.KAFKA_BROKERS,
      identity.config.EVENTS_NAMESPACE,
      Topics.identityUser,
    );
  });

  afterAll(async () => {
    await probe?.stop();
    await identity?.stop();
  });

  const register = async (npi?: string): Promise<Account> => {
    sequence += 1;
    const input = {
      username: `binding${sequence}`,
      password: 'Passw0rd!23',
      name: `Member ${sequence}`,
      email: `binding${sequence}@clinic.example`,
      phoneNumber: `73755501${String(sequence).padStart(2, '0')}`,
      ...(npi ? { npi } : {}),
    };
    await verifyEmail(identity.url, outboxDir, input.email);
    return (await asBff(request(identity.url).post(IdentityRoutes.accounts)).send(input).expect(201))
      .body as Account;
  };
  const as = (member: Account, path: string, body: object) =>
    asBff(request(identity.url).post(path)).set('x-acting-user-id', String(member.id)).send(body);
  const accountOf = async (member: Account): Promise<Account> =>
    (
      await asBff(request(identity.url).get(IdentityRoutes.account(member.id)))
        .set('x-acting-user-id', String(member.id))
        .expect(200)
    ).body as Account;
  const eventOf = (type: string, userId: number) =>
    eventually(
      () => probe.ofType(type).find((event) => event.aggregateId === String(userId)),
      `${type} of ${userId}`,
    );

  /** Asks for a binding code and reads it where the registry's phone got it. */
  const codeForRegistryPhone = async (member: Account, npi: string, phone: string): Promise<string> => {
    await as(member, IdentityRoutes.npiBindings(member.id), { npi, channel: 'sms' }).expect(202);
    return codeOf(await lastMessageTo(outboxDir, 'sms', phone));
  };

  it('sends the code to the phone the registry lists for the NPI, not to the member, and answers it masked', async () => {
    const member = await register(SARAH_CHEN.npi);
    expect(member).toMatchObject({ npi: SARAH_CHEN.npi, npiBound: false });
    const answer = await as(member, IdentityRoutes.npiBindings(member.id), {
      npi: SARAH_CHEN.npi,
      channel: 'sms',
    }).expect(202);
    expect(answer.body).toEqual({
      message: `We sent a code to ${SARAH_CHEN.masked}`,
      channel: 'sms',
      sentTo: SARAH_CHEN.masked,
    });
    expect(codeOf(await lastMessageTo(outboxDir, 'sms', SARAH_CHEN.phone))).toMatch(/^\d{6}$/);
    expect(outboxMessages(outboxDir).filter((message) => message.to === member.phoneNumber)).toEqual([]);

    await as(member, IdentityRoutes.npiBindings(member.id), { npi: SARAH_CHEN.npi, channel: 'call' }).expect(
      202,
    );
    const call = await lastMessageTo(outboxDir, 'call', SARAH_CHEN.phone);
    expect(call.subject).toBe('DocNet verification call');
  });

  it("refuses an NPI the registry does not have, another member's account and invalid NPIs", async () => {
    const member = await register();
    await as(member, IdentityRoutes.npiBindings(member.id), { npi: '1234567893', channel: 'sms' }).expect(
      400,
      { message: NpiBindingMessages.notInRegistry },
    );
    await as(member, IdentityRoutes.npiBindings(member.id), { npi: '1234567890', channel: 'sms' }).expect(
      400,
      { message: 'NPI number is not valid' },
    );
    await as(member, IdentityRoutes.npiBindings(member.id), { npi: SARAH_CHEN.npi, channel: 'fax' }).expect(
      400,
    );
    await as(member, IdentityRoutes.npiBindings(member.id + 1), {
      npi: SARAH_CHEN.npi,
      channel: 'sms',
    }).expect(403);
  });

  it("counts codes per phone dialled, so one practice's phone listed for many NPIs is not rung over and over", async () => {
    const members = [await register(), await register()];
    const sent = () => outboxMessages(outboxDir).filter((message) => message.to === GROUP_PRACTICE.phone).length;
    // Members and NPIs in turn: neither a new member nor the practice's other NPI starts a count of its own.
    for (let attempt = 0; attempt < PHONE_LIMIT; attempt += 1) {
      const member = members[attempt % 2];
      await as(member, IdentityRoutes.npiBindings(member.id), { npi: GROUP_PRACTICE.npis[attempt % 2], channel: attempt % 3 ? 'sms' : 'call' }).expect(202);
    }
    await eventually(() => sent() === PHONE_LIMIT, 'the practice phone got every code');
    for (const [index, member] of members.entries()) {
      await as(member, IdentityRoutes.npiBindings(member.id), { npi: GROUP_PRACTICE.npis[index], channel: 'sms' }).expect(429, {
        message: NpiBindingMessages.tooManyCodes,
      });
    }
    expect(sent()).toBe(PHONE_LIMIT);
    // Another practice's phone is not held by it.
    await as(members[0], IdentityRoutes.npiBindings(members[0].id), { npi: MICHAEL_RODRIGUEZ.npi, channel: 'sms' }).expect(202);
  });

  it('refuses a wrong code, and a code sent for another NPI', async () => {
    const member = await register();
    const code = await codeForRegistryPhone(member, MICHAEL_RODRIGUEZ.npi, MICHAEL_RODRIGUEZ.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await as(member, IdentityRoutes.npiBindingChecks(member.id), {
      npi: MICHAEL_RODRIGUEZ.npi,
      code: wrong,
    }).expect(400, INVALID);
    await as(member, IdentityRoutes.npiBindingChecks(member.id), { npi: SARAH_CHEN.npi, code }).expect(
      400,
      INVALID,
    );
    expect(await accountOf(member)).toMatchObject({ npi: null, npiBound: false });
  });

  it('binds the NPI with the right code: Account.npiBound and identity.user.npi-bound, once', async () => {
    const member = await register();
    const code = await codeForRegistryPhone(member, MICHAEL_RODRIGUEZ.npi, MICHAEL_RODRIGUEZ.phone);
    const answer = await as(member, IdentityRoutes.npiBindingChecks(member.id), {
      npi: MICHAEL_RODRIGUEZ.npi,
      code,
    }).expect(200);
    expect(answer.body).toEqual({
      npiBound: true,
      npi: MICHAEL_RODRIGUEZ.npi,
      message: 'Your NPI is verified',
    });
    expect(await accountOf(member)).toMatchObject({ npi: MICHAEL_RODRIGUEZ.npi, npiBound: true });
    const event = await eventOf(UserNpiBoundV1.type, member.id);
    expect(event).toMatchObject({
      version: 1,
      producer: 'identity',
      data: { userId: member.id, npi: MICHAEL_RODRIGUEZ.npi },
    });
    expect(() => UserNpiBoundV1.schema.validateSync(event.data)).not.toThrow();
    // Single use.
    await as(member, IdentityRoutes.npiBindingChecks(member.id), { npi: MICHAEL_RODRIGUEZ.npi, code }).expect(
      400,
      INVALID,
    );
  });

  it('binds an NPI to one account at a time: proving the registry phone takes it over, and the previous holder is unbound and told', async () => {
    // Whoever held Sarah Chen's NPI before (the first test claimed it at activation) loses it to `first` here.
    const first = await register();
    const firstCode = await codeForRegistryPhone(first, SARAH_CHEN.npi, SARAH_CHEN.phone);
    await as(first, IdentityRoutes.npiBindingChecks(first.id), {
      npi: SARAH_CHEN.npi,
      code: firstCode,
    }).expect(200);
    expect(await accountOf(first)).toMatchObject({ npi: SARAH_CHEN.npi, npiBound: true });

    const second = await register();
    const secondCode = await codeForRegistryPhone(second, SARAH_CHEN.npi, SARAH_CHEN.phone);
    await as(second, IdentityRoutes.npiBindingChecks(second.id), {
      npi: SARAH_CHEN.npi,
      code: secondCode,
    }).expect(200);

    expect(await accountOf(second)).toMatchObject({ npi: SARAH_CHEN.npi, npiBound: true });
    expect(await accountOf(first)).toMatchObject({ npi: null, npiBound: false });
    const unbound = await eventOf(UserNpiUnboundV1.type, first.id);
    expect(unbound.data).toMatchObject({ userId: first.id, npi: SARAH_CHEN.npi, reason: 'reclaimed' });
    expect(() => UserNpiUnboundV1.schema.validateSync(unbound.data)).not.toThrow();
    const notice = await lastMessageTo(outboxDir, 'email', first.email);
    expect(notice.subject).toBe(NPI_RECLAIMED_SUBJECT);
    expect(notice.text).toContain(SARAH_CHEN.npi);

    // The NPI's claim moved too: a registration choosing it is created without it, naming nobody.
    await verifyEmail(identity.url, outboxDir, 'late-claim@clinic.example');
    const late = await asBff(request(identity.url).post(IdentityRoutes.accounts)).send({
      username: 'lateclaim',
      password: 'Passw0rd!23',
      email: 'late-claim@clinic.example',
      phoneNumber: '7375550199',
      npi: SARAH_CHEN.npi,
    });
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ username: 'lateclaim', npi: null });
    expect(JSON.stringify(late.body)).not.toContain(second.username);
    expect(await accountOf(second)).toMatchObject({ npi: SARAH_CHEN.npi, npiBound: true });
  });
});
