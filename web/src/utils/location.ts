import { shownPlaceOf, type Address } from '@docnet/contracts';

/** Where a member is: the legacy city/state/zipcode fields of the User record, else their primary practice location. */
export interface LocationFields {
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  practiceLocations?: readonly Address[] | null;
}

export const NO_LOCATION = 'Location not specified';

const filled = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

/** City, state and zipcode joined by commas, or 'Location not specified'. */
export function profileLocationText(user: LocationFields): string {
  const { city, state, zipcode } = shownPlaceOf(user);
  const parts = [city, state, zipcode].filter(filled).map((part) => part.trim());
  return parts.length ? parts.join(', ') : NO_LOCATION;
}

/** Search result: 'city, state zipcode', or 'Location not specified'. */
export function searchLocationText(user: LocationFields): string {
  const { city, state, zipcode } = shownPlaceOf(user);
  const region = [state, zipcode].filter(filled).map((part) => part.trim()).join(' ');
  const parts = [city?.trim(), region].filter(filled);
  return parts.length ? parts.join(', ') : NO_LOCATION;
}
