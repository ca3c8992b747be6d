import { ApiRoutes, type User } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing/event-probe';
import request from 'supertest';
import { verifiedRegistration } from '../system/members';

/** The signed-in member schemathesis acts as, and the ids of what the run starts from. */
export interface FuzzSession {
  memberId: number;
  /** `docnet.sid=…; docnet.device=…`: sent with every generated request. */
  cookie: string;
  /** Created before the run, so that the small generated ids (1, 2, 3 …) often name something real. */
  resources: Record<string, number>;
}

/** `name=value` pairs of a response's Set-Cookie headers, joined as a Cookie header. */
function cookieHeader(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

async function registeredMember(baseUrl: string): Promise<{ user: User; cookie: string }> {
  const input = await verifiedRegistration(baseUrl);
  const answer = await request(baseUrl).post(ApiRoutes.authRegister).send(input).expect(201);
  const cookie = cookieHeader(answer.headers['set-cookie']);
  if (!cookie.includes('docnet.sid=')) throw new Error('registration answered no session cookie');
  const user = answer.body as User;
  // The profile service creates the profile from identity's event; until then profile routes answer 404.
  await eventually(
    async () => (await request(baseUrl).get(ApiRoutes.privacySettings).set('Cookie', cookie)).status === 200,
    `the profile of member ${user.id}`,
  );
  return { user, cookie };
}

async function created(baseUrl: string, cookie: string, path: string, body: object): Promise<number> {
  const answer = await request(baseUrl).post(path).set('Cookie', cookie).send(body);
  if (answer.status !== 201)
    throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const entity = answer.body as { id?: number; comment?: { id: number } };
  const id = entity.id ?? entity.comment?.id;
  if (typeof id !== 'number') throw new Error(`POST ${path} answered no id: ${JSON.stringify(answer.body)}`);
  return id;
}

/**
 * Registers the member the run acts as (a real session cookie) and a second member, then creates one of
 * each kind of resource and a pending connection request to the fuzzed member, so generated ids hit
 * existing records as well as missing ones.
 */
export async function prepareFuzzSession(baseUrl: string): Promise<FuzzSession> {
  const member = await registeredMember(baseUrl);
  const other = await registeredMember(baseUrl);
  const content = await created(baseUrl, other.cookie, ApiRoutes.contents, {
    title: 'Fuzzing starting point',
    body: 'A content created before the fuzzing run.',
  });
  const comment = await created(baseUrl, other.cookie, ApiRoutes.contentComments(content), {
    body: 'A first comment.',
  });
  const ownContent = await created(baseUrl, member.cookie, ApiRoutes.contents, {
    title: 'My own content',
    body: 'A content of the fuzzed member.',
  });
  const event = await created(baseUrl, other.cookie, ApiRoutes.events, {
    title: 'Regional Implantology Study Club',
    description: 'Monthly case reviews on implant planning, complications and maintenance.',
    date: '2099-02-18',
    time: '18:30',
    location: 'Austin, TX',
    type: 'in_person',
  });
  const article = await created(baseUrl, other.cookie, ApiRoutes.news, {
    title: 'Silver diamine fluoride in older adults',
    summary: 'A trial of twice-yearly SDF in long-term care residents.',
    body: 'Root caries lesions treated with SDF twice a year were arrested in most residents over thirty months.',
    source: 'Journal of the American Dental Association',
    sourceUrl: 'https://jada.ada.org/',
    tags: 'caries',
    category: 'clinical',
  });
  const cme = await created(baseUrl, other.cookie, ApiRoutes.cme, {
    title: 'Guided Bone Regeneration Course',
    description: 'Hands-on lab on membranes, grafts and flap management.',
    provider: 'Texas Dental Education Institute',
    credits: 1,
    cost: 10,
    startDate: '2099-03-06',
    endDate: '2099-03-07',
    location: 'Houston, TX',
    format: 'in_person',
    url: 'https://example.org/course',
    topics: 'implants',
  });
  const connection = await created(baseUrl, other.cookie, ApiRoutes.connections, {
    receiverId: member.user.id,
  });
  return {
    memberId: member.user.id,
    cookie: member.cookie,
    resources: { otherMember: other.user.id, content, ownContent, comment, event, article, cme, connection },
  };
}
