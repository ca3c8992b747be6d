import * as yup from 'yup';

/**
 * The life of a connection request: pending until the receiver accepts or declines it (or its sender withdraws
 * it: a withdrawn request is never answered, it leaves every list).
 */
export const connectionStatuses = ['pending', 'accepted', 'rejected'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** The answers a receiver can give to a pending request. */
export const connectionAnswers = ['accepted', 'rejected'] as const;
export type ConnectionAnswer = (typeof connectionAnswers)[number];

/** A connection request between two members. */
export interface Connection {
  id: number;
  requesterId: number;
  receiverId: number;
  status: ConnectionStatus;
  createdAt: string;
}

/** The public card of a member shown in connection lists and suggestions. */
export interface ConnectionUser {
  id: number;
  name: string;
  specialty: string | null;
  hospital: string | null;
  affiliation: string | null;
  city: string | null;
  state: string | null;
  profilePicture: string | null;
}

/**
 * One entry of the connection lists: the connection and the other member's card.
 * - GET /api/connections: the signed-in member's live connections, accepted and pending in either
 *   direction (so every screen can derive Connected / Pending / Connect); filter
 *   `status === 'accepted'` for the connections themselves. Declined requests are not listed.
 *   The member's sent requests are the pending entries they requested (`requesterId` = the member).
 * - GET /api/connections/pending: the requests waiting for the signed-in member's answer (user = requester).
 */
export interface ConnectionListItem {
  connection: Connection;
  user: ConnectionUser;
}

/** GET /api/connections/suggestions: people the member may know, best match first (a list of users). */
export type ConnectionSuggestion = ConnectionUser;

/** The most suggestions GET /api/connections/suggestions answers; the screens show 3 (home) or 6 (network). */
export const CONNECTION_SUGGESTION_LIMIT = 20;
/** Suggestions shown on the home card and on the network screen. */
export const HOME_SUGGESTIONS_SHOWN = 3;
export const NETWORK_SUGGESTIONS_SHOWN = 6;
/** Connections shown on a profile's Connections tab. */
export const PROFILE_CONNECTIONS_SHOWN = 6;

/**
 * GET /api/users/{id}/connections: a member's accepted connections and their total (profile card count and
 * Connections tab). To anyone but the member: 403 `PrivacyMessages.privateProfile` when the member's profile is
 * not public, and connections whose profile is not public (other than the viewer) are neither listed nor counted.
 */
export interface MemberConnections {
  connections: ConnectionListItem[];
  total: number;
}

/** The most members one GET /api/connections/mutual asks about (a page of search results). */
export const MUTUAL_CONNECTIONS_MAX_MEMBERS = 50;

/** GET /api/connections/mutual query: `ids`, comma-separated member ids. */
export const mutualConnectionsQuerySchema = yup.object({
  ids: yup
    .array(yup.number().typeError('ids must be member ids').integer('ids must be member ids').positive('ids must be member ids').required())
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.split(',').filter((part) => part.trim() !== '') : value))
    .min(1, 'ids must name at least one member')
    .max(MUTUAL_CONNECTIONS_MAX_MEMBERS, `ids names at most ${MUTUAL_CONNECTIONS_MAX_MEMBERS} members`)
    .required('ids must name at least one member'),
});

/**
 * GET /api/connections/mutual: how many connections the signed-in member shares with each asked member, by
 * member id. A member whose profile is not public (their connections are their own), the member themselves
 * and unknown members are left out (count unknown); connections whose profile is not public are not counted.
 */
export interface MutualConnectionCounts {
  counts: Record<string, number>;
}

/** POST /api/connections body: send a connection request. */
export const connectionRequestSchema = yup.object({
  receiverId: yup
    .number()
    .typeError('receiverId must be a member id')
    .integer('receiverId must be a member id')
    .positive('receiverId must be a member id')
    .required('receiverId is required'),
});
export type ConnectionRequest = yup.InferType<typeof connectionRequestSchema>;

/** PUT /api/connections/{connectionId} body: the receiver's answer. */
export const connectionAnswerSchema = yup.object({
  status: yup
    .string()
    .oneOf(connectionAnswers, 'status must be accepted or rejected')
    .required('status must be accepted or rejected'),
});
export type ConnectionAnswerBody = yup.InferType<typeof connectionAnswerSchema>;

/** The server's refusals a member can meet when connecting (shown as the toast's server message). */
export const ConnectionMessages = {
  self: 'You cannot send a connection request to yourself',
  unknownMember: 'Member not found',
  alreadyPending: 'A connection request is already pending with this member',
  alreadyConnected: 'You are already connected with this member',
  notFound: 'Connection request not found',
  notReceiver: 'Only the receiver can answer this connection request',
  notPending: 'This connection request has already been answered',
  notMember: 'Only the members of this connection can remove it',
  notAccepted: 'Only an accepted connection can be removed',
  notRequester: 'Only the member who sent this connection request can withdraw it',
} as const;

/** How long, by default, a member waits after a decline before asking the same member again (`CONNECTION_REREQUEST_COOLOFF_DAYS`). */
export const CONNECTION_REREQUEST_COOLOFF_DAYS = 30;

/**
 * 409 to a member asking again someone who declined them within the cool-off: when they may ask again, as a
 * date (UTC, e.g. 'December 28, 2026'), so the member knows it is a wait and not a block.
 */
export function connectionCoolOffMessage(askAgainFrom: Date): string {
  const day = askAgainFrom.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `This member declined your last connection request. You can send them a new one from ${day}.`;
}
