import { useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { APPEAL_STATEMENT_MAX, type PhiConfirmation, type PhiRefusalBody } from '@docnet/contracts';
import { Text } from '@/components/ui/typography';
import { PhiRefusalNotice } from './phi-refusal';

/**
 * The statement of an appeal (a moderation decision's, or a suspension's from the sign-in screen): one statement,
 * sent once; `send` answers the PHI guard's refusal, if any, which shows its findings to be edited or confirmed.
 */
export function AppealStatementForm({
  heading,
  send,
}: {
  heading: string;
  send: (statement: string, phiConfirmation?: PhiConfirmation) => Promise<PhiRefusalBody | null>;
}) {
  const [refusal, setRefusal] = useState<PhiRefusalBody | null>(null);
  const [statement, setStatement] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (phiConfirmation?: PhiConfirmation) => {
    setBusy(true);
    setRefusal(null);
    try {
      setRefusal(await send(statement.trim(), phiConfirmation));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Text strong>{heading}</Text>
      {refusal && (
        <PhiRefusalNotice refusal={refusal} fieldLabels={{ statement: 'Statement' }} onConfirm={submit} confirmLabel="Confirm and send appeal" busy={busy} />
      )}
      <Input.TextArea
        aria-label="Your statement"
        value={statement}
        onChange={(event) => setStatement(event.target.value)}
        rows={4}
        maxLength={APPEAL_STATEMENT_MAX}
        showCount
      />
      <Flex justify="flex-end">
        <Button type="primary" disabled={!statement.trim()} loading={busy} onClick={() => void submit()}>
          Send appeal
        </Button>
      </Flex>
    </Flex>
  );
}
