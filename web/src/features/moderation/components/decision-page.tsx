import { Card, Flex } from 'antd';
import { AppealStatementForm } from '@/components/form/appeal-statement-form';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { PageSpinner } from '@/components/ui/page-spinner';
import { formatLongDate } from '@/utils/format';
import { useAppeal, useDecision } from '../api/get-decision';
import { actionLabels, targetLabels } from './moderation-labels';
import { ReportedItem } from './reported-item';

/** The decision's appeal: once; a statement that may identify a patient shows the PHI guard's findings. */
function AppealForm({ decisionId }: { decisionId: number }) {
  const appeal = useAppeal(decisionId);
  return <AppealStatementForm heading="Appeal this decision (once)" send={appeal} />;
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
          <>
            {decision.appealableUntil && (
              <Text>
                You can appeal until {formatLongDate(decision.appealableUntil)}; after that the decision is final
                {decision.targetType === 'content' ? ' and the files of the removed post are deleted.' : '.'}
              </Text>
            )}
            <AppealForm decisionId={decision.id} />
          </>
        ) : (
          <Text type="secondary">This decision cannot be appealed (any more).</Text>
        )}
      </Flex>
    </Card>
  );
}
