import useSWR from 'swr';
import { ApiRoutes, type MedicalEvent } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/events/{id}: one event, for /events/{id}; only for a numeric id. */
export function useEvent(id: string | undefined) {
  const valid = !!id && /^\d+$/.test(id);
  return useSWR<MedicalEvent>(valid ? ApiRoutes.eventById(id) : null, (key: string) => apiGet<MedicalEvent>(key));
}
