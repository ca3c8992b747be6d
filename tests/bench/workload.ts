import { ApiRoutes, FEED_LIMIT } from '@docnet/contracts';
import { pairSlot } from '../../services/social-graph/src/modules/connections/domain/pair';
import type { PlannedRequest } from './open-loop';
import { Random } from './random';
import {
  BENCH_PASSWORD,
  lastNamesForSearch,
  specialties,
  type SeededMember,
  type SeededNetwork,
} from './seed';

/** A member signed in through POST /api/auth/login, with the session cookie the BFF set. */
export interface SignedInMember extends SeededMember {
  cookie: string;
}

const SIGN_IN_ATTEMPTS = 5;

/** One sign-in through POST /api/auth/login; a 503 (a service overloaded by the previous step) is retried. */
async function signInOne(baseUrl: string, member: SeededMember): Promise<SignedInMember> {
  let failure = '';
  for (let attempt = 1; attempt <= SIGN_IN_ATTEMPTS; attempt += 1) {
    const response = await fetch(`${baseUrl}${ApiRoutes.authLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: member.username, password: BENCH_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('docnet.sid='));
    if (response.status === 200 && cookie) return { ...member, cookie: cookie.split(';')[0] };
    failure = `${response.status} ${await response.text()}`;
    if (response.status !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
  throw new Error(`sign-in of ${member.username} failed: ${failure}`);
}

/** Signs members in through the public API, a few at a time (each sign-in verifies an argon2id hash). */
export async function signIn(
  baseUrl: string,
  members: readonly SeededMember[],
  parallel = 4,
): Promise<SignedInMember[]> {
  const signedIn: SignedInMember[] = [];
  const queue = [...members];
  const worker = async () => {
    for (let member = queue.shift(); member; member = queue.shift())
      signedIn.push(await signInOne(baseUrl, member));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return signedIn;
}

/**
 * The mixed workload, weighted like the social-network microservice benchmarks: ~60% what the home
 * page loads (web/src/app/routes/home.tsx: the feed, suggestions, events, latest news, the member's
 * connections and sign-in state), ~30% profile, search and content reads, ~10% writes.
 */
export const routeWeights = {
  'GET /api/contents?limit=10': 24,
  'GET /api/connections/suggestions': 10,
  'GET /api/news/latest': 8,
  'GET /api/events': 7,
  'GET /api/connections': 6,
  'GET /api/auth/me': 5,
  'GET /api/users/:id': 9,
  'GET /api/users/search?query=': 8,
  'GET /api/contents/:id': 7,
  'GET /api/contents?authorId=': 6,
  'POST /api/contents': 3,
  'POST /api/contents/:id/comments': 3,
  'POST /api/contents/:id/likes': 2,
  'POST /api/connections': 2,
} as const;

export type RouteName = keyof typeof routeWeights;

/** The request generator of the mixed workload over a seeded network (`weights` narrows it, e.g. to one route). */
export function mixedWorkload(
  network: SeededNetwork,
  sessions: readonly SignedInMember[],
  seed = 7,
  weights: Readonly<Partial<Record<RouteName, number>>> = routeWeights,
): () => PlannedRequest {
  const random = new Random(seed);
  // Pairs it requests join the network's, so later workloads (and, saved, runs with --reuse-seed) request others.
  const livePairs = new Set(network.livePairs);
  const connect = (memberId: number): number => {
    const receiver = freeReceiver(random, network, memberId, livePairs);
    network.livePairs.push(pairSlot(memberId, receiver));
    return receiver;
  };
  const { first, last } = network.contentIds;
  const anyContent = () => first + random.int(last - first + 1);
  const anyMember = () => random.pick(network.members).id;
  const get = (route: RouteName, path: string, cookie: string): PlannedRequest => ({
    route,
    kind: 'read',
    method: 'GET',
    path,
    cookie,
  });
  const post = (route: RouteName, path: string, cookie: string, body: unknown): PlannedRequest => ({
    route,
    kind: 'write',
    method: 'POST',
    path,
    cookie,
    body,
  });
  let published = 0;

  return () => {
    const member = random.pick(sessions);
    const route = random.weighted<RouteName>(weights);
    switch (route) {
      case 'GET /api/contents?limit=10':
        return get(route, `${ApiRoutes.contents}?limit=${FEED_LIMIT}`, member.cookie);
      case 'GET /api/connections/suggestions':
        return get(route, ApiRoutes.connectionsSuggestions, member.cookie);
      case 'GET /api/news/latest':
        return get(route, ApiRoutes.newsLatest, member.cookie);
      case 'GET /api/events':
        return get(route, ApiRoutes.events, member.cookie);
      case 'GET /api/connections':
        return get(route, ApiRoutes.connections, member.cookie);
      case 'GET /api/auth/me':
        return get(route, ApiRoutes.authMe, member.cookie);
      case 'GET /api/users/:id':
        return get(route, ApiRoutes.usersById(anyMember()), member.cookie);
      case 'GET /api/users/search?query=':
        return get(
          route,
          `${ApiRoutes.usersSearch}?query=${encodeURIComponent(searchText(random))}`,
          member.cookie,
        );
      case 'GET /api/contents/:id':
        return get(route, ApiRoutes.contentById(anyContent()), member.cookie);
      case 'GET /api/contents?authorId=':
        return get(route, `${ApiRoutes.contents}?limit=${FEED_LIMIT}&authorId=${anyMember()}`, member.cookie);
      case 'POST /api/contents':
        published += 1;
        return post(route, ApiRoutes.contents, member.cookie, {
          title: `Bench post ${published}`,
          body: 'What we saw in clinic this week, and what we would do differently.',
          contentType: 'article',
          tags: ['bench'],
        });
      case 'POST /api/contents/:id/comments':
        return post(route, ApiRoutes.contentComments(anyContent()), member.cookie, {
          body: 'Thanks for sharing, very useful.',
        });
      case 'POST /api/contents/:id/likes':
        return post(route, ApiRoutes.contentLikes(anyContent()), member.cookie, {});
      case 'POST /api/connections':
        return post(route, ApiRoutes.connections, member.cookie, {
          receiverId: connect(member.id),
        });
    }
  };
}

/** What members type into doctor search: a last name, a name's first letters, or a specialty. */
export function searchText(random: Random): string {
  const roll = random.int(3);
  if (roll === 0) return random.pick(lastNamesForSearch);
  if (roll === 1) return random.pick(lastNamesForSearch).slice(0, 3).toLowerCase();
  return random.pick(specialties);
}

/** A member with no live connection to `memberId` yet (then reserved), so a connect is a new request, not a 409. */
function freeReceiver(
  random: Random,
  network: SeededNetwork,
  memberId: number,
  livePairs: Set<string>,
): number {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const receiver = random.pick(network.members).id;
    const slot = pairSlot(memberId, receiver);
    if (receiver !== memberId && !livePairs.has(slot)) {
      livePairs.add(slot);
      return receiver;
    }
  }
  throw new Error('no free pair left to connect: seed more members');
}
