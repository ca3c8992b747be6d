import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Empty, Flex, List, Progress, Tag, Typography } from 'antd';
import {
  ApiRoutes,
  US_STATES,
  walletCreditTypeLabels,
  walletProfessionLabels,
  type LicenceCompliance,
  type RequirementStatus,
  type WalletCredit,
  type WalletDueItem,
  type WalletLicence,
} from '@docnet/contracts';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useCmeWallet, useCompletedListing } from '../api/get-wallet';
import { creditFromListing } from '../utils/credit-from-listing';
import { AllocationDialog } from './allocation-dialog';
import { CreditDialog, type CreditFormValues } from './credit-dialog';
import { LicenceDialog } from './licence-dialog';

const { Title, Text, Paragraph } = Typography;

/** 31 Mar 2027, as a member reads a deadline. */
export function formatDue(day: string | null): string {
  if (!day) return '';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

const hours = (value: number) => `${Number(value.toFixed(2))} h`;

/** 'Texas: 2 h Medical ethics due by 31 Mar 2027'. */
export function dueLine(item: WalletDueItem): string {
  return `${item.scope}: ${hours(item.owed)} ${item.label}${item.dueBy ? ` due by ${formatDue(item.dueBy)}` : ''}`;
}

function percent(requirement: RequirementStatus): number {
  if (requirement.required <= 0) return 100;
  return Math.min(100, Math.round((requirement.counted / requirement.required) * 100));
}

function RequirementRow({ requirement }: { requirement: RequirementStatus }) {
  return (
    <div style={{ padding: '6px 0' }}>
      <Flex justify="space-between" gap={8} wrap>
        <Text strong>{requirement.label}</Text>
        {/* Plain text: antd's warning and success colours fall short of 4.5:1 on white; the bar carries the colour. */}
        <Text>
          {requirement.met ? 'Met' : `${hours(requirement.owed)} owed${requirement.dueBy ? ` by ${formatDue(requirement.dueBy)}` : ''}`}
        </Text>
      </Flex>
      <Progress percent={percent(requirement)} status={requirement.met ? 'success' : 'active'} showInfo={false} aria-label={`${requirement.label}: ${hours(requirement.counted)} of ${hours(requirement.required)}`} />
      <details>
        <summary>Why</summary>
        <Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {requirement.why}
          {requirement.conflict && <> Sources disagree: {requirement.conflict}</>}
        </Paragraph>
      </details>
    </div>
  );
}

function LicenceCard({ licence, compliance, onEdit }: { licence: WalletLicence; compliance: LicenceCompliance | undefined; onEdit: () => void }) {
  const stateName = US_STATES[licence.state] ?? licence.state;
  const applying = compliance?.requirements.filter((requirement) => requirement.applies && requirement.kind !== 'cap' && requirement.kind !== 'content') ?? [];
  return (
    <Card
      title={`${stateName} · ${walletProfessionLabels[licence.profession]}`}
      extra={<Button onClick={onEdit} aria-label={`Edit the ${stateName} licence`}>Edit</Button>}
      role="region"
      aria-label={`${stateName} licence`}
    >
      <Text type="secondary">
        Licence {licence.number} · expires {formatDue(licence.expiryDate)}
      </Text>
      {!compliance || compliance.note ? (
        <Alert type="info" showIcon message={compliance?.note ?? 'Not evaluated yet'} style={{ marginTop: 12 }} />
      ) : (
        <>
          <Flex gap={8} wrap style={{ margin: '8px 0' }}>
            <Tag color={compliance.compliant ? 'green' : 'orange'}>{compliance.compliant ? 'All requirements met' : 'Requirements open'}</Tag>
            <Tag>
              Cycle {formatDue(compliance.cycleStart)} – {formatDue(compliance.cycleEnd)}
            </Tag>
            {compliance.carryForwardOut > 0 && <Tag color="blue">{hours(compliance.carryForwardOut)} carry forward</Tag>}
          </Flex>
          {applying.map((requirement) => (
            <RequirementRow key={requirement.id} requirement={requirement} />
          ))}
          {compliance.excluded.length > 0 && (
            <details>
              <summary>Credits not counted here ({compliance.excluded.length})</summary>
              <ul>
                {compliance.excluded.map((entry) => (
                  <li key={`${entry.creditId}-${entry.reason}`}>{entry.reason}</li>
                ))}
              </ul>
            </details>
          )}
          <Text type="secondary" style={{ fontSize: 12 }}>
            {compliance.board}, rules {compliance.ruleSetVersion}, verified {formatDue(compliance.verifiedAt)}
          </Text>
          <div style={{ marginTop: 8 }}>
            {/* A download, not a page of the app: the BFF answers the PDF as an attachment. */}
            <Button href={ApiRoutes.cmeWalletTranscript(licence.id)} download aria-label={`Download transcript (PDF): ${stateName}`}>
              Download transcript (PDF)
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

function CreditRow({ credit, onEdit, onAllocate }: { credit: WalletCredit; onEdit: () => void; onAllocate: () => void }) {
  return (
    <List.Item
      actions={[
        <Button key="allocate" onClick={onAllocate} aria-label={`Where it counts: ${credit.title}`}>
          Where it counts
        </Button>,
        <Button key="edit" onClick={onEdit} aria-label={`Edit ${credit.title}`}>
          Edit
        </Button>,
      ]}
    >
      <List.Item.Meta
        title={credit.title}
        description={
          <>
            {`${hours(credit.amount)} · ${walletCreditTypeLabels[credit.creditType]} · ${credit.provider} · ${formatDue(credit.completedOn)}`}
            {credit.allocations.length > 0 && <Tag style={{ marginLeft: 8 }}>Allocated by you</Tag>}
          </>
        }
      />
    </List.Item>
  );
}

type Dialog = { kind: 'licence'; licence?: WalletLicence } | { kind: 'credit'; credit?: WalletCredit; draft?: CreditFormValues } | { kind: 'allocation'; credit: WalletCredit } | null;

/**
 * /resources/cme-wallet: the member's licences with their current cycle's progress, what is due next across them and
 * the DEA, and the credits recorded; phone first (one column).
 */
export function WalletPage() {
  const { data: wallet, isLoading, error } = useCmeWallet();
  const [dialog, setDialog] = useState<Dialog>(null);
  // ?completed=<listing>: a CME listing marked completed opens the credit form filled from it, once.
  const [params, setParams] = useSearchParams();
  const completedId = /^[1-9]\d{0,9}$/.test(params.get('completed') ?? '') ? Number(params.get('completed')) : null;
  const { data: completed, error: completedError } = useCompletedListing(completedId);
  useEffect(() => {
    if (!completed) return;
    setDialog({ kind: 'credit', draft: creditFromListing(completed, new Date().toISOString().slice(0, 10)) });
    setParams({}, { replace: true });
  }, [completed, setParams]);
  if (isLoading) return <PageSpinner label="Loading your CME wallet" />;
  if (error || !wallet) return <Alert type="error" showIcon message="Your CME wallet could not be loaded. Reload the page to try again." />;
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <Title level={2}>CME Wallet</Title>
      {completedError && <Alert type="warning" showIcon message="That CME listing could not be found; add the credit from its certificate instead." style={{ marginBottom: 16 }} />}
      <Paragraph type="secondary">Your licences, what each board still asks of you this cycle, and the credits you earned. Only you can see it.</Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setDialog({ kind: 'licence' })}>
          Add licence
        </Button>
        <Button onClick={() => setDialog({ kind: 'credit' })}>Add credit</Button>
        <LinkButton to={paths.cme.getHref()}>Find CME opportunities</LinkButton>
      </Flex>

      <Card title="Due next" style={{ marginBottom: 16 }}>
        {wallet.due.length === 0 ? (
          <Text>{wallet.licences.length === 0 ? 'Add a licence to see what its board asks of you.' : 'Nothing is due: every requirement is met.'}</Text>
        ) : (
          <ul aria-label="Due next" style={{ paddingLeft: 18, margin: 0 }}>
            {wallet.due.map((item) => (
              <li key={`${item.licenceId ?? 'federal'}-${item.requirementId}`}>{dueLine(item)}</li>
            ))}
          </ul>
        )}
      </Card>

      {wallet.federal.some((requirement) => requirement.applies) && (
        <Card title="Federal (DEA)" style={{ marginBottom: 16 }}>
          {wallet.federal.filter((requirement) => requirement.applies).map((requirement) => (
            <RequirementRow key={requirement.id} requirement={requirement} />
          ))}
        </Card>
      )}

      <Flex vertical gap={16} style={{ marginBottom: 16 }}>
        {wallet.licences.map((licence) => (
          <LicenceCard key={licence.id} licence={licence} compliance={wallet.compliance.find((entry) => entry.licenceId === licence.id)} onEdit={() => setDialog({ kind: 'licence', licence })} />
        ))}
      </Flex>

      <Card title="Credits">
        {wallet.credits.length === 0 ? (
          <Empty description="No credits yet: add one from a certificate." />
        ) : (
          <List dataSource={wallet.credits} rowKey="id" renderItem={(credit) => <CreditRow credit={credit} onEdit={() => setDialog({ kind: 'credit', credit })} onAllocate={() => setDialog({ kind: 'allocation', credit })} />} />
        )}
      </Card>

      {dialog?.kind === 'licence' && <LicenceDialog key={dialog.licence?.id ?? 'new'} licence={dialog.licence} open onClose={() => setDialog(null)} />}
      {dialog?.kind === 'credit' && <CreditDialog key={dialog.credit?.id ?? dialog.draft?.cmeOpportunityId ?? 'new'} credit={dialog.credit} draft={dialog.draft} open onClose={() => setDialog(null)} />}
      {dialog?.kind === 'allocation' && <AllocationDialog key={dialog.credit.id} credit={dialog.credit} wallet={wallet} open onClose={() => setDialog(null)} />}
    </div>
  );
}
