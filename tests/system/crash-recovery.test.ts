/**
 * Exactly-once in effect across crashes: an event stored with its change survives a SIGKILL before
 * the publish, and a consumer killed mid-stream (or right after its effect) applies nothing twice.
 */
import { InternalHeaders, ProfileRoutes, ProfileUpdatedV1, Topics, UserRegisteredV1, type User } from '@docnet/contracts';
import { EventProbe, eventually } from '@docnet/platform/testing';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { killProcess, loadStackState, processAlive, restartProcess } from '../harness/stack';
import { sleep } from '../harness/processes';
import { verifiedRegistration } from './members';

const stateFile = process.env.DOCNET_STACK_FILE!;
const stack = loadStackState(stateFile);
const baseUrl = stack.baseUrl;

let registrations: EventProbe;
let profileCards: EventProbe;
let profileDb: Connection;

beforeAll(async () => {
  registrations = await EventProbe.start(stack.infra.kafkaBrokers, stack.namespace, Topics.identityUser);
  profileCards = await EventProbe.start(stack.infra.kafkaBrokers, stack.namespace, Topics.profileProfile);
  profileDb = await mongoose
    .createConnection(stack.infra.mongoUrl, { dbName: `${stack.namespace}_profile` })
    .asPromise();
});

afterAll(async () => {
  await registrations?.stop();
  await profileCards?.stop();
  await profileDb?.close();
  // Leave the stack as the other suites expect it: every process up, without fault points.
  const current = loadStackState(stateFile);
  for (const name of ['identity', 'profile'] as const) {
    if (!processAlive(current, name) || current.processes[name].env.FAULT_POINTS) {
      await restartProcess(current, stateFile, name);
    }
  }
});

const profileOf = (id: number) =>
  request(stack.processes.profile.url)
    .get(ProfileRoutes.profile(id))
    .set(InternalHeaders.serviceToken, stack.serviceToken);

async function signIn(username: string, password: string): Promise<User> {
  const answer = await request(baseUrl).post('/api/auth/login').send({ username, password });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return answer.body as User;
}

function eventsFor(probe: EventProbe, type: string, userId: number) {
  return probe.ofType(type).filter((event) => event.aggregateId === String(userId));
}

async function expectOneProfileAndOneCard(userIds: number[]): Promise<void> {
  for (const id of userIds) {
    await eventually(async () => (await profileOf(id)).status === 200, `the profile of member ${id}`, 60_000);
  }
  await eventually(
    () => userIds.every((id) => eventsFor(profileCards, ProfileUpdatedV1.type, id).length >= 1),
    'every profile.updated',
    30_000,
  );
  // Late duplicates would show up within a relay pass or two.
  await sleep(2000);
  // A registration publishes the new profile and then its verification flags (revisions 1 and 2). Each
  // revision is one event, whatever crashed in between: a kill between the publish and its outbox mark may
  // deliver that same event again (at least once, same id, dropped by the consumers' inboxes), never a second one.
  for (const id of userIds) {
    const events = eventsFor(profileCards, ProfileUpdatedV1.type, id);
    const idsByRevision = new Map<number, Set<string>>();
    for (const event of events) {
      const revision = (event.data as { revision: number }).revision;
      idsByRevision.set(revision, (idsByRevision.get(revision) ?? new Set()).add(event.id));
    }
    expect(idsByRevision.get(1)?.size).toBe(1);
    for (const eventIds of idsByRevision.values()) expect(eventIds.size).toBe(1);
  }
  expect(await profileDb.collection('profiles').countDocuments({ _id: { $in: userIds } as never })).toBe(userIds.length);
}

test('identity killed between the database write and the publish still delivers the registration exactly once', async () => {
  const input = await verifiedRegistration(baseUrl);
  const state = loadStackState(stateFile);
  await restartProcess(state, stateFile, 'identity', { FAULT_POINTS: 'outbox-before-publish' });
  // The account is written, then identity dies before publishing: the BFF may or may not get an answer.
  await request(baseUrl).post('/api/auth/register').send(input).catch(() => undefined);
  await eventually(() => !processAlive(loadStackState(stateFile), 'identity'), 'identity to crash at the fault point');
  expect(registrations.ofType(UserRegisteredV1.type).some((event) => event.data && (event.data as { username: string }).username === input.username)).toBe(false);

  await restartProcess(loadStackState(stateFile), stateFile, 'identity');
  const user = await eventually(() => signIn(input.username, input.password).catch(() => undefined), 'sign-in after the restart');
  await eventually(() => eventsFor(registrations, UserRegisteredV1.type, user.id).length > 0, 'the relayed registration');
  expect(eventsFor(registrations, UserRegisteredV1.type, user.id)).toHaveLength(1);
  await expectOneProfileAndOneCard([user.id]);
});

test('profile killed with SIGKILL while registrations are in flight creates every profile exactly once', async () => {
  const inputs = await Promise.all(Array.from({ length: 24 }, () => verifiedRegistration(baseUrl)));
  const registering = (async () => {
    const ids: number[] = [];
    for (let i = 0; i < inputs.length; i += 4) {
      const answers = await Promise.all(inputs.slice(i, i + 4).map((input) => request(baseUrl).post('/api/auth/register').send(input)));
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        ids.push(answer.body.id as number);
      }
      await sleep(100);
    }
    return ids;
  })();
  await sleep(400);
  const state = loadStackState(stateFile);
  await killProcess(state, 'profile', 'SIGKILL');
  const ids = await registering;
  await restartProcess(loadStackState(stateFile), stateFile, 'profile');
  await expectOneProfileAndOneCard(ids);
});

test('profile killed right after applying an event (before recording it) does not apply it twice', async () => {
  const input = await verifiedRegistration(baseUrl);
  await restartProcess(loadStackState(stateFile), stateFile, 'profile', { FAULT_POINTS: 'consumer-after-effect' });
  const answer = await request(baseUrl).post('/api/auth/register').send(input).expect(201);
  const id = answer.body.id as number;
  await eventually(() => !processAlive(loadStackState(stateFile), 'profile'), 'profile to crash after its effect');
  await restartProcess(loadStackState(stateFile), stateFile, 'profile');
  await expectOneProfileAndOneCard([id]);
});
