/**
 * The profile fields doctor search keeps as a result's record: the User record and its privacy, without
 * what changes with no new revision (outbox bookkeeping, counters, `updatedAt`) or is never shown there
 * (notification settings), so a rebuild stores exactly what the incremental updates stored.
 */
export const searchRecordProjection = {
  pendingEvents: 0,
  outboxPending: 0,
  outboxRevision: 0,
  notificationSettings: 0,
  notificationSettingsRevision: 0,
  statistics: 0,
  searchKeys: 0,
  updatedAt: 0,
  npiBindingAt: 0,
} as const;
