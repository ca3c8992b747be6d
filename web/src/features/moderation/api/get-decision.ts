import useSWR from 'swr';
import {
  ApiRoutes,
  type ModerationAppeal,
  type ModerationDecision,
  type PhiConfirmation,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { apiGet, apiPost, serverMessage } from '@/lib/api-client';
import { phiRefusalOf } from '@/lib/phi-findings';
import { toast } from '@/lib/toast';

/** GET /api/moderation/decisions/{id}: a decision, as its member (moderator unnamed) or a moderator reads it. */
export function useDecision(id: string | undefined) {
  const valid = !!id && /^\d+$/.test(id);
  return useSWR<ModerationDecision>(valid ? ApiRoutes.moderationDecisionById(id) : null, () =>
    apiGet<ModerationDecision>(ApiRoutes.moderationDecisionById(id as string)),
  );
}

/**
 * POST /api/moderation/decisions/{id}/appeals {statement}: once; the decision is read again (no longer appealable). A
 * statement the PHI guard refuses is answered (no toast), to be edited or sent again with a confirmation.
 */
export function useAppeal(decisionId: number) {
  const { mutate } = useDecision(String(decisionId));

  return async function appeal(statement: string, phiConfirmation?: PhiConfirmation): Promise<PhiRefusalBody | null> {
    try {
      await apiPost<ModerationAppeal>(ApiRoutes.moderationAppeals(decisionId), { statement, ...(phiConfirmation && { phiConfirmation }) });
      toast({ title: 'Appeal sent', description: 'Another moderator will review the decision.' });
      return null;
    } catch (error) {
      const refusal = phiRefusalOf(error);
      if (refusal) return refusal;
      toast({
        title: 'Appeal not sent',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return null;
    } finally {
      void mutate();
    }
  };
}
