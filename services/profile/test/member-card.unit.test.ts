import { toMemberCard } from '../src/modules/profiles/persistence/profile.mapper';

const profile = {
  _id: 7,
  name: 'Dr. Lee',
  username: 'lee',
  specialty: 'Periodontist',
  hospital: null,
  affiliation: 'Heartland Dental',
  city: 'Austin',
  state: 'TX',
  profilePicture: null,
  bio: 'Implant periodontics.',
  languagesSpoken: ['english', 'korean'],
};

const everythingOn = { publicProfile: true, searchVisibility: true, locationSharing: true };

describe('the public member card other services keep', () => {
  it('carries the bio, languages and location of a public profile, and the switches', () => {
    expect(toMemberCard({ ...profile, privacy: everythingOn })).toMatchObject({
      bio: 'Implant periodontics.',
      languagesSpoken: ['english', 'korean'],
      city: 'Austin',
      state: 'TX',
      publicProfile: true,
      searchVisibility: true,
    });
  });

  it('keeps them, like the location when not shared, off the card of a private profile', () => {
    expect(toMemberCard({ ...profile, privacy: { publicProfile: false, searchVisibility: true, locationSharing: false } })).toMatchObject({
      bio: null,
      languagesSpoken: [],
      city: null,
      state: null,
      publicProfile: false,
    });
  });

  it('shows no location on a private card even when location sharing is on, as the member record shows others none', () => {
    expect(toMemberCard({ ...profile, privacy: { ...everythingOn, publicProfile: false } })).toMatchObject({ city: null, state: null });
    expect(toMemberCard({ ...profile, privacy: { ...everythingOn, locationSharing: false } })).toMatchObject({ city: null, state: null, bio: 'Implant periodontics.' });
  });

  it('says when the member turned search visibility off, and that both switches are on for a profile that never set them', () => {
    expect(toMemberCard({ ...profile, privacy: { ...everythingOn, searchVisibility: false } })).toMatchObject({ searchVisibility: false, publicProfile: true });
    expect(toMemberCard(profile)).toMatchObject({ searchVisibility: true, publicProfile: true });
  });

  // A member who filled in only where they practise was listed nowhere by place (assistant, connections).
  it("carries the primary practice location's city and state when the member's own are empty, unless location is not shared", () => {
    const practice = (city: string, state: string, isPrimary: boolean) => ({
      type: 'practice' as const,
      street: '1 Main St',
      city,
      state,
      zipcode: '78701',
      country: 'United States',
      isPrimary,
    });
    const practising = { ...profile, city: '', state: null, zipcode: null, practiceLocations: [practice('Dallas', 'TX', false), practice('Austin', 'TX', true)] };
    expect(toMemberCard({ ...practising, privacy: everythingOn })).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(toMemberCard({ ...practising, privacy: { ...everythingOn, locationSharing: false } })).toMatchObject({ city: null, state: null });
    expect(toMemberCard({ ...practising, city: 'Round Rock', privacy: everythingOn })).toMatchObject({ city: 'Round Rock', state: null });
  });
});
