import {
  accountStepSchema,
  contactStepSchema,
  credentialsSchema,
  forgotPasswordSchema,
  isValidNpi,
  npiSearchSchema,
  registrationName,
  registrationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from '../src';

const firstError = (schema: { validateSync: (value: unknown) => unknown }, value: unknown) => {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the registration name rule', () => {
  it('takes the NPI first and last name', () => {
    expect(registrationName({ firstName: 'Sarah', lastName: 'Chen' }, 'x@y.example')).toBe('Sarah Chen');
  });
  it("falls back to the email's local part, then to 'User'", () => {
    expect(registrationName(null, 'dr.chen@clinic.example')).toBe('dr.chen');
    expect(registrationName({ firstName: ' ', lastName: '' }, '@clinic.example')).toBe('User');
  });
});

describe('sign-in and registration schemas carry the members\' texts', () => {
  it.each([
    [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'abc', password: '12345' }, 'Password must be at least 6 characters'],
  ])('login %j', (input, message) => {
    expect(firstError(credentialsSchema, input)).toBe(message);
  });

  const valid = { username: 'drchen', password: 'Passw0rd!', email: 'chen@clinic.example', phoneNumber: '5125550101' };
  it.each([
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ phoneNumber: '555' }, 'Please enter a valid phone number'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ npi: '12345' }, 'NPI must be 10 digits'],
  ])('registration %j', (override, message) => {
    expect(firstError(registrationSchema, { ...valid, ...override })).toBe(message);
  });

  it('accepts a complete registration, with or without an NPI', () => {
    expect(firstError(registrationSchema, valid)).toBeUndefined();
    expect(firstError(registrationSchema, { ...valid, npi: '1234567893' })).toBeUndefined();
    expect(firstError(registrationSchema, { ...valid, npi: '' })).toBeUndefined();
  });
});

describe('the NPI check (10 digits, Luhn with the 80840 prefix)', () => {
  it.each([
    ['1234567893', true],
    ['1245319599', true],
    ['1234567890', false],
    ['123456789', false],
    ['12345678931', false],
    ['123456789a', false],
  ])('%s → %s', (npi, valid) => {
    expect(isValidNpi(npi)).toBe(valid);
  });
});

describe('the activation wizard and reset schemas carry the members\' texts', () => {
  const contact = { email: 'chen@clinic.example', confirmEmail: 'chen@clinic.example', phoneNumber: '(512) 555-0101' };
  const account = { username: 'drchen', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', agreeToTerms: true };
  it.each([
    [contactStepSchema, contact, { email: 'nope', confirmEmail: 'nope' }, 'Please enter a valid email address'],
    [contactStepSchema, contact, { confirmEmail: 'other@clinic.example' }, "Email addresses don't match"],
    [contactStepSchema, contact, { phoneNumber: '555-0101' }, 'Please enter a valid phone number'],
    [accountStepSchema, account, { username: 'ab' }, 'Username must be at least 3 characters'],
    [accountStepSchema, account, { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [accountStepSchema, account, { confirmPassword: 'Passw0rd?' }, "Passwords don't match"],
    [accountStepSchema, account, { agreeToTerms: false }, 'You must agree to the terms and conditions'],
    [forgotPasswordSchema, { email: 'a@b.example' }, { email: ' ' }, 'Please enter your email address'],
    [resetPasswordSchema, { token: 't', password: 'Passw0rd!' }, { token: '' }, 'Reset token is required'],
    [resetPasswordSchema, { token: 't', password: 'Passw0rd!' }, { password: '' }, 'New password is required'],
    [resetPasswordSchema, { token: 't', password: 'Passw0rd!' }, { password: 'short' }, 'Password must be at least 8 characters long'],
    [resetPasswordFormSchema, { token: 't', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' }, { confirmPassword: 'x' }, 'Passwords do not match'],
  ] as const)('rule %#', (_schema, valid, override, message) => {
    const schema = _schema as { validateSync: (value: unknown) => unknown };
    expect(firstError(schema, valid)).toBeUndefined();
    expect(firstError(schema, { ...valid, ...override })).toBe(message);
  });

  it('accepts both NPI search types and nothing else', () => {
    expect(firstError(npiSearchSchema, { searchType: 'npi', npiNumber: '1234567893' })).toBeUndefined();
    expect(firstError(npiSearchSchema, { searchType: 'name', lastName: 'Chen' })).toBeUndefined();
    expect(firstError(npiSearchSchema, { searchType: 'zip' })).toBeDefined();
  });

  it('refuses a registration whose NPI fails the check digit', () => {
    expect(firstError(registrationSchema, { username: 'drchen', password: 'Passw0rd!', email: 'c@clinic.example', phoneNumber: '5125550101', npi: '1234567890' })).toBe('NPI number is not valid');
  });
});
