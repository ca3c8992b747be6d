import {
  addressesSchema,
  basicInfoSchema,
  completionLabel,
  completionScore,
  formatPhoneNumber,
  practiceInfoSchema,
  practiceTypeOptions,
  searchSpecialties,
  specialistTitles,
  specialtyFromTaxonomy,
  profileFormSchema,
  setPrimaryLocation,
  userPatchSchema,
  userSearchQuerySchema,
} from '../src';

const firstError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

const location = (overrides: object = {}) => ({
  type: 'practice',
  street: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  isPrimary: true,
  ...overrides,
});

describe('profile contracts', () => {
  it('scores completion as 8 items at 12.5, rounded, with the completion labels', () => {
    expect(completionScore(null)).toBe(0);
    expect(completionScore({ name: 'A', email: 'a@b.co', phoneNumber: '1' })).toBe(38);
    const full = {
      name: 'A',
      email: 'a@b.co',
      phoneNumber: '1',
      npi: '1234567893',
      practiceName: 'P',
      practiceType: 'solo',
      dentalSpecialties: ['general'],
      acceptingNewPatients: false,
    };
    expect(completionScore(full)).toBe(100);
    expect(completionScore({ ...full, acceptingNewPatients: null })).toBe(88);
    expect([0, 39, 40, 59, 60, 79, 80, 89, 90, 150].map(completionLabel)).toEqual([
      'Just Started',
      'Just Started',
      'Getting Started',
      'Getting Started',
      'Good Progress',
      'Good Progress',
      'Nearly Complete',
      'Nearly Complete',
      'Complete',
      'Complete',
    ]);
  });

  it('answers the messages of the basic info and practice rules', () => {
    const basic = { name: 'Dr. A', email: 'a@b.co', phoneNumber: '(555) 123-4567' };
    expect(firstError(() => basicInfoSchema.validateSync({ ...basic, name: ' ' }))).toBe('Full name is required');
    expect(firstError(() => basicInfoSchema.validateSync({ ...basic, email: 'nope' }))).toBe('Invalid email address');
    expect(firstError(() => basicInfoSchema.validateSync({ ...basic, phoneNumber: '' }))).toBe('Phone number is required');
    const practice = { practiceName: 'P', practiceType: 'group', dentalSpecialties: ['general'] };
    expect(firstError(() => practiceInfoSchema.validateSync({ ...practice, practiceName: '' }))).toBe('Practice name is required');
    expect(firstError(() => practiceInfoSchema.validateSync({ ...practice, practiceType: '' }))).toBe('Practice type is required');
    expect(firstError(() => practiceInfoSchema.validateSync({ ...practice, dentalSpecialties: [] }))).toBe('At least one specialty is required');
    expect(firstError(() => practiceInfoSchema.validateSync({ ...practice, practiceWebsite: 'not a url' }))).toBe('Invalid URL format');
    expect(firstError(() => practiceInfoSchema.validateSync({ ...practice, practiceEmail: 'x@' }))).toBe('Invalid email format');
    expect(practiceInfoSchema.validateSync({ ...practice, practiceWebsite: '', practiceEmail: '' })).toMatchObject(practice);
    expect(firstError(() => profileFormSchema.validateSync({ name: '', email: 'a@b.co', phoneNumber: '1', dentalSpecialties: ['general'], practiceType: 'solo' }))).toBe('Name is required');
  });

  it('checks addresses: required fields, 10 locations at most, exactly one primary, mailing only when filled', () => {
    const ok = { mailingAddress: { street: '', city: '' }, practiceLocations: [location()] };
    expect(addressesSchema.validateSync(ok).mailingAddress).toBeNull();
    expect(firstError(() => addressesSchema.validateSync({ practiceLocations: [location({ street: '' })] }))).toBe('Street address is required');
    expect(firstError(() => addressesSchema.validateSync({ practiceLocations: [location({ city: '' })] }))).toBe('City is required');
    expect(firstError(() => addressesSchema.validateSync({ practiceLocations: [location({ state: 'T' })] }))).toBe('State is required');
    expect(firstError(() => addressesSchema.validateSync({ practiceLocations: [location({ zipcode: '787' })] }))).toBe('ZIP code is required');
    expect(firstError(() => addressesSchema.validateSync({ mailingAddress: { street: '1 Elm', state: 'TX', zipcode: '78701' }, practiceLocations: [location()] }))).toBe(
      'City is required',
    );
    const eleven = setPrimaryLocation(Array.from({ length: 11 }, () => location()), 0);
    expect(firstError(() => addressesSchema.validateSync({ practiceLocations: eleven }))).toBe('Maximum 10 practice locations allowed');
    expect(firstError(() => addressesSchema.validateSync({ practiceLocations: [location(), location()] }))).toBe(
      'Exactly one practice location must be primary',
    );
    expect(addressesSchema.validateSync({ practiceLocations: [location()] }).practiceLocations[0]?.country).toBe('United States');
  });

  it('formats phones as (555) 123-4567 without reshaping what is not a number, and drops a patched NPI', () => {
    expect(formatPhoneNumber('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneNumber('5551234567999')).toBe('5551234567999');
    expect(formatPhoneNumber('555')).toBe('555');
    expect(userPatchSchema.validateSync({ name: 'A', npi: '1' }, { stripUnknown: true })).toEqual({ name: 'A' });
  });

  it('reads search parameters, comma-separated lists included', () => {
    expect(userSearchQuerySchema.validateSync({ affiliations: 'Heartland Dental, None,', specialties: 'Orthodontist' })).toMatchObject({
      query: '',
      affiliations: ['Heartland Dental', 'None'],
      specialties: ['Orthodontist'],
      sortBy: 'relevance',
    });
    expect(firstError(() => userSearchQuerySchema.validateSync({ sortBy: 'age' }))).toBe('sortBy must be relevance, name_asc or name_desc');
  });
});

describe('NPI taxonomy prefill', () => {
  it.each([
    ['Internal Medicine, Cardiovascular Disease', 'Cardiologist', 'cardiology'],
    ['Internal Medicine', 'Internist', 'internal_medicine'],
    ['Dentist, General Practice', 'General Dentist', 'general'],
    ['Dentist, Pediatric Dentistry', 'Pediatric Dentist', 'pediatric'],
    ['Dentist, Dental Anesthesiology', 'Dental Anesthesiologist', 'dental_anesthesiology'],
    ['Anesthesiology', 'Anesthesiologist', 'anesthesiology'],
    ['Psychiatry & Neurology, Neurology', 'Neurologist', 'neurology'],
    ['Radiology, Diagnostic Radiology', 'Radiologist', 'radiology'],
    ['Obstetrics & Gynecology', 'Obstetrician-Gynecologist', 'obstetrics_gynecology'],
  ])('reads %p as %p (%p)', (taxonomy, specialty, practiceSpecialty) => {
    expect(specialtyFromTaxonomy(taxonomy)).toEqual({ specialty, practiceSpecialty });
  });

  it.each([
    ['Psychiatry & Neurology, Psychiatry', 'Psychiatrist', 'psychiatry'],
    ['Pediatrics, Pediatric Cardiology', 'Cardiologist', 'cardiology'],
    ['Internal Medicine, Gastroenterology', 'Gastroenterologist', 'gastroenterology'],
    ['Dentist, Endodontics', 'Endodontist', 'endodontics'],
    ['Dentist', 'Dentist', 'general'],
    ['Surgery, Plastic and Reconstructive Surgery', 'Plastic Surgeon', 'plastic_surgery'],
  ])('reads the specialization first: %p as %p (%p)', (taxonomy, specialty, practiceSpecialty) => {
    expect(specialtyFromTaxonomy(taxonomy)).toEqual({ specialty, practiceSpecialty });
  });

  // The filter and the header suggestions listed six dental specialists: no Endodontist, nothing medical.
  it("lists the six search specialties of the filter panel first, then every other dental specialist and the physicians", () => {
    expect(searchSpecialties.slice(0, 6)).toEqual(['General Practitioner', 'Implantologist', 'Oral Surgeon', 'Orthodontist', 'Periodontist', 'Prosthodontist']);
    expect(specialistTitles.dental).toEqual(expect.arrayContaining(['Endodontist', 'Pediatric Dentist']));
    expect(specialistTitles.medical).toEqual(expect.arrayContaining(['Cardiologist', 'Family Physician', 'Dermatologist']));
    expect(new Set(searchSpecialties).size).toBe(searchSpecialties.length);
  });

  it("keeps the six dental practice types and labels and adds physicians' settings", () => {
    expect(practiceTypeOptions.slice(0, 6).map(({ label }) => label)).toEqual([
      'Solo Practice',
      'Group Practice',
      'Dental Clinic',
      'Hospital Dental Department',
      'Academic Institution',
      'Corporate Practice',
    ]);
    expect(practiceInfoSchema.validateSync({ practiceName: 'Heart Clinic', practiceType: 'medical_clinic', dentalSpecialties: ['cardiology'] }).practiceType).toBe(
      'medical_clinic',
    );
  });

  it('keeps an unlisted taxonomy as its last part, and nothing for none', () => {
    expect(specialtyFromTaxonomy('Nurse Practitioner, Acute Care')).toEqual({ specialty: 'Acute Care', practiceSpecialty: null });
    expect(specialtyFromTaxonomy('  ')).toEqual({ specialty: null, practiceSpecialty: null });
  });

  it('lets a practice list medical specialties beside the dental ones', () => {
    expect(practiceInfoSchema.validateSync({ practiceName: 'Heart Clinic', practiceType: 'solo', dentalSpecialties: ['cardiology', 'general'] }).dentalSpecialties).toEqual([
      'cardiology',
      'general',
    ]);
    expect(() => practiceInfoSchema.validateSync({ practiceName: 'Heart Clinic', practiceType: 'solo', dentalSpecialties: ['astrology'] })).toThrow('Unknown specialty');
  });
});

describe('languages and insurances of a member\'s own ("Other")', () => {
  const practice = (overrides: object) => ({
    practiceName: "O'Brien Family Dentistry",
    practiceType: 'solo',
    dentalSpecialties: ['general'],
    ...overrides,
  });
  const languageMessage = 'A language of your own is 2 to 60 letters, spaces, apostrophes or hyphens';
  const insuranceMessage = "An insurance of your own is 2 to 60 letters, digits, spaces or ' - & . ( )";

  it('keeps own entries as typed (trimmed) beside listed values, on both the practice tab and the profile patch', () => {
    const saved = practiceInfoSchema.validateSync(
      practice({
        languagesSpoken: ['english', '  Tagalog ', 'Haitian  Creole', 'Kreyòl Ayisyen', "Ta'izzi-Adeni"],
        insurancesAccepted: ['delta_dental', 'Blue Cross NC', 'Ameritas (PPO) 2.0', 'Humana & Co.'],
      }),
    );
    expect(saved.languagesSpoken).toEqual(['english', 'Tagalog', 'Haitian Creole', 'Kreyòl Ayisyen', "Ta'izzi-Adeni"]);
    expect(saved.insurancesAccepted).toEqual(['delta_dental', 'Blue Cross NC', 'Ameritas (PPO) 2.0', 'Humana & Co.']);
    expect(userPatchSchema.validateSync({ languagesSpoken: ['Tagalog'] }).languagesSpoken).toEqual(['Tagalog']);
  });

  it('stores an entry naming a listed value, in any case, as the listed value, once', () => {
    const saved = practiceInfoSchema.validateSync(
      practice({
        languagesSpoken: ['ENGLISH', 'english', 'Spanish', 'tagalog', 'Tagalog'],
        insurancesAccepted: ['blue cross blue shield', 'Blue_Cross', 'MetLife'],
      }),
    );
    expect(saved.languagesSpoken).toEqual(['english', 'spanish', 'tagalog']);
    expect(saved.insurancesAccepted).toEqual(['blue_cross', 'metlife']);
  });

  it('refuses a 200-character entry, a single letter and markup with a message saying what fits', () => {
    for (const entry of ['a'.repeat(200), 'x', '<script>alert(1)</script>', 'Tagalog<b>', 'Klingon 2']) {
      expect(firstError(() => practiceInfoSchema.validateSync(practice({ languagesSpoken: [entry] })))).toBe(languageMessage);
      expect(firstError(() => userPatchSchema.validateSync({ languagesSpoken: [entry] }))).toBe(languageMessage);
    }
    expect(firstError(() => practiceInfoSchema.validateSync(practice({ languagesSpoken: ['a'.repeat(60)] })))).toBeUndefined();
    for (const entry of ['b'.repeat(61), '<img src=x onerror=alert(1)>', 'Blue Cross; DROP TABLE', '"Acme"']) {
      expect(firstError(() => practiceInfoSchema.validateSync(practice({ insurancesAccepted: [entry] })))).toBe(insuranceMessage);
    }
  });

  it('bounds the own entries of one list at ten, listed values not counted', () => {
    const own = Array.from({ length: 11 }, (_, index) => `Regional Plan ${String.fromCharCode(65 + index)}`);
    expect(firstError(() => practiceInfoSchema.validateSync(practice({ insurancesAccepted: own })))).toBe('At most 10 insurances of your own');
    const tenOwnAndListed = practiceInfoSchema.validateSync(practice({ insurancesAccepted: ['aetna', 'cigna', ...own.slice(0, 10)] }));
    expect(tenOwnAndListed.insurancesAccepted).toHaveLength(12);
    const languages = ['Tagalog', 'Haitian Creole', 'Amharic', 'Somali', 'Yoruba', 'Igbo', 'Swahili', 'Farsi', 'Urdu', 'Bengali', 'Punjabi'];
    expect(firstError(() => practiceInfoSchema.validateSync(practice({ languagesSpoken: languages })))).toBe('At most 10 languages of your own');
  });
});
