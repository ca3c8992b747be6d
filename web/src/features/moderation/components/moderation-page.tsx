import { useState } from 'react';
import { Button, Card, Empty, Flex, Input, List, Tag } from 'antd';
import {
  moderationActions,
  type AppealAction,
  type ModerationAction,
  type ModerationAppeal,
  type ModerationCase,
  type PhiConfirmation,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { PhiRefusalNotice } from '@/components/form/phi-refusal';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { useDecide } from '../api/decide';
import { useModerationQueue } from '../api/get-moderation-queue';
import { actionLabels, reasonLabels, targetLabels } from './moderation-labels';
import { ReportedItem } from './reported-item';

/**
 * A decision's buttons with the reason every decision needs (kept until the decision is recorded). A reason the PHI
 * guard refuses shows its findings, to be edited or confirmed for the same action.
 */
function DecisionBar<TAction extends ModerationAction | AppealAction>({
  label,
  actions,
  onDecide,
  refusal,
}: {
  label: string;
  actions: readonly TAction[];
  onDecide: (action: TAction, reason: string, phiConfirmation?: PhiConfirmation) => Promise<boolean>;
  refusal: PhiRefusalBody | null;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<TAction | null>(null);
  const decide = async (action: TAction, phiConfirmation?: PhiConfirmation) => {
    setBusy(true);
    setLast(action);
    if (await onDecide(action, reason.trim(), phiConfirmation)) setReason('');
    setBusy(false);
  };
  return (
    <Flex vertical gap={8}>
      {refusal && last && (
        <PhiRefusalNotice
          refusal={refusal}
          fieldLabels={{ reason: 'Reason' }}
          confirmLabel={`Confirm and ${actionLabels[last].toLowerCase()}`}
          onConfirm={(confirmation) => decide(last, confirmation)}
          busy={busy}
        />
      )}
      <Input.TextArea
        aria-label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={2}
        maxLength={2000}
        placeholder="Reason (shown to the member)"
      />
      <Flex gap={8} wrap>
        {actions.map((action) => (
          <Button
            key={action}
            disabled={busy || !reason.trim()}
            danger={action !== 'keep' && action !== 'reinstate' && action !== 'uphold'}
            onClick={() => void decide(action)}
          >
            {actionLabels[action]}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

function CaseCard({ kase }: { kase: ModerationCase }) {
  const [refusal, setRefusal] = useState<PhiRefusalBody | null>(null);
  const { decideCase } = useDecide(setRefusal);
  const removable = kase.targetType === 'content' || kase.targetType === 'comment';
  const actions = moderationActions.filter((action) => removable || action !== 'remove');
  return (
    <Card
      role="article"
      aria-label={`Case ${kase.id}`}
      title={
        <Flex gap={8} align="center" wrap>
          <Tag>{targetLabels[kase.targetType]}</Tag>
          <Text>
            {kase.reportCount} report{kase.reportCount === 1 ? '' : 's'}
          </Text>
          {kase.hidden && <Tag color="red">Hidden pending review</Tag>}
          {kase.heldForReview && <Tag color="volcano">Patient details confirmed by the author</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <ReportedItem item={kase.item} subject={kase.subject} subjectId={kase.subjectId} />
        <List
          size="small"
          dataSource={kase.reports}
          rowKey={(report) => report.id}
          renderItem={(report) => (
            <List.Item>
              <Text>
                <Text strong>{reasonLabels[report.reason]}</Text> by {report.reporter?.name ?? 'a member'}
                {report.details ? `: ${report.details}` : ''}
                {!report.counted && <Text type="secondary"> (new account: does not count toward hiding)</Text>}
              </Text>
            </List.Item>
          )}
        />
        <DecisionBar
          label={`Reason for case ${kase.id}`}
          actions={actions}
          refusal={refusal}
          onDecide={(action, reason, confirmation) => {
            setRefusal(null);
            return decideCase(kase.id, action, reason, confirmation);
          }}
        />
      </Flex>
    </Card>
  );
}

function AppealCard({ appeal }: { appeal: ModerationAppeal }) {
  const [refusal, setRefusal] = useState<PhiRefusalBody | null>(null);
  const { decideAppeal } = useDecide(setRefusal);
  const { decision } = appeal;
  return (
    <Card
      role="article"
      aria-label={`Appeal ${appeal.id}`}
      title={`Appeal of a ${actionLabels[decision.action].toLowerCase()} decision`}
    >
      <Flex vertical gap={12}>
        <ReportedItem item={decision.item} subject={null} subjectId={decision.subjectId} />
        <Text>
          Decided by {decision.moderator?.name ?? 'a moderator'}: {decision.reason}
        </Text>
        <Paragraph style={{ marginBottom: 0 }}>
          <Text strong>The member's statement:</Text> {appeal.statement}
        </Paragraph>
        <DecisionBar
          label={`Reason for appeal ${appeal.id}`}
          actions={['uphold', 'reinstate'] as const}
          refusal={refusal}
          onDecide={(action, reason, confirmation) => {
            setRefusal(null);
            return decideAppeal(appeal.id, action, reason, confirmation);
          }}
        />
      </Flex>
    </Card>
  );
}

/** /moderation: the open cases with the reported items in context, and the appeals of other moderators' decisions. */
export function ModerationPage() {
  const { data, isLoading, error } = useModerationQueue();
  if (isLoading) return <PageSpinner label="Loading the moderation queue" />;
  if (error || !data)
    return <Text type="danger">Failed to load the moderation queue. Please try again later.</Text>;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860, margin: '0 auto', width: '100%' }}>
      <Title level={1} style={{ fontSize: 24 }}>
        Moderation
      </Title>
      <Title level={2} style={{ fontSize: 18 }}>
        Reported ({data.cases.length})
      </Title>
      {data.cases.length === 0 && <Empty description="Nothing reported is waiting" />}
      {data.cases.map((kase) => (
        <CaseCard key={kase.id} kase={kase} />
      ))}
      <Title level={2} style={{ fontSize: 18 }}>
        Appeals ({data.appeals.length})
      </Title>
      {data.appeals.length === 0 && <Empty description="No appeal is waiting" />}
      {data.appeals.map((appeal) => (
        <AppealCard key={appeal.id} appeal={appeal} />
      ))}
    </Flex>
  );
}
