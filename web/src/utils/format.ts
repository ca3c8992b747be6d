import { dayjs } from '@/lib/dayjs';

/** Feed dates: 'MMM d, yyyy' (e.g. 'Jan 5, 2025'). */
export function formatShortDate(value: string | number | Date): string {
  return dayjs(value).format('MMM D, YYYY');
}

/** Long US date (e.g. 'January 5, 2025'). */
export function formatLongDate(value: string | number | Date): string {
  return dayjs(value).format('MMMM D, YYYY');
}

/** 'just now' under a minute, then minutes, hours, days under 7, then a short date. */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  const then = dayjs(value);
  const minutes = dayjs(now).diff(then, 'minute');
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatShortDate(value);
}

/** 0 hides the number, under 1000 plainly, otherwise one decimal plus K. */
export function formatCount(value: number): string {
  if (value <= 0) return '';
  return value < 1000 ? String(value) : `${(value / 1000).toFixed(1)}K`;
}
