import useSWR from 'swr';
import { ApiRoutes, type Statistics } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** The statistics card's figures, counted by the server. */
export const statisticsKey = (id: number | string) => ApiRoutes.userStatistics(id);

export function useStatistics(id: number | undefined) {
  return useSWR<Statistics>(id ? statisticsKey(id) : null, () => apiGet<Statistics>(statisticsKey(id as number)));
}
