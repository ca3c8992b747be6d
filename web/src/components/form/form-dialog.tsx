import type { FormEventHandler, ReactNode } from 'react';
import { Button, Flex, Modal } from 'antd';
import { RhfForm } from './rhf-form';

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
  /** Shown above the fields, e.g. the PHI guard's refusal (`PhiRefusalNotice`). */
  notice?: ReactNode;
  children: ReactNode;
}

/** A modal form (react-hook-form fields inside) ending with Cancel and the submit button. */
export function FormDialog({ open, title, width, submitLabel, submitting, onSubmit, onClose, notice, children }: FormDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={width}>
      <RhfForm aria-label={title} onSubmit={onSubmit}>
        {notice}
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
