import { useSWRConfig } from 'swr';
import { ApiRoutes, type EventMark, type MedicalEvent } from '@docnet/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/**
 * PUT /api/events/{id}/mark {mark} sets the member's 'Interested' or 'Going' mark, DELETE removes it; both
 * answer the event. The answer replaces the event in every cached list and its detail at once, then the
 * lists are refetched (the 'Attending' tab gains or loses it).
 */
export function useMarkEvent() {
  const { mutate } = useSWRConfig();
  return async (eventId: number, mark: EventMark | null): Promise<MedicalEvent> => {
    const url = ApiRoutes.eventMark(eventId);
    const answer = mark ? await apiPut<MedicalEvent>(url, { mark }) : await apiDelete<MedicalEvent>(url);
    await mutate<MedicalEvent>(ApiRoutes.eventById(eventId), answer, { revalidate: false });
    await mutate<MedicalEvent[]>(
      (key) => isListKey(key, ApiRoutes.events),
      (events) => events?.map((event) => (event.id === answer.id ? answer : event)),
      { revalidate: true },
    );
    return answer;
  };
}
