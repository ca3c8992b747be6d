// The profile edit tabs agree with the server, generatively; stored numbers are never re-sliced.
import * as fc from 'fast-check';
import {
  addressesSchema,
  addressSchema,
  basicInfoSchema,
  checkAddress,
  dentalSpecialties,
  formatPhoneNumber,
  insurances,
  languages,
  parsePhone,
  practiceInfoSchema,
  practiceTypes,
  servicesOffered,
  setPrimaryLocation,
  userPatchSchema,
  type User,
} from '@docnet/contracts';
import {
  addressesDefaults,
  addressesPayload,
  basicInfoDefaults,
  basicInfoPayload,
  practiceDefaults,
  practicePayload,
  professionalChanges,
  professionalDefaults,
  professionalSchema,
  professionalTextFields,
} from '../src/features/profile/utils/profile-forms';
import { saveFailureDescription, sections } from '../src/features/profile/api/save-profile';
import { ApiError } from '../src/lib/api-client';
import { addressesChanges } from '../../services/profile/src/modules/profiles/domain/profile-changes';
import {
  anyText,
  checkAgreement,
  emails,
  expectAcceptedAsSent,
  phones,
  runs,
  serverReceives,
  someText,
  submitForm,
} from './support/form-agreement';

const member = (overrides: Partial<User> = {}): User =>
  ({
    id: 7,
    name: 'Dr. Ana Chen',
    username: 'achen',
    email: 'ana@clinic.example',
    phoneNumber: '(615) 555-0142',
    ...overrides,
  }) as User;

/** A phone field as submitted: as typed (Enter without leaving the field) or formatted when the field was left. */
const phoneFieldValues = fc
  .tuple(phones, fc.boolean())
  .map(([typed, left]) => (left ? formatPhoneNumber(typed) : typed));

/** Numbers the wizard accepts and stores as typed (the API too): the Basic Information tab must show the same number. */
const storedPhones = fc.constantFrom(
  '+1 (615) 555-0142',
  '+44 20 7946 0958',
  '(615) 555-0142 ext. 12',
  '16155550142',
  '5551234567',
  '+1 416 555 0142 x 7',
  '+33 1 42 68 53 00',
);

const sameNumber = (a: string | null | undefined, b: string | null | undefined) => {
  const [left, right] = [parsePhone(a), parsePhone(b)];
  return !!left && !!right && left.number === right.number && (left.ext ?? '') === (right.ext ?? '');
};

describe('Basic Information agrees with the server', () => {
  it('shows a stored number as the same number and saves it unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        storedPhones,
        storedPhones,
        fc.option(storedPhones),
        async (phoneNumber, officePhone, fax) => {
          const user = member({ phoneNumber, officePhone, fax });
          const shown = basicInfoDefaults(user);
          expect(sameNumber(shown.phoneNumber, phoneNumber)).toBe(true);
          expect(sameNumber(shown.officePhone, officePhone)).toBe(true);
          if (fax) expect(sameNumber(shown.fax, fax)).toBe(true);
          const form = await submitForm(basicInfoSchema, shown);
          expect(form.ok).toBe(true);
          if (form.ok)
            expectAcceptedAsSent(
              basicInfoPayload(form.values),
              serverReceives(basicInfoPayload(form.values), basicInfoSchema, basicInfoSchema),
            );
        },
      ),
      runs,
    );
    expect(basicInfoDefaults(member({ phoneNumber: '+1 (615) 555-0142' })).phoneNumber).toBe(
      '(615) 555-0142',
    );
    expect(basicInfoDefaults(member({ phoneNumber: '+44 20 7946 0958' })).phoneNumber).toBe(
      '+44 20 7946 0958',
    );
    expect(basicInfoDefaults(member({ fax: '(615) 555-0142 ext. 12' })).fax).toBe('(615) 555-0142 ext. 12');
  });

  it('what a member types', async () => {
    const values = fc.record({
      name: someText(120),
      email: emails,
      phoneNumber: phoneFieldValues,
      officePhone: phoneFieldValues,
      fax: phoneFieldValues,
    });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(basicInfoSchema, raw, basicInfoPayload, basicInfoSchema, basicInfoSchema),
      ),
      runs,
    );
  });
});

