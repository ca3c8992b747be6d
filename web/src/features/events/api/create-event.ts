import { useSWRConfig } from 'swr';
import { ApiRoutes, type EventInput, type MedicalEvent } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';
import { isListKey } from '@/utils/query-string';

/** POST /api/events; on success every cached event list is refreshed. */
export function useCreateEvent() {
  const { mutate } = useSWRConfig();
  return async (input: EventInput): Promise<MedicalEvent> => {
    const created = await apiPost<MedicalEvent>(ApiRoutes.events, input);
    await mutate((key) => isListKey(key, ApiRoutes.events));
    return created;
  };
}
