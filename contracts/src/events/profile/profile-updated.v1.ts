import * as yup from 'yup';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

/**
 * The public card of a member, as other services keep it in their projections
 * (content keeps author cards, social-graph and ai-assistant keep member cards). The owner's privacy
 * settings are applied to it (city and state only when the profile is public and shares its location;
 * bio and languages only when public) and travel with it, so every surface listing members honours them.
 */
export const memberCardSchema = yup.object({
  id: yup.number().integer().positive().required(),
  name: yup.string().required(),
  username: yup.string().required(),
  specialty: yup.string().defined().nullable(),
  hospital: yup.string().defined().nullable(),
  affiliation: yup.string().defined().nullable(),
  city: yup.string().defined().nullable(),
  state: yup.string().defined().nullable(),
  profilePicture: yup.string().defined().nullable(),
  // Added compatibly to v1 (optional: older cards lack them); only a public profile shares them.
  bio: yup.string().nullable().optional(),
  languagesSpoken: yup.array(yup.string().required()).optional(),
  // Added compatibly to v1 (optional: older cards lack them, which means on, the defaults).
  /** PrivacySettings.publicProfile: off, the member's connections are listed to nobody but the member. */
  publicProfile: yup.boolean().optional(),
  /** PrivacySettings.searchVisibility: off, the member is never found, suggested or recommended to others. */
  searchVisibility: yup.boolean().optional(),
  // Added compatibly to v1 (optional: cards from before NPI binding lack it, which means not bound).
  /** User.npiVerified: the NPI is bound to the member (the verified badge on author cards and member lists). */
  npiVerified: yup.boolean().optional(),
});

/** `profile.profile.updated` v1: a member's profile was created or changed; carries the full public card. */
export const ProfileUpdatedV1 = defineEvent({
  type: 'profile.profile.updated',
  version: 1,
  topic: Topics.profileProfile,
  schema: yup.object({
    /** Increases with every change of the profile, so projections ignore stale cards. */
    revision: yup.number().integer().min(1).required(),
    card: memberCardSchema.required(),
  }),
});
