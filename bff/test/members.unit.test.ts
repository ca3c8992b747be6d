import { userResponseSchema, type Account } from '@docnet/contracts';
import { userFromAccount } from '../src/common/members';

describe('the member of an account whose profile the profile service has not created yet', () => {
  const account: Account = {
    id: 7,
    username: 'drnew',
    name: 'Dr. New',
    email: 'new@example.org',
    phoneNumber: '+15125550100',
    npi: '1234567893',
    emailVerified: true,
    phoneVerified: null,
    npiBound: false,
    pendingEmail: null,
    createdAt: '2025-01-02T03:04:05.000Z',
    roles: [],
    suspension: null,
  };

  it("is a User of the contract: the account's fields, every other field blank", () => {
    const user = userFromAccount(account);
    expect(userResponseSchema.isValidSync(user, { strict: true })).toBe(true);
    expect(user).toMatchObject({
      id: 7,
      name: 'Dr. New',
      username: 'drnew',
      email: 'new@example.org',
      phoneNumber: '+15125550100',
      npi: '1234567893',
      isVerified: true,
      smsVerified: null,
      pendingEmail: null,
      createdAt: '2025-01-02T03:04:05.000Z',
      specialty: null,
      graduationYear: null,
      acceptingNewPatients: null,
      mailingAddress: null,
      dentalSpecialties: [],
      addresses: [],
    });
    expect(user).not.toHaveProperty('isPrivate');
  });
});
