import type { NotificationKind, NotificationSettings } from '@docnet/contracts';

/**
 * Whether the member's settings keep a notification of this kind: a moderator's decision and a CME reminder always
 * (no type setting governs them; their emails still follow the email and digest settings).
 */
export function keptBySettings(settings: NotificationSettings, kind: NotificationKind): boolean {
  return kind === 'moderation' || kind === 'cmeReminder' || settings.notifications[kind];
}
