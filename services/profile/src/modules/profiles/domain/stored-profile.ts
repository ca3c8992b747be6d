import { DEFAULT_PRIVACY_SETTINGS, type NotificationSettings, type PrivacySettings, type Statistics, type User } from '@docnet/contracts';

/** Lower-cased copies of the searched fields (kept in search entries), so search needs no case folding. */
export interface SearchKeys {
  name: string;
  /** The specialty and every word its practice specialties go by (label, specialist title, search term). */
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

/** A member's profile as the service keeps it (its document, without the outbox the database adds). */
export type StoredProfile = Omit<User, 'id' | 'createdAt' | 'isPrivate'> & {
  _id: number;
  /** Increases with every change; carried by profile.updated so projections ignore stale cards. */
  revision: number;
  /** Absent on profiles written before privacy settings existed: the defaults apply. */
  privacy?: PrivacySettings;
  /** Absent until the member first saves them: the defaults apply. */
  notificationSettings?: NotificationSettings;
  /** Increases with every change of the notification settings (carried by their event); 0 before the first. */
  notificationSettingsRevision?: number;
  /** Counters kept with `$inc`, and the last write of the tallied ones applied; absent until the first count. */
  statistics?: Partial<Statistics> & { flushed?: number };
  /** Written by versions before search entries; never read, and left out of every answer. */
  searchKeys?: SearchKeys;
  /** When identity last bound or unbound the member's NPI (ISO): older npi-bound/unbound events are ignored. */
  npiBindingAt?: string;
  /** The format of the card the latest profile.updated carried (`CARD_FORMAT`); absent on older profiles. */
  cardFormat?: number;
  createdAt: Date;
  updatedAt: Date;
};

/** What a write changes of a profile. */
export type ProfileChanges = Partial<Omit<StoredProfile, '_id' | 'revision' | 'statistics' | 'searchKeys' | 'cardFormat' | 'createdAt' | 'updatedAt'>>;

/** Stored privacy settings, with the defaults for profiles written before they existed. */
export function privacyOf(profile: Pick<StoredProfile, 'privacy'>): PrivacySettings {
  return { ...DEFAULT_PRIVACY_SETTINGS, ...profile.privacy };
}
