import {
  ApiRoutes,
  type AiRecommendationsResponse,
  type ConnectionSuggestion,
  type ContentListResponse,
  type User,
} from '@docnet/contracts';
import type { StackState } from '../harness/stack';
import { quantile } from './open-loop';
import type { FreshnessPair } from './seed';
import { signIn, type SignedInMember } from './workload';

export const freshnessSurfaces = ['contentCard', 'suggestions', 'aiRecommendations'] as const;
export type FreshnessSurface = (typeof freshnessSurfaces)[number];

export interface FreshnessSummary {
  /** Changes asked for. */
  changes: number;
  /** Changes made before the time budget ran out (the figures cover these). */
  measuredChanges: number;
  budgetSeconds: number;
  /** Changes the BFF did not acknowledge (after retries); they are not measured. */
  refusedChanges: number;
  pollIntervalMs: number;
  /**
   * Per surface: p50/p99 in ms of the time from the acknowledged change until a read shows the new name, over the
   * `seen` changes; misses never showed it within the timeout.
   */
  surfaces: Record<FreshnessSurface, { seen: number; p50: number; p99: number; max: number; misses: number }>;
  aiRecommendationsMethod: string;
  /** The mixed load run beside the changes (the targets ask for freshness under load). */
  background?: { rate: number; requests: number; errors: number; errorStatuses: Record<string, number> };
}

const AI_METHOD =
  "the assistant keeps each member's answer at most 5 minutes and drops it on the profile, content and connection events " +
  'that can change it, so each poll is a read through the BFF and the assistant as a member makes it';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer's JSON, or undefined when the read failed (under load a poll may fail; the next one tries again). */
async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T | undefined> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { cookie, accept: 'application/json' },
  }).catch(() => undefined);
  return response?.ok ? ((await response.json()) as T) : undefined;
}

/** PATCH /api/profile/update with the new name; true once acknowledged (a 503 is retried a few times). */
async function rename(baseUrl: string, author: SignedInMember, name: string): Promise<boolean> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const current = await getJson<User>(baseUrl, ApiRoutes.profile, author.cookie);
    if (current) {
      const response = await fetch(`${baseUrl}${ApiRoutes.profileUpdate}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: author.cookie },
        body: JSON.stringify({
          name,
          email: current.email,
          phoneNumber: current.phoneNumber,
          officePhone: current.officePhone,
          fax: current.fax,
        }),
      }).catch(() => undefined);
      if (response?.ok) return true;
      if (response && response.status !== 503)
        throw new Error(`renaming ${author.username}: ${response.status} ${await response.text()}`);
    }
    await sleep(1000 * attempt);
  }
  return false;
}

/**
 * Renames each pair's author through PATCH /api/profile/update, `changes` times in all (round robin over
 * the pairs), and polls every `pollIntervalMs` until the viewer sees the new name on the author's content
 * card, in the viewer's suggestions and in the viewer's AI recommendations.
 */
export interface SignedInPairs {
  pairs: readonly FreshnessPair[];
  authors: SignedInMember[];
  viewers: SignedInMember[];
}

/** Signs the pairs' members in (before the ladder loads the stack). */
export async function signInPairs(baseUrl: string, pairs: readonly FreshnessPair[]): Promise<SignedInPairs> {
  return {
    pairs,
    authors: await signIn(
      baseUrl,
      pairs.map((pair) => pair.author),
    ),
    viewers: await signIn(
      baseUrl,
      pairs.map((pair) => pair.viewer),
    ),
  };
}

export async function measureFreshness(
  state: StackState,
  { pairs, authors, viewers }: SignedInPairs,
  changes: number,
  options: { pollIntervalMs: number; timeoutMs: number; budgetMs: number; tag: string },
  log: (line: string) => void,
): Promise<FreshnessSummary> {
  const baseUrl = state.baseUrl;
  const times: Record<FreshnessSurface, number[]> = {
    contentCard: [],
    suggestions: [],
    aiRecommendations: [],
  };
  const misses: Record<FreshnessSurface, number> = { contentCard: 0, suggestions: 0, aiRecommendations: 0 };
  let refusedChanges = 0;
  let measuredChanges = 0;
  // On a saturated stack every poll is slow: past the budget no new change starts, so the run always ends.
  const startedAt = performance.now();
  for (let change = 0; change < changes; change += 1) {
    if (performance.now() - startedAt > options.budgetMs) {
      log(
        `freshness: time budget of ${options.budgetMs / 1000} s spent after ${change} of ${changes} changes`,
      );
      break;
    }
    measuredChanges += 1;
    const index = change % pairs.length;
    const author = authors.find((member) => member.id === pairs[index].author.id) as SignedInMember;
    const viewer = viewers.find((member) => member.id === pairs[index].viewer.id) as SignedInMember;
    const name = `Dr. Fresh ${options.tag} ${change}`;
    if (!(await rename(baseUrl, author, name))) {
      refusedChanges += 1;
      continue;
    }
    const acknowledged = performance.now();
    const surfaces: Record<FreshnessSurface, () => Promise<boolean>> = {
      contentCard: async () =>
        Boolean(
          (
            await getJson<ContentListResponse>(
              baseUrl,
              `${ApiRoutes.contents}?limit=10&authorId=${author.id}`,
              viewer.cookie,
            )
          )?.contents.some((content) => content.author?.name === name),
        ),
      suggestions: async () =>
        Boolean(
          (
            await getJson<ConnectionSuggestion[]>(baseUrl, ApiRoutes.connectionsSuggestions, viewer.cookie)
          )?.some((suggestion) => suggestion.id === author.id && suggestion.name === name),
        ),
      aiRecommendations: async () => {
        const answer = await getJson<AiRecommendationsResponse>(
          baseUrl,
          ApiRoutes.connectionsAiRecommendations,
          viewer.cookie,
        );
        return Boolean(
          answer?.recommendations.some(
            (recommendation) => recommendation.userId === author.id && recommendation.user.name === name,
          ),
        );
      },
    };
    await Promise.all(
      freshnessSurfaces.map(async (surface) => {
        while (performance.now() - acknowledged < options.timeoutMs) {
          if (await surfaces[surface]()) return void times[surface].push(performance.now() - acknowledged);
          await sleep(options.pollIntervalMs);
        }
        misses[surface] += 1;
      }),
    );
    if ((change + 1) % 20 === 0) log(`freshness: ${change + 1}/${changes} changes`);
  }
  const summary = (surface: FreshnessSurface) => {
    const sorted = [...times[surface]].sort((a, b) => a - b);
    return {
      seen: sorted.length,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? 0,
      misses: misses[surface],
    };
  };
  return {
    changes,
    measuredChanges,
    budgetSeconds: options.budgetMs / 1000,
    refusedChanges,
    pollIntervalMs: options.pollIntervalMs,
    surfaces: {
      contentCard: summary('contentCard'),
      suggestions: summary('suggestions'),
      aiRecommendations: summary('aiRecommendations'),
    },
    aiRecommendationsMethod: AI_METHOD,
  };
}
