import { Schema, type Model } from 'mongoose';
import type { SearchKeys } from './profile.schema';

/**
 * Doctor search's read model: one small document per member with the lower-cased search keys and
 * whether the member may be found, so a search filters and sorts these instead of decoding every
 * full profile (and `visible` is a top-level field the database can narrow on).
 */
export type SearchEntryDocument = SearchKeys & {
  /** The member id (= the profile's). */
  _id: number;
  /** The profile revision the entry was computed from: an older write never replaces a newer one. */
  revision: number;
  /** False when the member turned search visibility off. */
  visible: boolean;
};

export const searchEntrySchema = new Schema<SearchEntryDocument>(
  {
    _id: Number,
    revision: { type: Number, required: true },
    name: { type: String, default: '' },
    specialties: { type: [String], default: [] },
    affiliation: { type: String, default: '' },
    visible: { type: Boolean, required: true },
  },
  { versionKey: false },
);
// The findable members in name order (the search's sort).
searchEntrySchema.index({ visible: 1, name: 1, _id: 1 });

export const SearchEntryModel = Symbol('SearchEntryModel');
export type SearchEntryModel = Model<SearchEntryDocument>;
