/** Calendar arithmetic on YYYY-MM-DD days (UTC), as boards count cycles: whole months, the day kept or clamped to the month's end. */

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year, month, date];
}

function format(year: number, month: number, date: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day n months later (or earlier); a month's last day maps to the target month's last day (31 Mar - 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = daysInMonth(targetYear, targetMonth);
  const wasLastDay = date === daysInMonth(year, month);
  return format(targetYear, targetMonth, wasLastDay ? lastDay : Math.min(date, lastDay));
}

export function addYears(day: string, years: number): string {
  return addMonths(day, years * 12);
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole months from one day to a later one (2015-04-01 to 2027-03-31: 143). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth, fromDate] = parts(from);
  const [toYear, toMonth, toDate] = parts(to);
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  return toDate >= fromDate ? months : months - 1;
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today (UTC) as YYYY-MM-DD. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
