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
});
