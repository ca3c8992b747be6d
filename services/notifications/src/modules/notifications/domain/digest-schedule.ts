import type { DigestFrequency } from '@docnet/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const digestPeriodMs = (frequency: DigestFrequency) => (frequency === 'weekly' ? 7 : 1) * DAY_MS;

/**
 * A digest is due once a whole period (a day or a week) has passed since the window opened: the last
 * digest, or the oldest notification waiting for the first one.
 */
export function digestDue(windowStart: Date, asOf: Date, frequency: DigestFrequency): boolean {
  return asOf.getTime() - windowStart.getTime() >= digestPeriodMs(frequency);
}
