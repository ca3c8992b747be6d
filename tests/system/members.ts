import { ApiRoutes, type User } from '@docnet/contracts';
// The module, not the testing index: the index pulls in Nest decorators, which tsx (the fuzz runner) cannot load.
import { eventually } from '@docnet/platform/testing/event-probe';
import request from 'supertest';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';

let counter = 0;

/** A unique, valid registration for the running stack. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  return {
    username: `dr${tag}`,
    password: 'Passw0rd!23',
    name: `Dr. Test ${tag}`,
    email: `dr${tag}@clinic.example`,
    phoneNumber: '5551234567',
    ...overrides,
  };
}

/** A cookie-keeping client of the BFF, like a browser tab. */
export function browserSession(baseUrl: string) {
  return request.agent(baseUrl);
}

/**
 * Proves ownership of the email the way the wizard does (send a code, read it from identity's local
 * outbox, verify it): registration needs an email verified within the last 30 minutes.
 */
export async function verifyEmail(baseUrl: string, email: string): Promise<void> {
  const since = new Date(Date.now() - 1000);
  await request(baseUrl).post('/api/auth/send-email-verification').send({ email }).expect(200);
  const code = codeIn(await waitForOutboxMessage('email', email, since, /verification code/i));
  await request(baseUrl).post('/api/auth/verify-email-code').send({ email, code }).expect(200);
}

/** A new registration whose email is verified already, ready for POST /api/auth/register. */
export async function verifiedRegistration(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const input = newRegistration(overrides);
  await verifyEmail(baseUrl, input.email);
  return input;
}

/** A member signed in through a browser session of the BFF. */
export interface SessionMember {
  agent: ReturnType<typeof browserSession>;
  id: number;
  name: string;
}

/** Downloads a served file as raw bytes, whatever its type (supertest parses only the types it knows). */
export function downloadBytes(agent: SessionMember['agent'], url: string) {
  return agent
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

export type ProfileFields = Partial<Pick<User, 'specialty' | 'affiliation' | 'city' | 'state'>>;

/**
 * A registered, signed-in member (registering signs the session in) whose profile exists, with the given
 * profile fields saved: the profile service creates the profile from identity's event, so until then it
 * answers 404.
 */
export async function registeredMember(baseUrl: string, fields: ProfileFields = {}): Promise<SessionMember> {
  const agent = browserSession(baseUrl);
  const input = await verifiedRegistration(baseUrl);
  const user = (await agent.post(ApiRoutes.authRegister).send(input).expect(201)).body as User;
  await eventually(async () => (await agent.get(ApiRoutes.privacySettings)).status === 200, `the profile of ${user.id}`);
  if (Object.keys(fields).length) await agent.patch(ApiRoutes.usersById(user.id)).send(fields).expect(200);
  return { agent, id: user.id, name: user.name };
}

/** What the suites' content service asks of a reporter without a bound NPI (SUITE_SERVICE_ENV): three posts a second old. */
const STANDING_POSTS = ['Sodium hypochlorite concentrations', 'Rubber dam clamps', 'Glide path files'];
const STANDING_AGE_MS = 1_000;

/**
 * A registered, signed-in member whose reports count toward hiding: contributions of their own, old enough. A member
 * registered minutes ago with nothing written (a puppet account) has no standing.
 */
export async function memberWithStanding(baseUrl: string): Promise<SessionMember> {
  const member = await registeredMember(baseUrl);
  for (const title of STANDING_POSTS) {
    await member.agent.post(ApiRoutes.contents).send({ title, body: `${title}: notes from our endodontic study club.` }).expect(201);
  }
  await new Promise((resolve) => setTimeout(resolve, STANDING_AGE_MS));
  return member;
}

/**
 * A registered, signed-in member with the given profile fields, once the social graph knows their card
 * (it learns members from profile.updated: until then it answers 404 for their connections).
 */
export async function memberKnownToGraph(baseUrl: string, fields: ProfileFields = {}): Promise<SessionMember> {
  const member = await registeredMember(baseUrl, fields);
  await eventually(
    async () => (await member.agent.get(ApiRoutes.userConnections(member.id))).status === 200,
    `the social graph's card of ${member.id}`,
  );
  return member;
}