describe('Practice Information agrees with the server', () => {
  it('what a member types and picks', async () => {
    const websites = fc.oneof(
      fc.webUrl(),
      fc.constantFrom(
        'www.example.org',
        'example.org/team',
        'http://example.org',
        'not a url',
        'javascript:alert(1)',
        '',
      ),
      someText(500),
    );
    const values = fc.record({
      practiceName: someText(200),
      practiceType: fc.constantFrom('', ...practiceTypes),
      dentalSpecialties: fc.subarray([...dentalSpecialties]),
      practiceWebsite: websites,
      practiceEmail: fc.oneof(emails, fc.constant('')),
      practicePhone: phoneFieldValues,
      acceptingNewPatients: fc.constantFrom(true, false, null),
      insurancesAccepted: fc.subarray([...insurances]),
      languagesSpoken: fc.subarray([...languages]),
      servicesOffered: fc.subarray([...servicesOffered]),
    });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(practiceInfoSchema, raw, practicePayload, practiceInfoSchema, practiceInfoSchema),
      ),
      runs,
    );
  });

  it('a stored profile saves as shown', async () => {
    const user = member({
      practiceName: 'Smile',
      practiceType: practiceTypes[0],
      dentalSpecialties: [dentalSpecialties[0]],
      practicePhone: '+1 (615) 555-0199',
      practiceWebsite: 'https://example.org',
    });
    const form = await submitForm(practiceInfoSchema, practiceDefaults(user));
    expect(form.ok).toBe(true);
    if (form.ok)
      expectAcceptedAsSent(
        practicePayload(form.values),
        serverReceives(practicePayload(form.values), practiceInfoSchema, practiceInfoSchema),
      );
  });
});

describe('Professional Details agrees with the server', () => {
  it('text, ZIP codes and numbers typed in number inputs; only changed fields are sent', async () => {
    const years = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 1850, max: 2150 }),
      fc.double({ min: 1899, max: 2101, noNaN: true }),
    );
    const experience = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -5, max: 90 }),
      fc.double({ min: -1, max: 81, noNaN: true }),
    );
    const zips = fc.oneof(
      fc.constantFrom('787', '78701', '78701-1234', '7870A', ' 78701 ', '', '787011234'),
      someText(10),
    );
    const values = fc.record({
      specialty: someText(120),
      hospital: someText(200),
      affiliation: someText(200),
      bio: fc.oneof(someText(2000), anyText(300)),
      city: someText(100),
      state: someText(50),
      zipcode: zips,
      licenseNumber: someText(50),
      licenseState: someText(50),
      dentalSchool: someText(200),
      graduationYear: years,
      yearsOfExperience: experience,
    });
    const user = member({ city: 'Austin', zipcode: '78701', graduationYear: 2001 });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(
          professionalSchema,
          raw,
          (v) => professionalChanges(v, user),
          userPatchSchema,
          userPatchSchema,
        ),
      ),
      runs,
    );
    const unchanged = await submitForm(professionalSchema, professionalDefaults(user));
    expect(unchanged.ok && professionalChanges(unchanged.values, user)).toEqual({});
  });
});

