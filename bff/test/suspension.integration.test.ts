import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiRoutes, ContentRoutes, IdentityRoutes, PhiGuardMessages, SharedReadModels, serviceUrlVariable } from '@docnet/contracts';
import { SESSION_KEY_PREFIX, SUSPENDED_SESSION_MESSAGE } from '../src/session/session.setup';
import { SUSPENDED_REFRESH_MS } from '../src/session/suspended-members';
import { dropBffNamespace, sharedBffEnv, signedInSession, startBffUnderTest, type BffUnderTest, type SharedBffEnv } from './support/bff-under-test';

/**
 * A moderator's suspension as one saga, with identity and content answered by local stubs that record the calls:
 * a decision that cannot be logged lifts the suspension again (no member suspended without a decision to appeal),
 * one that is logged ends the member's sessions, and a suspended member's session is refused on every request and
 * every instance, even one whose ending was missed.
 */
const MODERATOR = 41;
const MEMBER = 42;
const CASE_ID = 7;
// No patient named: a reason the PHI guard would refuse goes to the content service before any suspension.
const REASON = "Posted a patient's chart with the date of birth — repeatedly";

interface Recorded {
  method: string;
  path: string;
}

/** A stub service: records each call and answers with `answer`. */
async function stub(answer: (request: Recorded) => [number, unknown]): Promise<{ url: string; calls: Recorded[]; server: Server }> {
  const calls: Recorded[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const call = { method: request.method ?? '', path: request.url ?? '' };
      calls.push(call);
      const [status, body] = answer(call);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

const account = (id: number) => ({ id, username: `member${id}`, roles: id === MODERATOR ? ['moderator'] : [], suspension: null });

let decisionAnswer: [number, unknown] = [500, { message: 'content is down' }];
let identity: Awaited<ReturnType<typeof stub>>;
let content: Awaited<ReturnType<typeof stub>>;
let shared: SharedBffEnv;
let first: BffUnderTest;
let second: BffUnderTest;

beforeAll(async () => {
  identity = await stub(({ method, path }) => {
    const id = Number(/\/internal\/accounts\/(\d+)/.exec(path)?.[1]);
    if (method === 'GET') return [200, account(id)];
    return [200, account(id)];
  });
  content = await stub(({ method, path }) => {
    if (method === 'GET' && path === ContentRoutes.moderationCase(CASE_ID))
      return [200, { id: CASE_ID, subjectId: MEMBER, status: 'open', targetType: 'content', targetId: 3 }];
    return decisionAnswer;
  });
  shared = sharedBffEnv({ [serviceUrlVariable('identity')]: identity.url, [serviceUrlVariable('content')]: content.url });
  [first, second] = await Promise.all([startBffUnderTest(shared), startBffUnderTest(shared)]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  if (first) await dropBffNamespace(first, shared);
  for (const service of [identity, content]) service?.server.close();
});

const suspend = (cookie: string) =>
  fetch(`${first.url}${ApiRoutes.moderationCaseDecisions(CASE_ID)}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'suspend', reason: REASON }),
  });
const sessionStored = async (sessionId: string) => (await first.redis.exists(`${SESSION_KEY_PREFIX}${sessionId}`)) === 1;
const suspensionCalls = () => identity.calls.filter(({ path }) => path === IdentityRoutes.suspension(MEMBER)).map(({ method }) => method);

describe('suspension as one saga', () => {
  it('lifts the suspension again when the decision cannot be logged, and leaves the member signed in', async () => {
    decisionAnswer = [500, { message: 'content is down' }];
    const moderator = await signedInSession(first, shared, MODERATOR);
    const member = await signedInSession(first, shared, MEMBER);
    const answer = await suspend(moderator.cookie);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(suspensionCalls()).toEqual(['PUT', 'DELETE']);
    expect(await sessionStored(member.sessionId)).toBe(true);
    const stillIn = await fetch(`${first.url}${ApiRoutes.securitySettings}`, { headers: { cookie: member.cookie } });
    expect(stillIn.status).not.toBe(403);
  });

  it('ends the sessions once the decision is logged, and refuses a session that was missed on every request', async () => {
    identity.calls.length = 0;
    decisionAnswer = [201, { id: 11, caseId: CASE_ID, action: 'suspend', reason: REASON, subjectId: MEMBER }];
    const moderator = await signedInSession(first, shared, MODERATOR);
    const member = await signedInSession(first, shared, MEMBER);
    const answer = await suspend(moderator.cookie);
    expect(answer.status).toBe(201);
    expect(suspensionCalls()).toEqual(['PUT']);
    expect(await sessionStored(member.sessionId)).toBe(false);

    // A session the ending missed (written after it) is refused at its first request, and ended.
    const missed = await signedInSession(first, shared, MEMBER);
    const refused = await fetch(`${first.url}${ApiRoutes.securitySettings}`, { headers: { cookie: missed.cookie } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: SUSPENDED_SESSION_MESSAGE });
    expect(await sessionStored(missed.sessionId)).toBe(false);
  });

  it('suspends nobody when the PHI guard refuses the reason: the content service is asked first', async () => {
    identity.calls.length = 0;
    const refusal = { message: PhiGuardMessages.refused, findings: [{ field: 'reason', kind: 'patient-name', excerpt: "Mrs O'Connor", start: 7, end: 19 }], confirmationToken: 't' };
    decisionAnswer = [422, refusal];
    const moderator = await signedInSession(first, shared, MODERATOR);
    const answer = await fetch(`${first.url}${ApiRoutes.moderationCaseDecisions(CASE_ID)}`, {
      method: 'POST',
      headers: { cookie: moderator.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'suspend', reason: "Posted Mrs O'Connor's chart with her date of birth" }),
    });
    expect([answer.status, await answer.json()]).toEqual([422, refusal]);
    expect(suspensionCalls()).toEqual([]);
  });

  it('refuses a suspended member on every instance from the set identity keeps, within a refresh', async () => {
    const suspendedElsewhere = MEMBER + 1;
    const session = await signedInSession(second, shared, suspendedElsewhere);
    const before = await fetch(`${second.url}${ApiRoutes.securitySettings}`, { headers: { cookie: session.cookie } });
    expect(before.status).not.toBe(403);
    // What identity does with a suspension, under the services' prefix (the BFF's connection adds its own prefix).
    const services = second.redis.duplicate({ keyPrefix: '' });
    try {
      await services.sadd(`${shared.namespace}:${SharedReadModels.suspendedMembers}`, String(suspendedElsewhere));
      await new Promise((resolve) => setTimeout(resolve, SUSPENDED_REFRESH_MS + 500));
      const after = await fetch(`${second.url}${ApiRoutes.securitySettings}`, { headers: { cookie: session.cookie } });
      expect(after.status).toBe(403);
      const page = await fetch(`${second.url}/`, { headers: { cookie: session.cookie } });
      expect(page.status).not.toBe(403);
    } finally {
      services.disconnect();
    }
  });
});
