/**
 * Each member's unread count, kept beside the notifications (port, ADR 3): the bell asks for it on every page
 * and after every live event, and each new notification's event carries it. Every write that changes what a
 * member has unread raises the member's generation and drops the count (a new notification raises it by one); a count is computed from the notifications when missing and stored only if
 * the generation it was computed at is still current, so a count that raced a write is never kept. Redis
 * implements it today.
 */
export abstract class UnreadCounts {
  /** The member's generation and their count, when one is kept. */
  abstract read(userId: number): Promise<{ generation: number; count?: number }>;

  /** Keeps the count unless the member's generation moved since `generation` was read. */
  abstract store(userId: number, generation: number, count: number): Promise<boolean>;

  /** After a write that changed what the member has unread. */
  abstract changed(userId: number): Promise<void>;

  /** After a write that added exactly one unread notification: a kept count goes up by one instead of being dropped. */
  abstract added(userId: number): Promise<void>;
}