describe('Addresses & Locations agrees with the server', () => {
  const addresses = (type: 'practice' | 'mailing') =>
    fc.record({
      type: fc.constant(type),
      street: fc.oneof(someText(200), fc.constantFrom('', '1 Main St', "12 O'Connell Rd, Suite 4")),
      city: fc.oneof(someText(100), fc.constantFrom('Austin', 'Nashville', '')),
      state: fc.oneof(someText(50), fc.constantFrom('TX', 'T', 'Tennessee')),
      zipcode: fc.constantFrom('', '787', '78701', '78701-1234', '7870A', ' 37203 ', '12345678901'),
      country: fc.constant('United States'),
      isPrimary: fc.boolean(),
    });

  it('the mailing address and one to eleven locations', async () => {
    const values = fc.record({
      mailingAddress: addresses('mailing'),
      practiceLocations: fc.array(addresses('practice'), { minLength: 1, maxLength: 11 }),
    });
    await fc.assert(
      fc.asyncProperty(values, (raw) =>
        checkAgreement(addressesSchema, raw, addressesPayload, addressesSchema, addressesSchema),
      ),
      runs,
    );
  });

  it("'Validate Address' passes exactly what Save accepts, with Save's message (a 3-digit ZIP passed)", () => {
    fc.assert(
      fc.property(addresses('practice'), (address) => {
        const checked = checkAddress(address);
        const server = serverReceives(address, addressSchema);
        if (checked.result === 'valid') expect(server.ok).toBe(true);
        if (checked.result === 'invalid') expect(server).toEqual({ ok: false, message: checked.message });
        if (server.ok) expect(checked.result).toBe('valid');
      }),
      runs,
    );
  });

  it('a stored profile with ten locations saves as shown', async () => {
    const location = (index: number) => ({
      type: 'practice' as const,
      street: `${index} Main St`,
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      country: 'United States',
      isPrimary: index === 3,
    });
    const user = member({
      practiceLocations: Array.from({ length: 10 }, (_, index) => location(index)),
      mailingAddress: null,
    });
    const form = await submitForm(addressesSchema, addressesDefaults(user));
    expect(form.ok).toBe(true);
    if (form.ok)
      expect(serverReceives(addressesPayload(form.values), addressesSchema, addressesSchema).ok).toBe(true);
  });

  it('a mailing address typed without a street is kept as typed, never dropped', async () => {
    const withoutStreet = fc.record({
      type: fc.constant('mailing' as const),
      street: fc.constantFrom('', '   '),
      city: fc.oneof(someText(100), fc.constantFrom('Austin', "Coeur d'Alene", 'Zürich', '')),
      state: fc.oneof(someText(50), fc.constantFrom('TX', 'Tennessee', '')),
      zipcode: fc.constantFrom('', '787', '78701', ' 37203 ', '78701-1234'),
      country: fc.constant('United States'),
      isPrimary: fc.constant(false),
    });
    const practice = {
      type: 'practice' as const,
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      country: 'United States',
      isPrimary: true,
    };
    await fc.assert(
      fc.asyncProperty(withoutStreet, async (mailingAddress) => {
        const raw = { mailingAddress, practiceLocations: [practice] };
        await checkAgreement(addressesSchema, raw, addressesPayload, addressesSchema, addressesSchema);
        const form = await submitForm(addressesSchema, raw);
        if (!form.ok) return;
        const server = serverReceives(addressesPayload(form.values), addressesSchema, addressesSchema);
        expect(server.ok).toBe(true);
        const saved = server.ok ? (server.value.mailingAddress as Record<string, string> | null) : null;
        const typed = [mailingAddress.city, mailingAddress.state, mailingAddress.zipcode].map((value) =>
          value.trim(),
        );
        if (typed.every((value) => value === '')) expect(saved).toBeNull();
        else expect(saved && [saved.city, saved.state, saved.zipcode]).toEqual(typed);
      }),
      runs,
    );
    // Shown again as typed when the tab is opened next time.
    const kept = {
      type: 'mailing' as const,
      street: '',
      city: 'Austin',
      state: 'TX',
      zipcode: '78702',
      country: 'United States',
      isPrimary: false,
    };
    expect(
      addressesDefaults(member({ mailingAddress: kept, practiceLocations: [practice] })).mailingAddress,
    ).toEqual(kept);
  });

  it('saving the addresses changes no field of another tab (the city and ZIP of Professional Details)', async () => {
    // Addresses a member gets through Save with: realistic, one primary, up to ten locations.
    const valid = (type: 'practice' | 'mailing') =>
      fc.record({
        type: fc.constant(type),
        street: fc.constantFrom('1 Main St', "12 O'Connell Rd, Suite 4", '500 Church St — Floor 3'),
        city: fc.constantFrom('Austin', 'Nashville', "Coeur d'Alene", 'Zürich'),
        state: fc.constantFrom('TX', 'Tennessee', 'ID'),
        zipcode: fc.constantFrom('78701', '37203-1234', ' 83814 '),
        country: fc.constant('United States'),
        isPrimary: fc.constant(false),
      });
    const values = fc.record({
      mailingAddress: fc.option(valid('mailing'), { nil: null }),
      practiceLocations: fc
        .array(valid('practice'), { minLength: 1, maxLength: 10 })
        .chain((locations) =>
          fc.nat(locations.length - 1).map((primary) => setPrimaryLocation(locations, primary)),
        ),
    });
    const otherTabs = new Set<string>([
      ...professionalTextFields,
      'address',
      ...Object.keys(basicInfoSchema.fields),
      ...Object.keys(practiceInfoSchema.fields),
    ]);
    await fc.assert(
      fc.asyncProperty(values, async (raw) => {
        const form = await submitForm(addressesSchema, raw);
        expect(form.ok).toBe(true);
        if (!form.ok) return;
        const server = serverReceives(addressesPayload(form.values), addressesSchema, addressesSchema);
        expect(server.ok).toBe(true);
        const changed = Object.keys(addressesChanges((server.ok ? server.value : raw) as never));
        expect(changed.filter((key) => otherTabs.has(key))).toEqual([]);
      }),
      runs,
    );
  });

  it("a refused save shows the server's message in its toast, a failure the tab's text", () => {
    const refusal = (status: number, body: string) =>
      new Error('Failed', { cause: new ApiError(status, body, '') });
    expect(
      saveFailureDescription(
        sections.addresses,
        refusal(400, JSON.stringify({ message: 'Please enter a valid ZIP code, e.g. 12345 or 12345-6789' })),
      ),
    ).toBe('Please enter a valid ZIP code, e.g. 12345 or 12345-6789');
    expect(
      saveFailureDescription(
        sections.addresses,
        refusal(503, JSON.stringify({ message: 'Service unavailable' })),
      ),
    ).toBe('Failed to update addresses and locations. Please try again.');
    expect(saveFailureDescription(sections.professional, refusal(400, ''))).toBe('Could not update profile');
    expect(saveFailureDescription(sections.practice, new TypeError('Failed to fetch'))).toBe(
      'Failed to update practice information. Please try again.',
    );
  });
});
