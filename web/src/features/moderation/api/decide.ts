import { useSWRConfig } from 'swr';
import {
  ApiRoutes,
  type AppealAction,
  type ModerationAction,
  type ModerationDecision,
  type PhiConfirmation,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { apiPost, serverMessage } from '@/lib/api-client';
import { phiRefusalOf } from '@/lib/phi-findings';
import { toast } from '@/lib/toast';

/**
 * POST /api/moderation/cases/{id}/decisions and /api/moderation/appeals/{id}/decisions: the queue is read
 * again afterwards (the decided case or appeal leaves it); a refusal says why in a toast, except the PHI guard's,
 * which goes to `onPhiRefusal` for the reason to be edited or confirmed.
 */
export function useDecide(onPhiRefusal: (refusal: PhiRefusalBody) => void) {
  const { mutate } = useSWRConfig();

  async function decide(
    url: string,
    action: ModerationAction | AppealAction,
    reason: string,
    phiConfirmation?: PhiConfirmation,
  ): Promise<boolean> {
    try {
      await apiPost<ModerationDecision>(url, { action, reason, ...(phiConfirmation && { phiConfirmation }) });
      toast({
        title: 'Decision recorded',
        description: 'The member concerned is notified with your reason.',
      });
      return true;
    } catch (error) {
      const refusal = phiRefusalOf(error);
      if (refusal) {
        onPhiRefusal(refusal);
        return false;
      }
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
    decideCase: (caseId: number, action: ModerationAction, reason: string, phiConfirmation?: PhiConfirmation) =>
      decide(ApiRoutes.moderationCaseDecisions(caseId), action, reason, phiConfirmation),
    decideAppeal: (appealId: number, action: AppealAction, reason: string, phiConfirmation?: PhiConfirmation) =>
      decide(ApiRoutes.moderationAppealDecisions(appealId), action, reason, phiConfirmation),
  };
}
