import type * as yup from 'yup';
import type {
  addressesSchema,
  BasicInfo,
  PracticeInfo,
  PrivacySettings,
  PrivacySettingsUpdate,
  Statistics,
  userPatchSchema,
} from '../http/profile';
import type { UserSearchPage, UserSearchQuery } from '../http/search';
import type { NotificationSettings } from '../http/settings';
import type { User } from '../http/users';
import { internalRoute } from './internal-route';

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
  profile: (id: number | string) =>
    internalRoute<{ GET: { answer: User }; PATCH: { body: ProfilePatch; answer: User } }>(
      `/internal/profiles/${id}`,
    ),
  /** PATCH (`basicInfoSchema`). */
  basicInfo: (id: number | string) =>
    internalRoute<{ PATCH: { body: BasicInfo; answer: User } }>(`/internal/profiles/${id}/basic-info`),
  /** PATCH (`practiceInfoSchema`). */
  practice: (id: number | string) =>
    internalRoute<{ PATCH: { body: PracticeInfo; answer: User } }>(`/internal/profiles/${id}/practice`),
  /** PATCH (`addressesSchema`). */
  addresses: (id: number | string) =>
    internalRoute<{ PATCH: { body: AddressesPatch; answer: User } }>(`/internal/profiles/${id}/addresses`),
  /** PUT `ProfilePictureChange`: the picture's URL after the BFF stored the file, or null to remove it. */
  picture: (id: number | string) =>
    internalRoute<{ PUT: { body: ProfilePictureChange; answer: User } }>(`/internal/profiles/${id}/picture`),
  /** GET: `Statistics` (owner, or anyone when the profile is public). */
  statistics: (id: number | string) =>
    internalRoute<{ GET: { answer: Statistics } }>(`/internal/profiles/${id}/statistics`),
  /** POST: the acting member opened the profile; counted once per viewer per day, never the owner's own. Answers `ProfileViewRecorded`. */
  views: (id: number | string) =>
    internalRoute<{ POST: { answer: ProfileViewRecorded } }>(`/internal/profiles/${id}/views`),
  /** GET / PUT (`privacySettingsSchema`): `PrivacySettings`, owner only. */
  privacy: (id: number | string) =>
    internalRoute<{
      GET: { answer: PrivacySettings };
      PUT: { body: PrivacySettingsUpdate; answer: PrivacySettings };
    }>(`/internal/profiles/${id}/privacy`),
  /** GET / PUT (`notificationSettingsSchema`): `NotificationSettings`, owner only; a change emits profile.notification-settings.changed. */
  notificationSettings: (id: number | string) =>
    internalRoute<{
      GET: { answer: NotificationSettings };
      PUT: { body: NotificationSettings; answer: NotificationSettings };
    }>(`/internal/profiles/${id}/notification-settings`),
  /**
   * GET with the query parameters of `userSearchQuerySchema`: a list of User, or with `page` a `UserSearchPage`;
   * counts search appearances.
   */
  search: internalRoute<{ GET: { query: ProfileSearchQuery; answer: User[] | UserSearchPage } }>('/internal/profiles/search'),
} as const;

export type Profile = User;

/**
 * Body of PATCH ProfileRoutes.profile: the fields of `userPatchSchema`, and either address half as the member
 * sent it, which the service checks together with the stored other half.
 */
export type ProfilePatch = yup.InferType<typeof userPatchSchema> & {
  mailingAddress?: unknown;
  practiceLocations?: unknown;
};

/** Body of PATCH ProfileRoutes.addresses: the addresses as `addressesSchema` reads them (a blank mailing address as null). */
export type AddressesPatch = yup.InferType<typeof addressesSchema>;

/** Query of GET ProfileRoutes.search: `userSearchQuerySchema`'s parameters, the BFF having settled `filter` into `filterType`. */
export type ProfileSearchQuery = Partial<
  Pick<UserSearchQuery, 'query' | 'filterType' | 'specialty' | 'specialties' | 'affiliations' | 'sortBy' | 'page' | 'pageSize' | 'facets'>
>;

/** Body of PUT ProfileRoutes.picture. */
export interface ProfilePictureChange {
  profilePicture: string | null;
}

/** Answer of POST ProfileRoutes.views. */
export interface ProfileViewRecorded {
  /** False when the viewer had already been counted today, or is the owner. */
  counted: boolean;
}
