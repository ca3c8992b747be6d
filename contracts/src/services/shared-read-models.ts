import type { PrivacySettings } from '../http/profile';
import type { User } from '../http/users';

/**
 * Read models that a service keeps in Redis and the BFF reads as they are (ADR 3): the signed-in member's
 * account (identity) and record (profile), which `GET /api/auth/me` composes without calling either service.
 * The owner alone writes them; a reader treats a missing entry as "ask the owner over HTTP", which fills or
 * rebuilds it. Keys follow the deployment's prefix (`<EVENTS_NAMESPACE>:`), each under its model's hash tag.
 */
export const SharedReadModels = {
  /** String: an `Account` as JSON, kept by identity's read-through copy of its accounts and forgotten by every write of one. */
  account: (id: number | string) => readThroughRecordKey('accounts', id),
  /** Hash: member id → `MemberRecord` as JSON, kept by doctor search's index with every profile write (compare-and-set on the revision). */
  memberRecords: '{profile-search}:doc',
  /**
   * Set: the ids of suspended members, kept by identity with every suspension and lifting; every BFF instance refuses
   * their sessions on every request, whatever happened to ending them.
   */
  suspendedMembers: '{identity}:suspended-members',
} as const;

/**
 * The key of a record in the platform's read-through copies (`ReadThroughCache`), after the prefix: hash-tagged by the
 * record, so its keys share a slot and the records spread over a Redis Cluster.
 */
export function readThroughRecordKey(name: string, id: number | string): string {
  return `{${name}:${id}}:r`;
}

/** A member's record as profile keeps it for reads: the owner's view, and the switches that cut everyone else's. */
export interface MemberRecord {
  user: User;
  privacy: PrivacySettings;
}
