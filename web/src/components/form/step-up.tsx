import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { SecurityMessages } from '@docnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { Paragraph } from '@/components/ui/typography';

interface Pending {
  call: (currentPassword: string) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Step-up for changes a borrowed session must not make alone (a new email or two-factor phone, turning two-factor
 * sign-in or login alerts off): `confirmWithPassword(call)` runs the call, and when the server asks for the current
 * password it asks the member in a dialog (`dialog`, to be rendered) and runs the call again with it; a wrong password
 * is said in the dialog. Answers null when the member cancels.
 */
export function useStepUp(reason: string): {
  dialog: ReactNode;
  confirmWithPassword: <T>(call: (currentPassword?: string) => Promise<T>) => Promise<T | null>;
} {
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (value: unknown, error?: unknown) => {
    const current = pending.current;
    pending.current = null;
    setOpen(false);
    setPassword('');
    setProblem(null);
    if (error === undefined) current?.resolve(value);
    else current?.reject(error);
  };

  const confirmWithPassword = async <T,>(
    call: (currentPassword?: string) => Promise<T>,
  ): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      if (serverMessage(error) !== SecurityMessages.currentPasswordRequired) throw error;
    }
    return new Promise<T | null>((resolve, reject) => {
      pending.current = { call, resolve: resolve as (value: unknown) => void, reject };
      setOpen(true);
    });
  };

  const submit = async () => {
    const current = pending.current;
    if (!current) return;
    if (!password) {
      setProblem(SecurityMessages.currentPasswordRequired);
      return;
    }
    setBusy(true);
    try {
      close(await current.call(password));
    } catch (error) {
      if (serverMessage(error) === SecurityMessages.wrongCurrentPassword)
        setProblem(SecurityMessages.wrongCurrentPassword);
      else close(null, error);
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal open={open} title="Confirm it is you" onCancel={() => close(null)} footer={null} destroyOnHidden>
      <Form layout="vertical" aria-label="Confirm it is you" onFinish={() => void submit()}>
        <Paragraph type="secondary">{reason} Enter your current password to confirm it.</Paragraph>
        {problem && (
          <Alert type="error" showIcon role="alert" message={problem} style={{ marginBottom: 16 }} />
        )}
        <Form.Item label="Current password" htmlFor="step-up-password">
          <Input.Password
            id="step-up-password"
            autoComplete="current-password"
            value={password}
            autoFocus
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => close(null)}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            Confirm
          </Button>
        </Flex>
      </Form>
    </Modal>
  );

  return { dialog, confirmWithPassword };
}
