import type { MemberCard } from '@docnet/platform';

/** The parts of a member card other members see; a change of anything else (e.g. the username) is not news. */
const visibleFields = ['name', 'specialty', 'hospital', 'affiliation', 'city', 'state', 'profilePicture', 'bio', 'languagesSpoken'] as const;

const comparable = (value: unknown) => JSON.stringify(value ?? null);

/** Whether connections should hear about the new card: only a visible change of a card that existed before. */
export function changedVisibly(previous: MemberCard | undefined, next: MemberCard): boolean {
  if (!previous) return false;
  return visibleFields.some((field) => comparable(previous[field]) !== comparable(next[field]));
}
