import { InternalHeaders, ProfileRoutes, type User, type UserPatch } from '@docnet/contracts';
import { demoMembers } from './demo-members';

type DemoProfile = Omit<UserPatch, 'mailingAddress'> & { practiceLocations: NonNullable<UserPatch['practiceLocations']> };

const location = (street: string, city: string, zipcode: string) => ({
  type: 'practice' as const,
  street,
  city,
  state: 'TX',
  zipcode,
  country: 'United States',
  isPrimary: true,
});

/** Practice data of the demo members (fictional), so search by specialty and affiliation finds someone. */
const demoProfiles: Record<string, DemoProfile> = {
  'sarah.chen': {
    specialty: 'General Practitioner',
    bio: 'Family dentist focused on preventive care and anxious patients.',
    practiceName: 'Bright Smiles Family Dentistry',
    practiceType: 'solo',
    dentalSpecialties: ['general'],
    acceptingNewPatients: true,
    insurancesAccepted: ['delta_dental', 'cigna', 'metlife'],
    languagesSpoken: ['english', 'chinese'],
    servicesOffered: ['preventive', 'restorative', 'cosmetic'],
    practiceLocations: [location('100 Congress Ave', 'Austin', '78701')],
  },
  'marcus.reed': {
    specialty: 'Orthodontist',
    practiceName: 'Austin Orthodontics',
    practiceType: 'group',
    dentalSpecialties: ['orthodontics'],
    acceptingNewPatients: true,
    insurancesAccepted: ['aetna', 'united'],
    languagesSpoken: ['english'],
    servicesOffered: ['orthodontics'],
    practiceLocations: [location('2100 S Lamar Blvd', 'Austin', '78704')],
  },
  'priya.natarajan': {
    specialty: 'Periodontist',
    practiceName: 'Lakeview Periodontics',
    practiceType: 'solo',
    dentalSpecialties: ['periodontics'],
    acceptingNewPatients: false,
    languagesSpoken: ['english', 'hindi'],
    servicesOffered: ['periodontics'],
    practiceLocations: [location('400 University Blvd', 'Round Rock', '78664')],
  },
  'james.okafor': {
    specialty: 'General Practitioner',
    affiliation: 'Heartland Dental',
    practiceName: 'Cedar Park Dental Care',
    practiceType: 'corporate',
    dentalSpecialties: ['general'],
    acceptingNewPatients: true,
    insurancesAccepted: ['delta_dental', 'guardian'],
    languagesSpoken: ['english'],
    practiceLocations: [location('1400 Cypress Creek Rd', 'Cedar Park', '78613')],
  },
  'elena.garcia': {
    specialty: 'General Practitioner',
    affiliation: 'Pacific Dental Services',
    practiceName: 'San Marcos Modern Dentistry',
    practiceType: 'corporate',
    dentalSpecialties: ['general', 'pediatric'],
    acceptingNewPatients: true,
    insurancesAccepted: ['medicaid', 'humana'],
    languagesSpoken: ['english', 'spanish'],
    practiceLocations: [location('900 Hopkins St', 'San Marcos', '78666')],
  },
  'david.kim': {
    specialty: 'Implantologist',
    affiliation: 'Affordable Implants & Denture',
    practiceName: 'Georgetown Implant Center',
    practiceType: 'corporate',
    dentalSpecialties: ['prosthodontics', 'oral_surgery'],
    acceptingNewPatients: true,
    languagesSpoken: ['english', 'korean'],
    servicesOffered: ['prosthodontics', 'oral_surgery'],
    practiceLocations: [location('700 S Austin Ave', 'Georgetown', '78626')],
  },
  'amara.johnson': {
    specialty: 'General Practitioner',
    affiliation: 'Smile Brands',
    practiceName: 'Pflugerville Smiles',
    practiceType: 'corporate',
    dentalSpecialties: ['general'],
    acceptingNewPatients: true,
    languagesSpoken: ['english', 'french'],
    practiceLocations: [location('15 Main St', 'Pflugerville', '78660')],
  },
  'thomas.weber': {
    specialty: 'Oral Surgeon',
    hospital: "St. David's Medical Center",
    practiceName: 'Capital Oral Surgery',
    practiceType: 'group',
    dentalSpecialties: ['oral_surgery'],
    acceptingNewPatients: true,
    languagesSpoken: ['english', 'german'],
    servicesOffered: ['oral_surgery', 'emergency'],
    practiceLocations: [location('3000 N IH 35', 'Austin', '78731')],
  },
  'lucia.romano': {
    specialty: 'Pediatric Dentist',
    practiceName: 'Kids Dental Austin',
    practiceType: 'group',
    dentalSpecialties: ['pediatric'],
    acceptingNewPatients: true,
    languagesSpoken: ['english', 'italian', 'spanish'],
    servicesOffered: ['pediatric', 'preventive'],
    practiceLocations: [location('4500 William Cannon Dr', 'Austin', '78745')],
  },
  'noah.patel': {
    specialty: 'Prosthodontist',
    practiceName: 'Patel Prosthodontics',
    practiceType: 'solo',
    dentalSpecialties: ['prosthodontics'],
    acceptingNewPatients: null,
    languagesSpoken: ['english', 'hindi'],
    servicesOffered: ['prosthodontics', 'restorative'],
    practiceLocations: [location('11000 Research Blvd', 'Austin', '78759')],
  },
};

/**
 * Fills the demo members' practice data through the profile service's internal API, as each member
 * would. The profiles are created from identity's events moments after registration, so each is
 * awaited; a profile that has practice data already, or cannot be found, is left as it is.
 */
export async function seedDemoProfiles(profileUrl: string, serviceToken: string): Promise<number> {
  const call = (path: string, init: { method?: string; actingUserId?: number; body?: unknown } = {}) =>
    fetch(`${profileUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        [InternalHeaders.serviceToken]: serviceToken,
        ...(init.actingUserId ? { [InternalHeaders.actingUserId]: String(init.actingUserId) } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  let filled = 0;
  for (const member of demoMembers) {
    const demo = demoProfiles[member.username];
    if (!demo) continue;
    const profile = await waitForProfile(call, member.username, member.name);
    if (!profile || profile.practiceName) continue;
    const response = await call(ProfileRoutes.profile(profile.id), { method: 'PATCH', actingUserId: profile.id, body: demo });
    if (!response.ok) throw new Error(`seeding the profile of ${member.username} failed: ${response.status} ${await response.text()}`);
    filled += 1;
  }
  return filled;
}

/** The member's profile, or null when it cannot be found (not created yet after 30 s, or hidden from search). */
async function waitForProfile(call: (path: string) => Promise<Response>, username: string, name: string): Promise<User | null> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await call(`${ProfileRoutes.search}?${new URLSearchParams({ query: name })}`);
    if (response.ok) {
      const found = ((await response.json()) as User[]).find((user) => user.username === username);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}
