import {
  AiAssistantRoutes,
  ApiRoutes,
  InternalHeaders,
  type AiRecommendationsResponse,
  type CommentEntry,
  type ConnectionListItem,
  type ConnectionSuggestion,
  type Content,
  type ContentListResponse,
  type User,
} from '@docnet/contracts';
import type { StackState } from '../harness/stack';
import { callBff, type ChaosMember } from './bff';
import { pairKey, type Ledger } from './workload';

/** A read the verification needed that did not answer 200: retried on the next pass. */
class Unreadable extends Error {}

async function read<T>(baseUrl: string, member: ChaosMember, path: string): Promise<T> {
  const answer = await callBff(baseUrl, member, 'GET', path);
  if (answer.status !== 200) throw new Unreadable(`GET ${path} answered ${answer.status}`);
  return answer.body as T;
}

/** The AI assistant's own recommendations for a member, asked directly as the BFF does. */
async function recommendationsOf(stack: StackState, memberId: number): Promise<AiRecommendationsResponse> {
  const response = await fetch(`${stack.processes['ai-assistant'].url}${AiAssistantRoutes.recommendations}`, {
    headers: { [InternalHeaders.serviceToken]: stack.serviceToken, [InternalHeaders.actingUserId]: String(memberId), accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  }).catch((error: unknown) => {
    throw new Unreadable(`ai-assistant recommendations: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (response.status !== 200) throw new Unreadable(`ai-assistant recommendations answered ${response.status}`);
  return (await response.json()) as AiRecommendationsResponse;
}

async function contentsBy(baseUrl: string, reader: ChaosMember, authorId: number): Promise<Content[]> {
  const contents: Content[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await read<ContentListResponse>(baseUrl, reader, `${ApiRoutes.contents}?authorId=${authorId}&limit=50&offset=${offset}`);
    contents.push(...page.contents);
    if (page.contents.length < 50 || contents.length >= page.total) return contents;
  }
}

/** "expected 1, found 2" style checks of how many times an effect shows. */
function checkCount(problems: string[], what: string, found: number, acked: boolean): void {
  if (acked && found !== 1) problems.push(`${what}: acknowledged, found ${found} times`);
  if (!acked && found > 1) problems.push(`${what}: sent without acknowledgement, found ${found} times`);
}

function checkName(problems: string[], ledger: Ledger, where: string, memberId: number, shown: string | undefined): void {
  const possible = ledger.possibleNames(memberId);
  if (!possible.length) return;
  if (!shown || !possible.includes(shown)) problems.push(`${where}: member ${memberId} shown as "${shown}", expected "${possible.join('" or "')}"`);
}

/**
 * Every acknowledged write present exactly once wherever it belongs, and nothing unacknowledged more than once:
 * contents by author, like and comment counts and lists, author cards, profile names, connections on both
 * sides, suggestions and the AI assistant's recommendations that leave out connected members.
 * Answers the problems found (empty when the stack is consistent).
 */
export async function verify(stack: StackState, members: ChaosMember[], ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  const baseUrl = stack.baseUrl;
  const reader = members[0];
  try {
    const ledgerByTitle = new Map(ledger.contents.map((write) => [write.title, write]));
    const found: Content[] = [];
    for (const member of members) {
      const contents = await contentsBy(baseUrl, reader, member.id);
      found.push(...contents);
      for (const content of contents) {
        if (!ledgerByTitle.has(content.title)) problems.push(`content ${content.id} "${content.title}" was never sent`);
        checkName(problems, ledger, `author card of content ${content.id}`, member.id, content.author?.name);
      }
    }
    for (const write of ledger.contents) {
      checkCount(problems, `content "${write.title}"`, found.filter((content) => content.title === write.title && content.authorId === write.authorId).length, write.state === 'acked');
    }

    for (const content of found) {
      const likes = [...ledger.likes.values()].filter((like) => like.contentId === content.id);
      const ackedLikes = likes.filter((like) => like.state === 'acked').length;
      if (content.likesCount < ackedLikes || content.likesCount > likes.length) {
        problems.push(`content ${content.id}: likesCount ${content.likesCount}, acknowledged likes ${ackedLikes} (${likes.length} sent)`);
      }
      const comments = ledger.comments.filter((comment) => comment.contentId === content.id);
      const listed = comments.length ? await read<CommentEntry[]>(baseUrl, reader, ApiRoutes.contentComments(content.id)) : [];
      for (const write of comments) {
        checkCount(problems, `comment "${write.body}"`, listed.filter((entry) => entry.comment.body === write.body).length, write.state === 'acked');
      }
      for (const entry of listed) checkName(problems, ledger, `author card of comment ${entry.comment.id}`, entry.comment.authorId, entry.author?.name);
      if (content.commentsCount !== listed.length) problems.push(`content ${content.id}: commentsCount ${content.commentsCount}, ${listed.length} comments listed`);
    }

    for (const member of members) {
      const user = member === reader ? await read<User>(baseUrl, reader, ApiRoutes.authMe) : await read<User>(baseUrl, reader, ApiRoutes.usersById(member.id));
      checkName(problems, ledger, 'profile', member.id, user.name);
    }

    for (const member of members) {
      const items = await read<ConnectionListItem[]>(baseUrl, member, ApiRoutes.connections);
      const related = new Set<number>();
      for (const item of items) {
        related.add(item.user.id);
        checkName(problems, ledger, `connections of ${member.id}`, item.user.id, item.user.name);
        if (!ledger.connections.has(pairKey(member.id, item.user.id))) problems.push(`connection ${item.connection.id} of ${member.id} and ${item.user.id} was never requested`);
      }
      for (const pair of ledger.connections.values()) {
        if (pair.requesterId !== member.id && pair.receiverId !== member.id) continue;
        const otherId = pair.requesterId === member.id ? pair.receiverId : pair.requesterId;
        const listed = items.filter((item) => item.user.id === otherId);
        const what = `connection ${pair.requesterId} -> ${pair.receiverId} in ${member.id}'s list`;
        if (pair.state === 'accepted') {
          checkCount(problems, what, listed.length, true);
          if (listed.some((item) => item.connection.status !== 'accepted')) problems.push(`${what}: acknowledged accepted, shown ${listed.map((item) => item.connection.status).join(', ')}`);
        } else if (pair.state === 'pending') {
          checkCount(problems, what, listed.length, true);
          if (listed.some((item) => item.connection.status !== 'pending')) problems.push(`${what}: acknowledged pending, shown ${listed.map((item) => item.connection.status).join(', ')}`);
        } else {
          checkCount(problems, what, listed.length, pair.state === 'accept-unknown');
        }
      }
      const suggestions = await read<ConnectionSuggestion[]>(baseUrl, member, ApiRoutes.connectionsSuggestions);
      for (const suggestion of suggestions) {
        if (related.has(suggestion.id)) problems.push(`suggestions of ${member.id} include ${suggestion.id}, already connected or requested`);
        checkName(problems, ledger, `suggestions of ${member.id}`, suggestion.id, suggestion.name);
      }
      // The assistant never recommends a connection or someone with a pending request.
      const excluded = [...ledger.connections.values()]
        .filter((pair) => (pair.state === 'accepted' || pair.state === 'pending') && (pair.requesterId === member.id || pair.receiverId === member.id))
        .map((pair) => (pair.requesterId === member.id ? pair.receiverId : pair.requesterId));
      const recommendations = await recommendationsOf(stack, member.id);
      for (const recommendation of recommendations.recommendations) {
        if (excluded.includes(recommendation.userId)) problems.push(`the AI assistant recommends ${recommendation.userId} to ${member.id}, already connected or requested`);
        checkName(problems, ledger, `AI recommendations of ${member.id}`, recommendation.userId, recommendation.user.name);
      }
    }
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    problems.push(`could not read: ${error.message}`);
  }
  return problems;
}
