import type { Address, NotificationSettings, PrivacySettings, Statistics, User } from '@docnet/contracts';
import { outboxPlugin, schemaOptions, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

/** Lower-cased copies of the searched fields (kept in search entries), so search needs no case folding. */
export interface SearchKeys {
  name: string;
  /** The specialty, the labels of the dental specialties and the search-list terms they stand for. */
  specialties: string[];
  /** The affiliation, else the hospital; '' for none. */
  affiliation: string;
  /**
   * Where the member practises, as `city:<city>`, `state:<code>` (a state that is no US state: its text)
   * and `zip:<first 5>`, from the primary location and every practice location; none unless others may
   * see the location (public profile with location sharing). Absent on entries written before locations.
   */
  locations?: string[];
}

export type ProfileDocument = Omit<User, 'id' | 'createdAt' | 'isPrivate'> &
  OutboxFields & {
    _id: number;
    /** Increases with every change; carried by profile.updated so projections ignore stale cards. */
    revision: number;
    /** Absent on profiles written before privacy settings existed: the defaults apply. */
    privacy?: PrivacySettings;
    /** Absent until the member first saves them: the defaults of part 2 §9 apply. */
    notificationSettings?: NotificationSettings;
    /** Increases with every change of the notification settings (carried by their event); 0 before the first. */
    notificationSettingsRevision?: number;
    /** Counters kept with `$inc`; absent until the first count. */
    statistics?: Partial<Statistics>;
    /** Written by versions before search entries; never read, and left out of every answer. */
    searchKeys?: SearchKeys;
    /** The format of the card the latest profile.updated carried (`CARD_FORMAT`); absent on older profiles. */
    cardFormat?: number;
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
    },
  },
  schemaOptions,
);
profileSchema.plugin(outboxPlugin);

export const ProfileModel = Symbol('ProfileModel');
export type ProfileModel = Model<ProfileDocument>;
