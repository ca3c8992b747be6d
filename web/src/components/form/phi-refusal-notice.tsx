import { useState } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import type { PhiConfirmation, PhiRefusalBody } from '@docnet/contracts';
import { checkPhiReason, describeFinding } from '@/lib/phi-findings';

/**
 * The PHI guard's refusal in a form, shared by every form that writes member text: the server's message,
 * each finding with its field and kind and the exact text found, and 'Confirm with a reason' for findings the
 * member judges wrong. Loaded only when a form meets a refusal: forms show it through `phi-refusal.tsx`.
 */
export interface PhiRefusalNoticeProps {
  refusal: PhiRefusalBody;
  /** The member-facing name of a field path ('body' → 'Body'); a list item is named by its list. */
  fieldLabels?: Record<string, string>;
  /** Sends the same write again with this `phiConfirmation`: the reason checked and trimmed, and the refusal's token. */
  onConfirm: (confirmation: PhiConfirmation) => Promise<unknown> | void;
  /** What the confirm button says ('Confirm and publish', 'Confirm and send'). */
  confirmLabel?: string;
  busy?: boolean;
}

function fieldLabel(field: string, labels: Record<string, string> | undefined): string {
  const list = field.replace(/\.\d+$/, '');
  return labels?.[field] ?? labels?.[list] ?? list;
}

export function PhiRefusalNotice({
  refusal,
  fieldLabels,
  onConfirm,
  confirmLabel = 'Confirm and send',
  busy,
}: PhiRefusalNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () => {
    const checked = checkPhiReason(reason);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    void onConfirm({ reason: checked.reason, token: refusal.confirmationToken });
  };

  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      aria-label="Possible patient information"
      style={{ marginBottom: 16 }}
      message={refusal.message}
      description={
        <Flex vertical gap={8}>
          <ul aria-label="Possible patient details found" style={{ margin: 0, paddingInlineStart: 20 }}>
            {refusal.findings.map((finding, index) => (
              <li key={`${finding.field}-${finding.start}-${index}`}>
                <Typography.Text strong>{fieldLabel(finding.field, fieldLabels)}</Typography.Text>
                {' — '}
                <Typography.Text>{describeFinding(finding)}</Typography.Text>
              </li>
            ))}
          </ul>
          {!confirming ? (
            <div>
              <Button size="small" onClick={() => setConfirming(true)}>
                Not patient information? Confirm with a reason
              </Button>
            </div>
          ) : (
            <Flex vertical gap={4}>
              <label htmlFor="phi-confirmation-reason">Why are these details not patient information?</label>
              <Input.TextArea
                id="phi-confirmation-reason"
                value={reason}
                status={problem ? 'error' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'phi-confirmation-problem' : undefined}
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (problem) setProblem(null);
                }}
              />
              {problem && (
                <Typography.Text type="danger" id="phi-confirmation-problem">
                  {problem}
                </Typography.Text>
              )}
              <Flex gap={8}>
                <Button type="primary" size="small" loading={busy} onClick={confirm}>
                  {confirmLabel}
                </Button>
                <Button size="small" disabled={busy} onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </Flex>
            </Flex>
          )}
        </Flex>
      }
    />
  );
}

export default PhiRefusalNotice;
