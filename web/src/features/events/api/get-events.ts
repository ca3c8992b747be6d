import useSWR from 'swr';
import type { MedicalEvent } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';
import { eventListKey, type EventTab } from '../utils/event-tabs';

/** On an error or a non-OK answer the list is empty. */
async function getEventsOrEmpty(key: string): Promise<MedicalEvent[]> {
  try {
    const events = await apiGet<MedicalEvent[] | null>(key);
    return Array.isArray(events) ? events : [];
  } catch {
    return [];
  }
}

/** GET /api/events (upcoming first, soonest first), for a tab of the events screen; all events by default. */
export function useEvents(tab: EventTab = 'all') {
  return useSWR<MedicalEvent[]>(eventListKey(tab), getEventsOrEmpty);
}
