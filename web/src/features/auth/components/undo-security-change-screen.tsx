import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiRoutes, type AuthMessageBody } from '@docnet/contracts';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { paths } from '@/config/paths';
import { apiPost, serverMessage } from '@/lib/api-client';

/**
 * /undo-security-change?token=… (the link mailed about a change of the email or phone, or protections turned off):
 * one button puts the setting back and signs every session out, so a member whose session was borrowed takes the
 * account back. Nothing happens on opening the link: mail scanners open links too.
 */
export function UndoSecurityChangeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : 'This undo link is invalid, used or expired');
  const [busy, setBusy] = useState(false);

  const undo = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setDone((await apiPost<AuthMessageBody>(ApiRoutes.authSecurityUndo, { token })).message);
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The change could not be undone. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ width: '100%', maxWidth: 480, margin: '32px auto' }}>
      <Flex vertical gap={16}>
        <Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Undo a security change
        </Title>
        {done ? (
          <>
            <Alert type="success" showIcon role="status" message={done} />
            <Text>
              <Link to={paths.auth.getHref()}>Sign in</Link>, or choose &lsquo;Forgot password&rsquo; there to set a new one.
            </Text>
          </>
        ) : (
          <>
            <Paragraph>
              If you did not make the change we emailed you about, undo it: the previous setting comes back and every
              session of your account is signed out.
            </Paragraph>
            {problem && <Alert type="error" showIcon role="alert" message={problem} />}
            <Button type="primary" loading={busy} disabled={!token} onClick={() => void undo()}>
              Undo this change
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}
