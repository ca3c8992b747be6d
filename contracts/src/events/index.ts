import { ContentViewedV1 } from './content/content-viewed.v1';
import type { EventDefinition } from './define-event';
import { UserEmailVerifiedV1 } from './identity/user-email-verified.v1';
import { UserPasswordChangedV1 } from './identity/user-password-changed.v1';
import { UserPhoneVerifiedV1 } from './identity/user-phone-verified.v1';
import { UserRegisteredV1 } from './identity/user-registered.v1';
import { ProfileUpdatedV1 } from './profile/profile-updated.v1';

export * from './define-event';
export { UserEmailVerifiedV1 } from './identity/user-email-verified.v1';
export { UserPasswordChangedV1 } from './identity/user-password-changed.v1';
export { UserPhoneVerifiedV1 } from './identity/user-phone-verified.v1';
export { UserRegisteredV1 } from './identity/user-registered.v1';
export { ProfileUpdatedV1, memberCardSchema } from './profile/profile-updated.v1';
export { ContentViewedV1 } from './content/content-viewed.v1';

/** Every event type and version the system knows; producers and consumers validate against it. */
export const eventCatalog: readonly EventDefinition<string, object>[] = [
  UserRegisteredV1,
  UserEmailVerifiedV1,
  UserPhoneVerifiedV1,
  UserPasswordChangedV1,
  ProfileUpdatedV1,
  ContentViewedV1,
];

/** Every version of one event type, oldest first. */
export function eventDefinitionsOf(type: string): EventDefinition<string, object>[] {
  return eventCatalog.filter((definition) => definition.type === type);
}

export function findEventDefinition(type: string, version: number): EventDefinition<string, object> | undefined {
  return eventCatalog.find((definition) => definition.type === type && definition.version === version);
}
