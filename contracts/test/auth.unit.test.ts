import { credentialsSchema, registrationName, registrationSchema } from '../src';

const firstError = (schema: { validateSync: (value: unknown) => unknown }, value: unknown) => {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the registration name rule (part 2 §7)', () => {
  it('takes the NPI first and last name', () => {
    expect(registrationName({ firstName: 'Sarah', lastName: 'Chen' }, 'x@y.example')).toBe('Sarah Chen');
  });
  it("falls back to the email's local part, then to 'User'", () => {
    expect(registrationName(null, 'dr.chen@clinic.example')).toBe('dr.chen');
    expect(registrationName({ firstName: ' ', lastName: '' }, '@clinic.example')).toBe('User');
  });
});

describe('sign-in and registration schemas carry the spec texts', () => {
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
