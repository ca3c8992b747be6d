import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Modal, Result } from 'antd';
import { Paragraph } from '@/components/ui/typography';
import { useForm, useWatch } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPassword } from '@docnet/contracts';
import { InputField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { toast } from '@/lib/toast';
import { forgotPasswordSuccessText, useForgotPassword } from '../api/forgot-password';
import { emailInput } from './account-fields';
import { stableName } from './stable-name';

/**
 * Password reset dialog: entering email → sending → sent confirmation ('Check your email'
 * with Close). Sending needs a non-blank email (the message from the contract schema).
 */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

type DialogState = 'entering' | 'sending' | 'sent';

export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const [state, setState] = useState<DialogState>('entering');
  const [sentText, setSentText] = useState('');
  const { trigger } = useForgotPassword();
  const { control, handleSubmit, reset } = useForm<ForgotPassword>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const blank = !email || email.trim() === '';

  const close = () => {
    onClose();
    // Start over next time the dialog opens.
    reset({ email: '' });
    setState('entering');
  };

  const send = handleSubmit(async (values) => {
    setState('sending');
    try {
      const answer = await trigger(values.email.trim(), { throwOnError: true });
      setSentText(forgotPasswordSuccessText(answer));
      setState('sent');
      toast({
        title: 'Password Reset Email Sent',
        description: 'Check your email for instructions to reset your password.',
      });
    } catch {
      setState('entering');
      toast({
        title: 'Reset Request Failed',
        description: 'There was a problem sending the reset email. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Modal
      open={open}
      title="Reset your password"
      onCancel={close}
      // The sent confirmation has one way out: its Close button.
      closable={state !== 'sent'}
      destroyOnHidden
      footer={
        state === 'sent'
          ? [
              <Button key="close" type="primary" onClick={close}>
                Close
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                Cancel
              </Button>,
              <Button
                key="send"
                type="primary"
                disabled={blank}
                loading={state === 'sending'}
                {...stableName('Send Reset Link', state === 'sending')}
                onClick={() => void send()}
              >
                Send Reset Link
              </Button>,
            ]
      }
    >
      {state === 'sent' ? (
        <Result status="success" title="Check your email" subTitle={sentText} />
      ) : (
        <RhfForm aria-label="Reset your password" onSubmit={(event) => void send(event)}>
          <Paragraph type="secondary">
            Enter your email address and we'll send you a link to reset your password.
          </Paragraph>
          <InputField
            control={control}
            name="email"
            label="Email"
            {...emailInput}
            // The dialog opens on the email input (antd focuses autoFocus fields once the modal is shown).
            autoFocus
            disabled={state === 'sending'}
          />
        </RhfForm>
      )}
    </Modal>
  );
}
