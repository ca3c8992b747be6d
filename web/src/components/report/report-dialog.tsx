import { yupResolver } from '@hookform/resolvers/yup';
import { Radio, Space } from 'antd';
import { useForm } from 'react-hook-form';
import {
  ApiRoutes,
  reportReasons,
  reportSchema,
  type PhiConfirmation,
  type ReportReason,
  type ReportReceipt,
  type ReportTargetType,
} from '@docnet/contracts';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { usePhiRefusal } from '@/components/form/phi-refusal';
import { TextAreaField } from '@/components/form/input-field';
import { apiPost, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** What is reported: a content, comment, message (with its conversation) or member. */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: number;
  conversationId?: number;
}

const reasonLabels: Record<ReportReason, string> = {
  'patient-privacy': 'Patient privacy',
  misinformation: 'Misinformation',
  harassment: 'Harassment',
  spam: 'Spam',
  other: 'Other',
};

const targetNames: Record<ReportTargetType, string> = {
  content: 'content',
  comment: 'comment',
  message: 'message',
  member: 'member',
};

/** The dialog's fields, checked by the rule of POST /api/reports. */
const reportFormSchema = reportSchema.pick(['reason', 'details']);
interface ReportForm {
  reason: ReportReason;
  details: string;
}

/**
 * 'Report': the five reasons and optional details for a moderator. Sent once per target; a second
 * report, or one the server refuses, says why in a toast and closes the dialog. Details that may identify a patient
 * are refused by the PHI guard: the dialog stays open with the findings, to edit or confirm.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<ReportForm>({ resolver: yupResolver(reportFormSchema), defaultValues: { details: '' } });
  const phi = usePhiRefusal(setError, ['details']);

  const close = () => {
    phi.clear();
    reset({ details: '' });
    onClose();
  };

  const send = async (values: ReportForm, phiConfirmation?: PhiConfirmation) => {
    if (!target) return;
    try {
      await apiPost<ReportReceipt>(ApiRoutes.reports, { ...target, ...values, ...(phiConfirmation && { phiConfirmation }) });
      toast({ title: 'Report sent', description: 'Thank you. A moderator will review it.' });
    } catch (error) {
      if (phi.show(error)) return;
      toast({
        title: 'Report not sent',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
    close();
  };
  const onSubmit = handleSubmit((values) => send(values));

  return (
    <FormDialog
      open={target !== null}
      title={`Report this ${target ? targetNames[target.targetType] : 'item'}`}
      width={520}
      submitLabel="Send report"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={close}
      phi={{
        refusal: phi.refusal,
        fieldLabels: { details: 'Details' },
        confirmLabel: 'Confirm and send',
        onConfirm: (confirmation) => handleSubmit((values) => send(values, confirmation))(),
      }}
    >
      <FormField
        control={control}
        name="reason"
        label="Reason"
        required
        render={({ value, onChange, id }) => (
          <Radio.Group id={id} value={value} onChange={(event) => onChange(event.target.value)}>
            <Space direction="vertical">
              {reportReasons.map((reason) => (
                <Radio key={reason} value={reason}>
                  {reasonLabels[reason]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      />
      <TextAreaField
        control={control}
        name="details"
        label="Details for the moderators"
        rows={4}
        maxLength={2000}
        placeholder="What is wrong with it (optional)"
      />
    </FormDialog>
  );
}
