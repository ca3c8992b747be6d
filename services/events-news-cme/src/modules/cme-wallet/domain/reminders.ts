import { walletReminderThresholds, type WalletDueItem } from '@docnet/contracts';
import { daysBetween } from './calendar';

/** One reminder: a deadline of one licence (or of the federal requirements) with what is still owed by it. */
export interface DueReminder {
  licenceId: number | null;
  scope: string;
  dueBy: string;
  threshold: (typeof walletReminderThresholds)[number];
  daysLeft: number;
  owed: { requirementId: string; label: string; hours: number }[];
}

/**
 * The reminders a member's open items call for on a day: one per licence and deadline at most `threshold` days
 * away, at the nearest threshold reached (a licence added 20 days before its deadline is reminded at 30, never at
 * 90 too). A deadline already past, more than the first threshold away, or with nothing owed calls for none.
 */
export function remindersDue(due: readonly WalletDueItem[], day: string): DueReminder[] {
  const reminders = new Map<string, DueReminder>();
  for (const item of due) {
    if (!item.dueBy || item.owed <= 0) continue;
    const daysLeft = daysBetween(day, item.dueBy);
    const threshold = [...walletReminderThresholds].reverse().find((candidate) => daysLeft <= candidate);
    if (daysLeft < 0 || threshold === undefined) continue;
    const key = `${item.licenceId ?? 'federal'}:${item.dueBy}`;
    const reminder = reminders.get(key) ?? { licenceId: item.licenceId, scope: item.scope, dueBy: item.dueBy, threshold, daysLeft, owed: [] };
    reminder.owed.push({ requirementId: item.requirementId, label: item.label, hours: item.owed });
    reminders.set(key, reminder);
  }
  return [...reminders.values()];
}

/** The reminder's key: one per member, licence, deadline and threshold, so a second sweep finds it sent. */
export function reminderKey(memberId: number, reminder: Pick<DueReminder, 'licenceId' | 'dueBy' | 'threshold'>): string {
  return `${memberId}:${reminder.licenceId ?? 'federal'}:${reminder.dueBy}:${reminder.threshold}`;
}
