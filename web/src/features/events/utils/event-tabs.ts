import { ApiRoutes, type EventFilter, type EventType } from '@docnet/contracts';
import { withQuery } from '@/utils/query-string';

/** The tabs of 'Upcoming Medical Conferences'; the last two only for signed-in members. */
export const eventTabs = [
  { key: 'all', label: 'All Events', memberOnly: false },
  { key: 'in_person', label: 'In Person', memberOnly: false },
  { key: 'virtual', label: 'Virtual', memberOnly: false },
  { key: 'mine', label: 'My Events', memberOnly: true },
  { key: 'attending', label: 'Attending', memberOnly: true },
] as const;
export type EventTab = (typeof eventTabs)[number]['key'];

/** The tabs a viewer sees. */
export function visibleEventTabs(signedIn: boolean) {
  return eventTabs.filter((tab) => signedIn || !tab.memberOnly);
}

/** The server's answer to a tab: GET /api/events with `type` (In Person, Virtual) or `filter` (member tabs). */
export function eventListQuery(tab: EventTab): { type?: EventType; filter?: EventFilter } {
  switch (tab) {
    case 'all':
      return {};
    case 'in_person':
    case 'virtual':
      return { type: tab };
    case 'mine':
    case 'attending':
      return { filter: tab };
  }
}

/** The swr key (and URL) of a tab's list. */
export function eventListKey(tab: EventTab): string {
  return withQuery(ApiRoutes.events, eventListQuery(tab));
}

/** Events on or after `today` (YYYY-MM-DD), for the home card's 'Upcoming Medical Events'. */
export function upcomingEvents<T extends { date: string }>(events: readonly T[], today: string): T[] {
  return events.filter((event) => event.date >= today);
}

/**
 * The events screen's two lists: upcoming events (on or after `today`, YYYY-MM-DD) soonest first, and past
 * events apart, most recent first. The server answers in this order already; sorting again keeps the
 * screen right for any answer (a list with a just-created event, a cache that crossed midnight).
 */
export function eventsByTime<T extends { date: string; time?: string | null }>(
  events: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const when = (event: T) => `${event.date} ${event.time ?? ''}`;
  const soonestFirst = [...events].sort((a, b) => when(a).localeCompare(when(b)));
  return {
    upcoming: soonestFirst.filter((event) => event.date >= today),
    past: soonestFirst.filter((event) => event.date < today).reverse(),
  };
}
