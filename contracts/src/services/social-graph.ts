import type * as yup from 'yup';
import type {
  Connection,
  ConnectionAnswerBody,
  ConnectionListItem,
  ConnectionRequest,
  ConnectionSuggestion,
  MemberConnections,
  MutualConnectionCounts,
  mutualConnectionsQuerySchema,
} from '../http/connections';
import type { Conversation, ConversationMessages, DirectMessage, MessageListQuery, OpenConversation, SendMessage } from '../http/messages';
import type { UnreadCount } from '../http/notifications';
import { internalRoute } from './internal-route';

/**
 * Internal HTTP API of the social-graph service; only the BFF calls it, with the service token and the
 * acting member's id (`x-acting-user-id`, 401 'Sign-in required' without one).
 *
 * Refusals answer {message} with `ConnectionMessages`: 400 a request to oneself or an invalid body,
 * 404 an unknown member or connection, 403 an answer by anyone but the receiver, 409 a second live
 * request in either direction, an answer to a request that is no longer pending, or a new request to a member who
 * declined the requester within the cool-off (`connectionCoolOffMessage`). A message whose text may
 * identify a patient answers 422 `PhiRefusalBody` unless it carries `phiConfirmation`.
 */
export const SocialGraphRoutes = {
  /** GET: the acting member's accepted and pending connections, `ConnectionListItem[]`, newest first. POST (`connectionRequestSchema`): send a request, answers the pending `Connection` (201). */
  connections: internalRoute<{
    GET: { answer: ConnectionListItem[] };
    POST: { body: ConnectionRequest; answer: Connection };
  }>('/internal/connections'),
  /** GET: the requests waiting for the acting member's answer, `ConnectionListItem[]` (user = requester), newest first. */
  pending: internalRoute<{ GET: { answer: ConnectionListItem[] } }>('/internal/connections/pending'),
  /** GET `?limit=`: `ConnectionSuggestion[]`, best match first (at most `CONNECTION_SUGGESTION_LIMIT`). */
  suggestions: internalRoute<{ GET: { query: { limit?: number }; answer: ConnectionSuggestion[] } }>('/internal/connections/suggestions'),
  /** GET `?ids=` (`mutualConnectionsQuerySchema`): `MutualConnectionCounts` of the acting member with each of those members. */
  mutualConnections: internalRoute<{ GET: { query: MutualConnectionsQuery; answer: MutualConnectionCounts } }>('/internal/connections/mutual'),
  /** PUT (`connectionAnswerSchema`): the receiver accepts or declines; answers the updated `Connection`. DELETE: either member removes an accepted connection (204; 403 for others, 409 when not accepted). */
  connection: (id: number | string) =>
    internalRoute<{ PUT: { body: ConnectionAnswerBody; answer: Connection }; DELETE: { answer: void } }>(`/internal/connections/${id}`),
  /** POST: the sender withdraws their pending request (204; 403 `notRequester` for anyone else, the receiver included; 409 `notPending` once answered or withdrawn). */
  withdraw: (id: number | string) => internalRoute<{ POST: { answer: void } }>(`/internal/connections/${id}/withdraw`),
  /** GET `?limit=`: a member's accepted connections (default `PROFILE_CONNECTIONS_SHOWN`) and their total, `MemberConnections`, as the acting member may see them; 404 for an unknown member, 403 `PrivacyMessages.privateProfile` for another's non-public profile. */
  memberConnections: (memberId: number | string) =>
    internalRoute<{ GET: { query: { limit?: number }; answer: MemberConnections } }>(`/internal/members/${memberId}/connections`),
  /** GET: the acting member's `Conversation[]`, latest activity first. POST (`openConversationSchema`): open or find the one with an accepted connection (201 new / 200 existing; 403 `MessagingTexts.notConnected`, 400 `self`). */
  conversations: internalRoute<{
    GET: { answer: Conversation[] };
    POST: { body: OpenConversation; answer: Conversation };
  }>('/internal/conversations'),
  /** GET: `UnreadCount` of the acting member's unread direct messages. */
  conversationsUnreadCount: internalRoute<{ GET: { answer: UnreadCount } }>('/internal/conversations/unread-count'),
  /** GET (`messageListQuerySchema`): `ConversationMessages`; POST (`sendMessageSchema`): send, 201 `DirectMessage`. 404 unless the acting member is in the conversation; 403 when the two are no longer connected. */
  conversationMessages: (id: number | string) =>
    internalRoute<{
      GET: { query: MessageListQuery; answer: ConversationMessages };
      POST: { body: SendMessage; answer: DirectMessage };
    }>(`/internal/conversations/${id}/messages`),
  /** PUT: the acting member read the conversation up to its latest message; answers the `Conversation`. */
  conversationRead: (id: number | string) => internalRoute<{ PUT: { answer: Conversation } }>(`/internal/conversations/${id}/read`),
} as const;

/** Query of GET SocialGraphRoutes.mutualConnections: the members asked about (sent comma-separated). */
export type MutualConnectionsQuery = yup.InferType<typeof mutualConnectionsQuerySchema>;

export type { Connection, ConnectionListItem, ConnectionSuggestion, MemberConnections, MutualConnectionCounts };
export type { Conversation, ConversationMessages, DirectMessage };
