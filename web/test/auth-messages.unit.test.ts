import { ApiError } from '../src/lib/api-client';
import { discoverAccountBody } from '../src/features/auth/api/discover-account';
import {
  forgotPasswordFailureText,
  forgotPasswordSuccessText,
} from '../src/features/auth/api/forgot-password';
import { registrationErrorText, sessionRegistrationFailureText } from '../src/features/auth/api/register';
import { resetFailureText } from '../src/features/auth/api/reset-password';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Status');

describe('registration messages', () => {
  it('names the existing account on a 409 with existingAccount', () => {
    const error = apiError(409, { message: 'exists', existingAccount: true, username: 'schen' });
    expect(registrationErrorText(error)).toBe(
      'Account already exists. Please use login with username: schen',
    );
  });

  it("uses the server's message, else 'Failed to create account'", () => {
    expect(registrationErrorText(apiError(400, { message: 'Email not verified' }))).toBe(
      'Email not verified',
    );
    expect(registrationErrorText(apiError(409, { message: 'Taken' }))).toBe('Taken');
    expect(registrationErrorText(apiError(500, ''))).toBe('Failed to create account');
    expect(registrationErrorText(new TypeError('fetch failed'))).toBe('Failed to create account');
  });

  it("session layer: server message, else 'Registration failed'; 'Could not create account' without an error message", () => {
    expect(sessionRegistrationFailureText(apiError(400, { message: 'Bad' }))).toBe('Bad');
    expect(sessionRegistrationFailureText(apiError(500, ''))).toBe('Registration failed');
    expect(sessionRegistrationFailureText(new Error(''))).toBe('Could not create account');
  });
});

describe('password reset messages', () => {
  it("reset: server message, else 'Failed to reset password', else 'An unexpected error occurred.'", () => {
    expect(resetFailureText(apiError(400, { message: 'Invalid or expired reset token' }))).toBe(
      'Invalid or expired reset token',
    );
    expect(resetFailureText(apiError(500, 'oops'))).toBe('Failed to reset password');
    expect(resetFailureText(new TypeError('fetch failed'))).toBe('An unexpected error occurred.');
  });

  it("forgot: the same sentence for any email on success, the failure fallbacks otherwise", () => {
    expect(forgotPasswordSuccessText(null)).toBe(
      'If an account with that email exists, a password reset link has been sent',
    );
    expect(forgotPasswordFailureText(apiError(429, { message: 'Too many requests' }))).toBe(
      'Too many requests',
    );
    expect(forgotPasswordFailureText(apiError(500, ''))).toBe('Failed to request password reset');
    expect(forgotPasswordFailureText(new TypeError('fetch failed'))).toBe('An unexpected error occurred.');
  });
});

describe('NPI discovery body', () => {
  it('sends only the number for an NPI search', () => {
    expect(discoverAccountBody({ searchType: 'npi', npiNumber: ' 1234567893 ', firstName: 'x' })).toEqual({
      searchType: 'npi',
      npiNumber: '1234567893',
    });
  });

  it('sends name and location for a name search, blank fields left out', () => {
    const body = discoverAccountBody({
      searchType: 'name',
      npiNumber: '1',
      firstName: 'Sarah',
      lastName: '',
      city: 'Chicago',
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      searchType: 'name',
      firstName: 'Sarah',
      city: 'Chicago',
    });
  });
});
