import { useRef, useState, type FormEvent } from 'react';
import { Button, Form, Input, Modal, Result, Typography, type InputRef } from 'antd';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';

/** Part 1 §4 password reset dialog: entering email → sending → sent confirmation. */
export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const emailInput = useRef<InputRef>(null);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [touchedEmpty, setTouchedEmpty] = useState(false);
  const { trigger, isMutating } = useForgotPassword();
  const blank = email.trim() === '';

  const close = () => {
    onClose();
    // Start over next time the dialog opens.
    setEmail('');
    setSent(false);
    setTouchedEmpty(false);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank) {
      setTouchedEmpty(true);
      return;
    }
    try {
      await trigger(email.trim(), { throwOnError: true });
      setSent(true);
      toast({
        title: 'Password Reset Email Sent',
        description: 'Check your email for instructions to reset your password.',
      });
    } catch {
      toast({
        title: 'Reset Request Failed',
        description: 'There was a problem sending the reset email. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={open}
      title="Reset your password"
      onCancel={close}
      destroyOnHidden
      afterOpenChange={(isOpen) => {
        if (isOpen) emailInput.current?.focus();
      }}
      footer={
        sent
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
                loading={isMutating}
                onClick={() => void send()}
              >
                Send Reset Link
              </Button>,
            ]
      }
    >
      {sent ? (
        <Result
          status="success"
          title="Check your email"
          subTitle="If an account with that email exists, a password reset link has been sent"
        />
      ) : (
        <form noValidate onSubmit={(event) => void send(event)}>
          <Typography.Paragraph type="secondary">
            Enter your email address and we'll send you a link to reset your password.
          </Typography.Paragraph>
          <Form layout="vertical" component={false}>
            <Form.Item
              label="Email"
              htmlFor="reset-email"
              validateStatus={touchedEmpty && blank ? 'error' : undefined}
              help={touchedEmpty && blank ? 'Please enter your email address' : undefined}
            >
              <Input
                id="reset-email"
                ref={emailInput}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={isMutating}
              />
            </Form.Item>
          </Form>
        </form>
      )}
    </Modal>
  );
}
