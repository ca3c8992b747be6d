import type { StoredProfile } from '../../src/modules/profiles/domain/stored-profile';

/**
 * A complete stored profile for tests: `fields` over the schema's defaults (null, empty, unverified), with the
 * optional fields absent, as on a profile written before they existed.
 */
export function storedProfile(
  fields: Pick<StoredProfile, '_id' | 'name'> & Partial<StoredProfile>,
): StoredProfile {
  const createdAt = fields.createdAt ?? new Date(0);
  return {
    revision: 1,
    username: `member${fields._id}`,
    email: `member${fields._id}@clinic.example`,
    specialty: null,
    hospital: null,
    affiliation: null,
    bio: null,
    address: null,
    city: null,
    state: null,
    zipcode: null,
    profilePicture: null,
    phoneNumber: null,
    npi: null,
    isVerified: null,
    smsVerified: null,
    npiVerified: false,
    officePhone: null,
    fax: null,
    practiceName: null,
    practiceType: null,
    primaryTaxonomyCode: null,
    dentalSpecialties: [],
    secondaryTaxonomies: [],
    servicesOffered: [],
    practiceWebsite: null,
    practiceEmail: null,
    practicePhone: null,
    acceptingNewPatients: null,
    insurancesAccepted: [],
    languagesSpoken: [],
    mailingAddress: null,
    practiceLocations: [],
    licenseNumber: null,
    licenseState: null,
    dentalSchool: null,
    graduationYear: null,
    yearsOfExperience: null,
    addresses: [],
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}
