import {
  addressSchema,
  basicInfoSchema,
  checkAddress,
  contactStepSchema,
  formatPhoneNumber,
  isPhoneNumber,
  npiSearchSchema,
  practiceInfoSchema,
  registrationSchema,
  usStateCode,
  withWebScheme,
} from '../src';

const firstError = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { errors?: string[] }).errors?.[0];
  }
};

describe('the one phone rule', () => {
  it.each([
    ['+1 (615) 555-0142', '(615) 555-0142'],
    ['16155550142', '(615) 555-0142'],
    ['615.555.0142', '(615) 555-0142'],
    ['(615) 555-0142 ext. 12', '(615) 555-0142 ext. 12'],
    ['615-555-0142 x12', '(615) 555-0142 ext. 12'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+44 20 7946 0958 ext 5', '+44 20 7946 0958 ext. 5'],
    ['+1 416 555 0142', '(416) 555-0142'],
  ])('reads %s as %s (and that form again as itself)', (typed, shown) => {
    expect(formatPhoneNumber(typed)).toBe(shown);
    expect(formatPhoneNumber(shown)).toBe(shown);
    expect(isPhoneNumber(shown)).toBe(true);
  });

  it.each([
    '442079460958',
    '(615) 555-01420',
    '555-0142',
    '1-800-FLOWERS',
    'call 615 555 0142',
    `(615) 555-0142 ext. ${'1'.repeat(30)}`,
  ])('refuses %s with the message, on every form and the server, and never reshapes it', (typed) => {
    expect(formatPhoneNumber(typed)).toBe(typed);
    const message = 'Please enter a valid phone number';
    expect(
      firstError(() =>
        contactStepSchema.validateSync({ email: 'a@b.co', confirmEmail: 'a@b.co', phoneNumber: typed }),
      ),
    ).toBe(message);
    expect(
      firstError(() =>
        registrationSchema.validateSync({
          username: 'drchen',
          password: 'Passw0rd!',
          email: 'a@b.co',
          phoneNumber: typed,
        }),
      ),
    ).toBe(message);
    expect(
      firstError(() =>
        basicInfoSchema.validateSync({ name: 'A', email: 'a@b.co', phoneNumber: '6155550142', fax: typed }),
      ),
    ).toBe(message);
  });
});

describe('wizard rules the server applies', () => {
  const registration = {
    username: 'drchen',
    password: 'Passw0rd!',
    email: 'a@b.co',
    phoneNumber: '(615) 555-0142',
  };
  it('names every refusal for a member, never a field', () => {
    expect(
      firstError(() => registrationSchema.validateSync({ ...registration, username: 'u'.repeat(46) })),
    ).toBe('Username must be at most 40 characters');
    expect(
      firstError(() => registrationSchema.validateSync({ ...registration, password: 'p'.repeat(201) })),
    ).toBe('Password must be at most 200 characters');
    expect(
      firstError(() => registrationSchema.validateSync({ ...registration, phoneNumber: '6'.repeat(21) })),
    ).toBe('Please enter a valid phone number');
  });

  it('compares the confirmation email without case', () => {
    expect(() =>
      contactStepSchema.validateSync({
        email: 'Dr.Chen@Clinic.example',
        confirmEmail: 'dr.chen@clinic.example',
        phoneNumber: '6155550142',
      }),
    ).not.toThrow();
    expect(
      firstError(() =>
        contactStepSchema.validateSync({
          email: 'a@clinic.example',
          confirmEmail: 'b@clinic.example',
          phoneNumber: '6155550142',
        }),
      ),
    ).toBe("Email addresses don't match");
  });
});

describe('ZIP, URLs and states', () => {
  const address = { type: 'practice', street: '1 Main St', city: 'Austin', state: 'TX', zipcode: '787' };
  it("Validate Address refuses what Save refuses, with Save's message", () => {
    expect(checkAddress(address)).toEqual({ result: 'invalid', message: 'ZIP code is required' });
    expect(checkAddress({ ...address, zipcode: '7870A' })).toEqual({
      result: 'invalid',
      message: 'Please enter a valid ZIP code, e.g. 12345 or 12345-6789',
    });
    expect(checkAddress({ ...address, zipcode: '78701-1234' })).toEqual({ result: 'valid' });
    expect(checkAddress({ ...address, zipcode: '' })).toEqual({ result: 'incomplete' });
    expect(firstError(() => addressSchema.validateSync(address))).toBe('ZIP code is required');
  });

  it('adds https:// to a web address typed without it', () => {
    expect(withWebScheme('www.example.org')).toBe('https://www.example.org');
    expect(withWebScheme('example.org/team?x=1')).toBe('https://example.org/team?x=1');
    expect(withWebScheme('http://example.org')).toBe('http://example.org');
    expect(withWebScheme('not a url')).toBe('not a url');
    const practice = { practiceName: 'P', practiceType: 'solo', dentalSpecialties: ['general'] };
    expect(
      practiceInfoSchema.validateSync({ ...practice, practiceWebsite: 'www.example.org' }).practiceWebsite,
    ).toBe('https://www.example.org');
  });

  it('searches the NPI registry by state code for a state name', () => {
    expect(usStateCode('Tennessee')).toBe('TN');
    expect(usStateCode(' new  york ')).toBe('NY');
    expect(usStateCode('tn')).toBe('TN');
    expect(usStateCode('Ontario')).toBe('Ontario');
    expect(npiSearchSchema.validateSync({ searchType: 'name', state: 'Tennessee' }).state).toBe('TN');
  });
});
