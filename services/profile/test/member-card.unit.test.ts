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

describe('the public member card other services keep', () => {
  it('carries the bio and languages of a public profile', () => {
    expect(toMemberCard({ ...profile, privacy: { publicProfile: true, searchVisibility: true, locationSharing: true } })).toMatchObject({
      bio: 'Implant periodontics.',
      languagesSpoken: ['english', 'korean'],
      city: 'Austin',
    });
  });

  it('keeps them, like the location when not shared, off the card of a private profile', () => {
    expect(toMemberCard({ ...profile, privacy: { publicProfile: false, searchVisibility: true, locationSharing: false } })).toMatchObject({
      bio: null,
      languagesSpoken: [],
      city: null,
      state: null,
    });
  });
});
