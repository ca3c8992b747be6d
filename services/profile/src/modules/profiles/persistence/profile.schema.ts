import type { Address } from '@docnet/contracts';
import { outboxPlugin, schemaOptions, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';
import type { StoredProfile } from '../domain/stored-profile';

/** The stored profile with the outbox of its events (ADR 1). */
export type ProfileDocument = StoredProfile & OutboxFields;

const addressSchema = new Schema<Address>(
  {
    type: { type: String, enum: ['practice', 'mailing'], required: true },
    street: String,
    city: String,
    state: String,
    zipcode: String,
    country: { type: String, default: 'United States' },
    isPrimary: { type: Boolean, default: false },
  },
  { _id: false },
);

const text = { type: String, default: null };
const list = { type: [String], default: [] };

export const profileSchema = new Schema<ProfileDocument>(
  {
    _id: Number,
    revision: { type: Number, default: 1 },
    name: { type: String, required: true },
    username: { type: String, required: true },
    email: { type: String, required: true },
    specialty: text,
    hospital: text,
    affiliation: text,
    bio: text,
    address: text,
    city: text,
    state: text,
    zipcode: text,
    profilePicture: text,
    phoneNumber: text,
    npi: text,
    isVerified: { type: Boolean, default: null },
    smsVerified: { type: Boolean, default: null },
    npiVerified: { type: Boolean, default: false },
    npiBindingAt: String,
    officePhone: text,
    fax: text,
    practiceName: text,
    practiceType: text,
    primaryTaxonomyCode: text,
    dentalSpecialties: list,
    secondaryTaxonomies: list,
    servicesOffered: list,
    practiceWebsite: text,
    practiceEmail: text,
    practicePhone: text,
    acceptingNewPatients: { type: Boolean, default: null },
    insurancesAccepted: list,
    languagesSpoken: list,
    mailingAddress: { type: addressSchema, default: null },
    practiceLocations: { type: [addressSchema], default: [] },
    licenseNumber: text,
    licenseState: text,
    dentalSchool: text,
    graduationYear: { type: Number, default: null },
    yearsOfExperience: { type: Number, default: null },
    addresses: { type: [addressSchema], default: [] },
    privacy: {
      publicProfile: { type: Boolean, default: true },
      searchVisibility: { type: Boolean, default: true },
      locationSharing: { type: Boolean, default: true },
    },
    notificationSettings: { type: Schema.Types.Mixed, default: undefined },
    notificationSettingsRevision: { type: Number, default: 0 },
    cardFormat: Number,
    statistics: {
      profileViews: { type: Number, default: 0 },
      articleViews: { type: Number, default: 0 },
      searchAppearances: { type: Number, default: 0 },
      /** The last write of the tallied statistics applied (ProfileStatisticsTally): a write is applied once. */
      flushed: Number,
    },
  },
  schemaOptions,
);
profileSchema.plugin(outboxPlugin);

export const ProfileModel = Symbol('ProfileModel');
export type ProfileModel = Model<ProfileDocument>;
