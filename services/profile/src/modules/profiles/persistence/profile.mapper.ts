import { DEFAULT_NOTIFICATION_SETTINGS, shownPlaceOf, type DataOf, type NotificationSettings, type ProfileUpdatedV1, type Statistics } from '@docnet/contracts';
import { privacyOf, type StoredProfile } from '../domain/stored-profile';

type MemberCard = DataOf<typeof ProfileUpdatedV1>['card'];

/** Stored notification settings, else the defaults. */
export function notificationSettingsOf(document: Pick<StoredProfile, 'notificationSettings'>): NotificationSettings {
  const stored = document.notificationSettings;
  if (!stored) return { ...DEFAULT_NOTIFICATION_SETTINGS, notifications: { ...DEFAULT_NOTIFICATION_SETTINGS.notifications } };
  return {
    emailEnabled: stored.emailEnabled,
    digestMode: stored.digestMode,
    digestFrequency: stored.digestFrequency,
    notifications: { ...DEFAULT_NOTIFICATION_SETTINGS.notifications, ...stored.notifications },
  };
}

export function statisticsOf(document: Pick<StoredProfile, 'statistics'>): Statistics {
  return {
    profileViews: document.statistics?.profileViews ?? 0,
    articleViews: document.statistics?.articleViews ?? 0,
    searchAppearances: document.statistics?.searchAppearances ?? 0,
  };
}

/**
 * What a profile's latest profile.updated carries: 2 since cards carry the privacy switches, 3 since an empty
 * city, state and ZIP take the primary practice location's. Profiles recorded with an older card whose card
 * differs (non-default privacy, or only practice locations) are republished at start (PrivacyCardsBackfill).
 */
export const CARD_FORMAT = 3;

/**
 * The public card other services keep (profile.updated), as others may see it (member-view.ts): location
 * only when the profile is public and shares it, bio and languages only when public; with the switches
 * that decide where it may be listed. Its city and state are those the profile shows: the member's own, else their
 * primary practice location's, so a member who filled in only where they practise is found and listed there.
 */
export function toMemberCard(
  profile: Pick<StoredProfile, '_id' | 'name' | 'username' | 'specialty' | 'hospital' | 'affiliation' | 'city' | 'state' | 'profilePicture' | 'privacy'> &
    Partial<Pick<StoredProfile, 'bio' | 'languagesSpoken' | 'npiVerified' | 'zipcode' | 'practiceLocations'>>,
): MemberCard {
  const { locationSharing, publicProfile, searchVisibility } = privacyOf(profile);
  const sharesLocation = publicProfile && locationSharing;
  const place = shownPlaceOf(profile);
  return {
    id: profile._id,
    name: profile.name,
    username: profile.username,
    specialty: profile.specialty,
    hospital: profile.hospital,
    affiliation: profile.affiliation,
    city: sharesLocation ? place.city : null,
    state: sharesLocation ? place.state : null,
    profilePicture: profile.profilePicture,
    bio: publicProfile ? (profile.bio ?? null) : null,
    languagesSpoken: publicProfile ? [...(profile.languagesSpoken ?? [])] : [],
    publicProfile,
    searchVisibility,
    npiVerified: profile.npiVerified ?? false,
  };
}
