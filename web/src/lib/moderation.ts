import useSWR from 'swr';
import { ApiRoutes, type ModerationAccess } from '@docnet/contracts';
import { apiGet } from './api-client';

/** Whether the signed-in member moderates: the account menu's link and the /moderation page ask it. */
export function useModeratorAccess(signedIn: boolean) {
  const { data, isLoading } = useSWR<ModerationAccess>(signedIn ? ApiRoutes.moderationAccess : null, () =>
    apiGet<ModerationAccess>(ApiRoutes.moderationAccess),
  );
  return { moderator: data?.moderator ?? false, loading: isLoading };
}
