import type { EventDefinition } from './define-event';
import { UserRegisteredV1 } from './identity/user-registered.v1';
import { ProfileUpdatedV1 } from './profile/profile-updated.v1';

export * from './define-event';
export { UserRegisteredV1 } from './identity/user-registered.v1';
export { ProfileUpdatedV1, memberCardSchema } from './profile/profile-updated.v1';

/** Every event type and version the system knows; producers and consumers validate against it. */
export const eventCatalog: readonly EventDefinition<string, object>[] = [
  UserRegisteredV1,
  ProfileUpdatedV1,
];

/** Every version of one event type, oldest first. */
export function eventDefinitionsOf(type: string): EventDefinition<string, object>[] {
  return eventCatalog.filter((definition) => definition.type === type);
}

export function findEventDefinition(type: string, version: number): EventDefinition<string, object> | undefined {
  return eventCatalog.find((definition) => definition.type === type && definition.version === version);
}
