// The phone format and the address check live once in the contracts (shared with the server); the SPA uses them.
import { formatPhoneAsTyped, isAddressComplete, npiStatus } from '../../contracts/src/http';
import { pictureProblem } from '../src/features/profile/api/upload-picture';
import { splitEmailChange } from '../src/features/profile/utils/profile-forms';
import { profileLocationText, searchLocationText } from '../src/utils/location';

describe('phone format while typing', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhoneAsTyped(input)).toBe(expected);
  });

  // Slicing digits turned '+1 (615) 555-0142' into '(161) 555-5014'; these stay as typed until the field is left.
  it.each(['+1 (615) 555-0142', '+44 20 7946 0958', '1 615 555 0142', '(615) 555-0142 ext. 12', '(555) 123-45678', '555987654399', 'abc555'])(
    'keeps %s as typed',
    (input) => {
      expect(formatPhoneAsTyped(input)).toBe(input);
    },
  );
});

describe('address completeness', () => {
  const full = { street: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' };
  it('accepts street, city, state and zipcode all filled', () => {
    expect(isAddressComplete(full)).toBe(true);
  });
  it.each(['street', 'city', 'state', 'zipcode'] as const)('refuses a blank %s', (field) => {
    expect(isAddressComplete({ ...full, [field]: '   ' })).toBe(false);
  });
  it('refuses a missing address', () => {
    expect(isAddressComplete(null)).toBe(false);
  });
});

describe('location text', () => {
  it('profile card joins city, state and zipcode with commas', () => {
    expect(profileLocationText({ city: 'Austin', state: 'TX', zipcode: '78701' })).toBe('Austin, TX, 78701');
    expect(profileLocationText({ city: 'Austin', state: null, zipcode: '' })).toBe('Austin');
  });
  it('search result shows city, state zipcode', () => {
    expect(searchLocationText({ city: 'Austin', state: 'TX', zipcode: '78701' })).toBe('Austin, TX 78701');
    expect(searchLocationText({ city: null, state: 'TX', zipcode: null })).toBe('TX');
  });
  it("falls back to 'Location not specified'", () => {
    expect(profileLocationText({})).toBe('Location not specified');
    expect(searchLocationText({ city: ' ', state: null })).toBe('Location not specified');
    expect(searchLocationText({ city: ' ', practiceLocations: [] })).toBe('Location not specified');
  });

  // A member who filled in only where they practise was 'Location not specified' on their profile and in search.
  const location = (city: string, state: string, zipcode: string, isPrimary: boolean) => ({
    type: 'practice' as const,
    street: '1 Main St',
    city,
    state,
    zipcode,
    country: 'United States',
    isPrimary,
  });
  const practiceLocations = [location('Dallas', 'TX', '75201', false), location('San José', 'CA', '95113', true)];
  it('shows the primary practice location when city, state and zipcode are empty', () => {
    expect(profileLocationText({ city: '', state: null, zipcode: ' ', practiceLocations })).toBe('San José, CA, 95113');
    expect(searchLocationText({ city: null, practiceLocations })).toBe('San José, CA 95113');
  });
  it('takes the first practice location when none is primary, and the own city over any practice', () => {
    expect(searchLocationText({ practiceLocations: [location('Dallas', 'TX', '75201', false)] })).toBe('Dallas, TX 75201');
    expect(profileLocationText({ city: "O'Fallon", practiceLocations })).toBe("O'Fallon");
  });
});

describe('profile picture check (image types only, size limit)', () => {
  it('accepts an image within the limit', () => {
    expect(pictureProblem({ name: 'me.png', type: 'image/png', size: 1024 })).toBeNull();
    // An iPhone's photo, whether the browser names its type or not: the BFF stores it as a JPEG.
    expect(pictureProblem({ name: 'IMG_0042.HEIC', type: 'image/heic', size: 1024 })).toBeNull();
    expect(pictureProblem({ name: 'IMG_0042.heic', type: '', size: 1024 })).toBeNull();
  });
  it('refuses other types and large files', () => {
    expect(pictureProblem({ name: 'cv.pdf', type: 'application/pdf', size: 1024 })).toMatch(/Only JPEG/);
    expect(pictureProblem({ name: 'big.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 })).toMatch(/at most 5 MB/);
    expect(pictureProblem(null)).toMatch(/choose an image/);
  });
});

describe('email change on the Basic Information tab', () => {
  const payload = { name: 'Dr. Ana', email: 'new@clinic.example', phoneNumber: '(615) 555-0142' };

  it('saves the profile with the current email and asks identity to verify a different one', () => {
    expect(splitEmailChange(payload, 'ana@clinic.example')).toEqual({ payload: { ...payload, email: 'ana@clinic.example' }, newEmail: 'new@clinic.example' });
  });

  it('is no change for the same address in other letter case or with spaces', () => {
    expect(splitEmailChange({ ...payload, email: ' ANA@clinic.example ' }, 'ana@clinic.example').newEmail).toBeNull();
  });
});

describe("Verification tab's NPI", () => {
  it("says 'Verified' only for an NPI bound to the member, never because the email is verified", () => {
    const claimed = { npi: '1245319599', isVerified: true, npiVerified: false };
    expect(npiStatus(claimed)).toBe('Pending verification');
    expect(npiStatus({ ...claimed, npiVerified: true })).toBe('Verified');
    expect(npiStatus({ npi: null, npiVerified: false })).toBe('Not provided');
    expect(npiStatus({ npi: '', npiVerified: false })).toBe('Not provided');
  });
});
