import { useSWRConfig } from 'swr';
import {
  ApiRoutes,
  type AppealAction,
  type ModerationAction,
  type ModerationDecision,
} from '@docnet/contracts';
import { apiPost, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * POST /api/moderation/cases/{id}/decisions and /api/moderation/appeals/{id}/decisions: the queue is read
 * again afterwards (the decided case or appeal leaves it); a refusal says why in a toast.
 */
export function useDecide() {
  const { mutate } = useSWRConfig();

  async function decide(
    url: string,
    action: ModerationAction | AppealAction,
    reason: string,
  ): Promise<boolean> {
    try {
      await apiPost<ModerationDecision>(url, { action, reason });
      toast({
        title: 'Decision recorded',
        description: 'The member concerned is notified with your reason.',
      });
      return true;
    } catch (error) {
      toast({
        title: 'Decision not recorded',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return false;
    } finally {
      void mutate(ApiRoutes.moderationQueue);
    }
  }

  return {
    decideCase: (caseId: number, action: ModerationAction, reason: string) =>
      decide(ApiRoutes.moderationCaseDecisions(caseId), action, reason),
    decideAppeal: (appealId: number, action: AppealAction, reason: string) =>
      decide(ApiRoutes.moderationAppealDecisions(appealId), action, reason),
  };
}
