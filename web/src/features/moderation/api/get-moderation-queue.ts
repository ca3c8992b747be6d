import useSWR from 'swr';
import { ApiRoutes, type ModerationQueue } from '@docnet/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/moderation/queue (moderators only): the open cases and the appeals this moderator may decide. */
export function useModerationQueue() {
  return useSWR<ModerationQueue>(ApiRoutes.moderationQueue, () =>
    apiGet<ModerationQueue>(ApiRoutes.moderationQueue),
  );
}
