import { useState } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import type { PhiConfirmation, PhiFieldFinding, PhiRefusalBody } from '@docnet/contracts';
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
  /**
   * The text of each field as it was sent (field path → text): the notice then shows it with the details found
   * marked where they are, not only listed.
   */
  texts?: Record<string, string | undefined>;
}

/** Where a finding sits in the text sent: at its offsets, or else (the text edited since) where its excerpt is. */
function spanOf(text: string, finding: PhiFieldFinding): [number, number] | null {
  if (text.slice(finding.start, finding.end) === finding.excerpt) return [finding.start, finding.end];
  const at = finding.excerpt ? text.indexOf(finding.excerpt) : -1;
  return at < 0 ? null : [at, at + finding.excerpt.length];
}

/** A field's text with the details found marked, in a box that scrolls rather than growing past the card. */
function MarkedText({ text, findings }: { text: string; findings: PhiFieldFinding[] }) {
  const spans = findings
    .map((finding) => spanOf(text, finding))
    .filter((span): span is [number, number] => span !== null)
    .sort((a, b) => a[0] - b[0]);
  const parts: JSX.Element[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push(<span key={`t${at}`}>{text.slice(at, from)}</span>);
    parts.push(<mark key={`m${from}`}>{text.slice(from, end)}</mark>);
    at = end;
  }
  parts.push(<span key={`t${at}`}>{text.slice(at)}</span>);
  return (
    // Focusable and named, so a keyboard can scroll a long text to each mark; as tall as a fingertip, like every
    // other element a member can reach.
    <div
      className="phi-marked-text"
      role="region"
      aria-label="Your text with the details found marked"
      tabIndex={0}
      style={{ minHeight: 44, maxHeight: '10em', overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {parts}
    </div>
  );
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
  texts,
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

  const markedFields = [...new Set(refusal.findings.map((finding) => finding.field))].filter((field) => texts?.[field]);

  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      aria-label="Possible patient information"
      // Inside the card on a phone: long record numbers and addresses wrap instead of widening the alert.
      style={{ marginBottom: 16, minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' }}
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
          {markedFields.map((field) => (
            <section key={field} aria-label={`Found in ${fieldLabel(field, fieldLabels)}`}>
              <Typography.Text strong>{fieldLabel(field, fieldLabels)}</Typography.Text>
              <MarkedText text={texts?.[field] ?? ''} findings={refusal.findings.filter((finding) => finding.field === field)} />
            </section>
          ))}
          {!confirming ? (
            <div>
              {/* Wraps on a phone: on one line it ran past the screen's edge. */}
              <Button size="small" onClick={() => setConfirming(true)} style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}>
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
              <Flex gap={8} wrap>
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
