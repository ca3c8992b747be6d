import { useState } from 'react';
import { Button, Card, Flex, Input } from 'antd';
import type { PhiConfirmation, PhiRefusalBody } from '@docnet/contracts';
import { PhiRefusalNotice } from '@/components/form/phi-refusal';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAppeal, useDecision } from '../api/get-decision';
import { actionLabels, targetLabels } from './moderation-labels';
import { ReportedItem } from './reported-item';

/** The appeal form: one statement, sent once; a statement that may identify a patient shows the PHI guard's findings. */
function AppealForm({ decisionId }: { decisionId: number }) {
  const [refusal, setRefusal] = useState<PhiRefusalBody | null>(null);
  const appeal = useAppeal(decisionId, setRefusal);
  const [statement, setStatement] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (phiConfirmation?: PhiConfirmation) => {
    setBusy(true);
    setRefusal(null);
    await appeal(statement.trim(), phiConfirmation);
    setBusy(false);
  };
  return (
    <Flex vertical gap={8}>
      <Text strong>Appeal this decision (once)</Text>
      {refusal && (
        <PhiRefusalNotice refusal={refusal} fieldLabels={{ statement: 'Statement' }} onConfirm={send} confirmLabel="Confirm and send appeal" busy={busy} />
      )}
      <Input.TextArea
        aria-label="Your statement"
        value={statement}
        onChange={(event) => setStatement(event.target.value)}
        rows={4}
        maxLength={2000}
      />
      <Flex justify="flex-end">
        <Button type="primary" disabled={!statement.trim()} loading={busy} onClick={() => void send()}>
          Send appeal
        </Button>
      </Flex>
    </Flex>
  );
}

/** /moderation/decisions/:id: a decision with its reason, as the member concerned reads it, and their appeal. */
export function DecisionPage({ id }: { id: string | undefined }) {
  const { data: decision, isLoading, error } = useDecision(id);
  if (isLoading) return <PageSpinner label="Loading the decision" />;
  if (error || !decision) return <Text type="danger">This decision cannot be shown.</Text>;
  return (
    <Card style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <Flex vertical gap={12}>
        <Title level={1} style={{ fontSize: 22 }}>
          Moderation decision: {actionLabels[decision.action]}
        </Title>
        <Text type="secondary">
          {targetLabels[decision.targetType]} · {new Date(decision.decidedAt).toLocaleString()}
        </Text>
        <Paragraph>
          <Text strong>Reason:</Text> {decision.reason}
        </Paragraph>
        {decision.item && <ReportedItem item={decision.item} subject={null} subjectId={decision.subjectId} />}
        {decision.appealable ? (
          <AppealForm decisionId={decision.id} />
        ) : (
          <Text type="secondary">This decision cannot be appealed (any more).</Text>
        )}
      </Flex>
    </Card>
  );
}
