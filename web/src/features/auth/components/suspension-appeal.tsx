import { useState } from 'react';
import { Alert, Flex } from 'antd';
import type { PhiConfirmation, PhiRefusalBody, SuspendedBody } from '@docnet/contracts';
import { AppealStatementForm } from '@/components/form/appeal-statement-form';
import { serverMessage } from '@/lib/api-client';
import { phiRefusalOf } from '@/lib/phi-findings';
import { appealSuspension } from '../api/suspension-appeal';

type Outcome = { type: 'success' | 'error'; message: string };

/**
 * On the sign-in screen, after a right password on a suspended account: the moderator's reason and the appeal of the
 * suspension, sent signed out with the token of that answer. The outcome (filed, already appealed, form expired)
 * stays on screen in the server's words.
 */
export function SuspensionAppeal({ suspension }: { suspension: SuspendedBody }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = async (statement: string, phiConfirmation?: PhiConfirmation): Promise<PhiRefusalBody | null> => {
    setOutcome(null);
    try {
      await appealSuspension(suspension.appealToken, statement, phiConfirmation);
      setOutcome({ type: 'success', message: 'Appeal sent. Another moderator will review your suspension.' });
      return null;
    } catch (error) {
      const refusal = phiRefusalOf(error);
      if (!refusal) setOutcome({ type: 'error', message: serverMessage(error) ?? 'The appeal was not sent. Please try again.' });
      return refusal;
    }
  };
  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }} role="region" aria-label="Account suspended">
      <Alert type="error" showIcon message="Account suspended" description={suspension.message} />
      {outcome?.type === 'success' ? (
        <Alert type="success" showIcon role="status" message={outcome.message} />
      ) : (
        <>
          {outcome && <Alert type="error" showIcon role="alert" message={outcome.message} />}
          <AppealStatementForm heading="Appeal this suspension" send={send} />
        </>
      )}
    </Flex>
  );
}
