import type { BffConfig } from '../config/bff.env';
import type { RateRule } from './rate-limiter';

/**
 * Tries of the current password that confirm a sensitive change (a new email or two-factor phone, turning two-factor
 * sign-in or login alerts off), counted per member as password changes are, so a borrowed session cannot guess the
 * password through them.
 */
export function stepUpRule(config: BffConfig): RateRule {
  return {
    name: 'step-up',
    limit: config.PASSWORD_CHANGES_PER_HOUR,
    windowSeconds: 60 * 60,
    message: 'Too many password attempts. Please wait an hour and try again.',
  };
}
