import type { NotificationKind, NotificationSettings } from '@docnet/contracts';

/** Whether the member's settings keep a notification of this kind: a moderator's decision always. */
export function keptBySettings(settings: NotificationSettings, kind: NotificationKind): boolean {
  return kind === 'moderation' || settings.notifications[kind];
}
