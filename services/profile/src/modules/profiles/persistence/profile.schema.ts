import type { Address, User } from '@docnet/contracts';
import { outboxPlugin, schemaOptions, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

export type ProfileDocument = Omit<User, 'id' | 'createdAt'> &
  OutboxFields & {
    _id: number;
    /** Increases with every change; carried by profile.updated so projections ignore stale cards. */
    revision: number;
    createdAt: Date;
    updatedAt: Date;
  };

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
  },
  schemaOptions,
);
profileSchema.plugin(outboxPlugin);

export const ProfileModel = Symbol('ProfileModel');
export type ProfileModel = Model<ProfileDocument>;
