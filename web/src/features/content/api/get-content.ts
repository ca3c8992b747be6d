import useSWR from 'swr';
import { ApiRoutes, type Content } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/contents/{id}, cached under its path; the server counts a view. */
export const contentKey = (id: number | string) => ApiRoutes.contentById(id);

export function isValidContentId(id: string | undefined): id is string {
  return !!id && /^\d+$/.test(id) && Number(id) > 0;
}

export function useContent(id: string | undefined) {
  return useSWR<Content>(isValidContentId(id) ? contentKey(id) : null, () =>
    apiGet<Content>(contentKey(id as string)),
  );
}
