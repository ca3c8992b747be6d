import { useState } from 'react';
import { Alert, InputNumber, Modal, Select, Typography } from 'antd';
import { US_STATES, type CmeWallet, type CreditAllocation, type WalletCredit } from '@docnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWalletWrites } from '../api/save-wallet';

const { Paragraph, Text } = Typography;

type Choice = 'automatic' | 'first' | 'never';

/** One topic requirement the credit could be allocated to: a licence's or a federal one. */
interface Target {
  key: string;
  licenceId: number | null;
  requirementId: string;
  label: string;
}

const keyOf = (licenceId: number | null, requirementId: string) => `${licenceId ?? 'federal'}/${requirementId}`;

/** The topic requirements that apply this cycle, licence by licence, then the federal ones. */
function targetsOf(wallet: CmeWallet): Target[] {
  const licences = wallet.compliance.flatMap((licence) =>
    licence.requirements
      .filter((requirement) => requirement.kind === 'topic' && requirement.applies)
      .map((requirement) => ({ key: keyOf(licence.licenceId, requirement.id), licenceId: licence.licenceId, requirementId: requirement.id, label: `${US_STATES[licence.state] ?? licence.state}: ${requirement.label}` })),
  );
  const federal = wallet.federal
    .filter((requirement) => requirement.applies)
    .map((requirement) => ({ key: keyOf(null, requirement.id), licenceId: null, requirementId: requirement.id, label: `Federal (DEA): ${requirement.label}` }));
  return [...licences, ...federal];
}

const choiceOptions = [
  { value: 'automatic', label: 'Automatic' },
  { value: 'first', label: 'Count these hours first' },
  { value: 'never', label: 'Never count it here' },
];

/**
 * 'Where it counts': the member's own allocation of one credit to the topic requirements of their licences, where the
 * automatic one guesses (a longer course with one hour of ethics, a course that did not cover what its tags say).
 */
export function AllocationDialog({ credit, wallet, open, onClose }: { credit: WalletCredit; wallet: CmeWallet; open: boolean; onClose: () => void }) {
  const writes = useWalletWrites();
  const targets = targetsOf(wallet);
  const [chosen, setChosen] = useState<Record<string, { choice: Choice; hours: number }>>(() =>
    Object.fromEntries(credit.allocations.map((allocation) => [keyOf(allocation.licenceId, allocation.requirementId), { choice: allocation.hours > 0 ? 'first' : 'never', hours: allocation.hours }])),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const allocations: CreditAllocation[] = targets.flatMap((target) => {
      const entry = chosen[target.key];
      if (!entry || entry.choice === 'automatic') return [];
      return [{ licenceId: target.licenceId, requirementId: target.requirementId, hours: entry.choice === 'never' ? 0 : entry.hours }];
    });
    setSaving(true);
    setError(null);
    try {
      await writes.allocateCredit(credit.id, { allocations });
      toast({ title: 'Allocation saved', description: credit.title });
      onClose();
    } catch (cause) {
      setError(serverMessage(cause) ?? 'The allocation could not be saved. Try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={`Where "${credit.title}" counts`} okText="Save allocation" onOk={save} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Paragraph type="secondary">
        Each credit counts toward every requirement it can. Choose where its hours count first, or where it must not count; the board's rules on providers, formats and dates still apply.
      </Paragraph>
      {targets.length === 0 ? (
        <Text>No topic requirement of your licences is open this cycle.</Text>
      ) : (
        <ul aria-label="Requirements" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {targets.map((target) => {
            const entry: { choice: Choice; hours: number } = chosen[target.key] ?? { choice: 'automatic', hours: credit.amount };
            const set = (next: Partial<typeof entry>) => setChosen((current) => ({ ...current, [target.key]: { ...entry, ...next } }));
            return (
              <li key={target.key}>
                <Text strong>{target.label}</Text>
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 4 }}>
                  <Select aria-label={`${target.label}: where it counts`} value={entry.choice} options={choiceOptions} onChange={(choice: Choice) => set({ choice })} style={{ minWidth: 220 }} />
                  {entry.choice === 'first' && (
                    <InputNumber aria-label={`${target.label}: hours`} min={0.25} max={credit.amount} step={0.25} value={entry.hours} onChange={(hours) => set({ hours: hours ?? credit.amount })} addonAfter="h" />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
