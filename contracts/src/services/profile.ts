import type { User } from '../http/users';

/**
 * Internal HTTP API of the profile service; only the BFF calls it, with the service token and, for a
 * member's call, the acting member's id (`x-acting-user-id`).
 *
 * Reads answer the record as the acting member may see it (see `User`); a read without an acting member
 * answers only what any member may see (never the email and phone). Writes are the owner's only: an
 * acting member other than the profile's gets 403 'You can only edit your own profile'. Every write
 * answers the updated User; invalid input answers 400 with the contracts schema's message.
 */
export const ProfileRoutes = {
  /** GET: the member's User record; 404 until the profile exists. PATCH (`userPatchSchema`): changed fields. */
  profile: (id: number | string) => `/internal/profiles/${id}`,
  /** PATCH (`basicInfoSchema`). */
  basicInfo: (id: number | string) => `/internal/profiles/${id}/basic-info`,
  /** PATCH (`practiceInfoSchema`). */
  practice: (id: number | string) => `/internal/profiles/${id}/practice`,
  /** PATCH (`addressesSchema`). */
  addresses: (id: number | string) => `/internal/profiles/${id}/addresses`,
  /** PUT `ProfilePictureChange`: the picture's URL after the BFF stored the file, or null to remove it. */
  picture: (id: number | string) => `/internal/profiles/${id}/picture`,
  /** GET: `Statistics` (owner, or anyone when the profile is public). */
  statistics: (id: number | string) => `/internal/profiles/${id}/statistics`,
  /** POST: the acting member opened the profile; counted once per viewer per day, never the owner's own. Answers `ProfileViewRecorded`. */
  views: (id: number | string) => `/internal/profiles/${id}/views`,
  /** GET / PUT (`privacySettingsSchema`): `PrivacySettings`, owner only. */
  privacy: (id: number | string) => `/internal/profiles/${id}/privacy`,
  /** GET / PUT (`notificationSettingsSchema`): `NotificationSettings`, owner only; a change emits profile.notification-settings.changed. */
  notificationSettings: (id: number | string) => `/internal/profiles/${id}/notification-settings`,
  /** GET with the query parameters of `userSearchQuerySchema`: a list of User; counts search appearances. */
  search: '/internal/profiles/search',
} as const;

export type Profile = User;

/** Body of PUT ProfileRoutes.picture. */
export interface ProfilePictureChange {
  profilePicture: string | null;
}

/** Answer of POST ProfileRoutes.views. */
export interface ProfileViewRecorded {
  /** False when the viewer had already been counted today, or is the owner. */
  counted: boolean;
}
