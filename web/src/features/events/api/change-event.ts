import { useSWRConfig } from 'swr';
import { ApiRoutes, type EventInput, type MedicalEvent } from '@docnet/contracts';
import { apiDelete, apiPut } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/** PUT /api/events/{id} (the organizer's edit); the event and every cached event list are refreshed. */
export function useUpdateEvent(id: number) {
  const { mutate } = useSWRConfig();
  return async (input: EventInput): Promise<MedicalEvent> => {
    const updated = await apiPut<MedicalEvent>(ApiRoutes.eventById(id), input);
    await mutate(ApiRoutes.eventById(id), updated, { revalidate: false });
    await mutate((key) => isListKey(key, ApiRoutes.events));
    return updated;
  };
}

/** DELETE /api/events/{id} (the organizer only); every cached event list is refreshed. */
export function useDeleteEvent() {
  const { mutate } = useSWRConfig();
  return async (id: number): Promise<void> => {
    await apiDelete<unknown>(ApiRoutes.eventById(id));
    await mutate((key) => isListKey(key, ApiRoutes.events));
  };
}
