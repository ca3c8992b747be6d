import type { EventType } from '@docnet/contracts';
import { dayjs } from '@/lib/dayjs';
import { formatLongDate } from '@/utils/format';

export const eventTypeLabels: Record<EventType, string> = { in_person: 'In Person', virtual: 'Virtual' };

/** 'June 3, 2025 at 9:30 AM' from the event's day (YYYY-MM-DD) and time (HH:mm). */
export function eventWhen(date: string, time: string): string {
  const clock = dayjs(`${date}T${time}`);
  return clock.isValid() ? `${formatLongDate(date)} at ${clock.format('h:mm A')}` : formatLongDate(date);
}

/** '1 attending', 'N attending'. */
export function attendeesText(count: number): string {
  return `${count} attending`;
}
