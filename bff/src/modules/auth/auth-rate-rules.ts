import type { FactoryProvider } from '@nestjs/common';
import { BFF_CONFIG, type BffConfig } from '../../config/bff.env';
import type { RateRule } from '../../security/rate-limiter';

/** Rate limits of the identity calls (ASVS 2.2.1): each counted per address and per account or destination. */
export function authRateRules(config: BffConfig) {
  const rule = (name: string, limit: number, windowSeconds: number, message: string): RateRule => ({ name, limit, windowSeconds, message });
  const signIn = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
  const codes = 'Too many verification codes requested. Please wait an hour and try again.';
  const resets = 'Too many password reset attempts. Please wait an hour and try again.';
  return {
    // Failed sign-ins only (SignInThrottle): per account and address, and per address.
    loginPerAccountAndAddress: rule('login', config.SIGN_IN_ATTEMPTS_PER_15_MIN, 15 * 60, signIn),
    loginPerIp: rule('login-ip', config.SIGN_IN_ATTEMPTS_PER_IP_PER_15_MIN, 15 * 60, signIn),
    registrationsPerIp: rule('register', config.REGISTRATIONS_PER_HOUR, 60 * 60, 'Too many registrations from this address. Please try again later.'),
    registrationsPerPhone: rule(
      'register-phone',
      config.REGISTRATIONS_PER_PHONE_PER_DAY,
      24 * 60 * 60,
      'Too many accounts were activated with this phone number today. Please try again tomorrow.',
    ),
    registrationsPerDevice: rule(
      'register-device',
      config.REGISTRATIONS_PER_DEVICE_PER_DAY,
      24 * 60 * 60,
      'Too many accounts were activated from this browser today. Please try again tomorrow.',
    ),
    codesPerDestination: rule('code', config.VERIFICATION_CODES_PER_HOUR, 60 * 60, codes),
    codesPerIp: rule('code-ip', config.VERIFICATION_CODES_PER_IP_PER_HOUR, 60 * 60, codes),
    codeChecksPerIp: rule(
      'code-check-ip',
      config.VERIFICATION_CHECKS_PER_IP_PER_HOUR,
      60 * 60,
      'Too many verification attempts. Please wait an hour and try again.',
    ),
    npiSearchesPerIp: rule(
      'npi-search-ip',
      config.NPI_SEARCHES_PER_IP_PER_HOUR,
      60 * 60,
      'Too many NPI searches. Please wait an hour and try again.',
    ),
    resetsPerAccount: rule('reset', config.PASSWORD_RESETS_PER_HOUR, 60 * 60, resets),
    resetsPerIp: rule('reset-ip', config.PASSWORD_RESETS_PER_IP_PER_HOUR, 60 * 60, resets),
    suspensionAppealsPerIp: rule(
      'suspension-appeal-ip',
      config.SUSPENSION_APPEALS_PER_IP_PER_HOUR,
      60 * 60,
      'Too many appeals sent from this address. Please wait an hour and try again.',
    ),
    passwordChangesPerMember: rule(
      'password-change',
      config.PASSWORD_CHANGES_PER_HOUR,
      60 * 60,
      'Too many password change attempts. Please wait an hour and try again.',
    ),
  };
}

export type AuthRateRules = ReturnType<typeof authRateRules>;

/** The rules, made once from the configuration for every controller of the module (`@Inject(AUTH_RATE_RULES)`). */
export const AUTH_RATE_RULES = Symbol('AUTH_RATE_RULES');

export const authRateRulesProvider: FactoryProvider<AuthRateRules> = {
  provide: AUTH_RATE_RULES,
  inject: [BFF_CONFIG],
  useFactory: authRateRules,
};
