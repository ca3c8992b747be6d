import type { FormEventHandler, ReactNode } from 'react';
import { Button, Flex, Modal } from 'antd';
import type { PhiRefusalBody } from '@docnet/contracts';
import { PhiRefusalNotice } from './phi-refusal';
import type { PhiRefusalNoticeProps } from './phi-refusal-notice';
import { RhfForm } from './rhf-form';

/** A form's PHI guard (`usePhiRefusal`): the last refusal, if any, and what its notice says and does. */
export interface FormDialogPhi extends Pick<
  PhiRefusalNoticeProps,
  'fieldLabels' | 'onConfirm' | 'confirmLabel'
> {
  refusal: PhiRefusalBody | null;
}

export interface FormDialogProps {
  open: boolean;
  /** The dialog's title, also the form's accessible name. */
  title: string;
  width: number;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel, the close button and a click outside: the caller resets its form. */
  onClose: () => void;
  /** A refusal is shown above the fields (`PhiRefusalNotice`, busy while submitting). */
  phi?: FormDialogPhi;
  children: ReactNode;
}

/** A modal form (react-hook-form fields inside) ending with Cancel and the submit button. */
export function FormDialog({
  open,
  title,
  width,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  phi,
  children,
}: FormDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={width}>
      <RhfForm aria-label={title} onSubmit={onSubmit}>
        {phi?.refusal && (
          <PhiRefusalNotice
            refusal={phi.refusal}
            fieldLabels={phi.fieldLabels}
            onConfirm={phi.onConfirm}
            confirmLabel={phi.confirmLabel}
            busy={submitting}
          />
        )}
        {children}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Flex>
      </RhfForm>
    </Modal>
  );
}
