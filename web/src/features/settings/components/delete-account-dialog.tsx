import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountDeletionMessages, deleteAccountSchema, type DeleteAccount } from '@docnet/contracts';
import { PasswordField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { Paragraph } from '@/components/ui/typography';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteAccount } from '../api/delete-account';

const emptyForm: DeleteAccount = { password: '' };

/** What goes, said before the member confirms: the dialog and the danger zone read the same sentence. */
export const DELETION_SCOPE =
  'Your profile, posts, comments and likes, connections and requests, messages, notifications, the events, news and CME items you posted and your CME wallet are removed for good. Your email address, phone number and NPI become free to register again.';

/**
 * 'Delete account' (Security tab): the password confirms it even after a two-factor sign-in, so a session left open
 * on a shared computer cannot end the account. Once deleted every session is over: the dialog says so where the
 * member is looking, and leaving it loads the home page afresh (no cached answer of the account stays).
 */
export function DeleteAccountDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const [deleted, setDeleted] = useState(false);
  const { control, handleSubmit, reset, setError, formState } = useForm<DeleteAccount>({
    resolver: yupResolver(deleteAccountSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });

  const leave = () => window.location.assign(paths.home.getHref());

  const close = () => {
    if (deleted) return leave();
    reset(emptyForm);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await deleteAccount(values);
      setDeleted(true);
    } catch (error) {
      const message = serverMessage(error);
      if (message === AccountDeletionMessages.wrongPassword) setError('password', { message });
      toast({ title: 'Account Not Deleted', description: message ?? 'Something went wrong', variant: 'destructive' });
    }
  });

  return (
    <Modal open={open} title="Delete your account" onCancel={close} footer={null} destroyOnHidden>
      {deleted ? (
        <Flex vertical gap={16}>
          <Alert type="success" showIcon message={AccountDeletionMessages.deleted} description={`We sent it to ${email}.`} />
          <Flex justify="end">
            <Button type="primary" onClick={leave}>
              Go to the home page
            </Button>
          </Flex>
        </Flex>
      ) : (
        <RhfForm aria-label="Delete your account" onSubmit={(event) => void submit(event)}>
          <Alert type="error" showIcon message="This cannot be undone." description={DELETION_SCOPE} style={{ marginBottom: 16 }} />
          <Paragraph>Enter your password to confirm. Every device signed in to your account is signed out.</Paragraph>
          <PasswordField control={control} name="password" label="Password" autoComplete="current-password" disabled={formState.isSubmitting} />
          <Flex justify="end" gap={8} wrap>
            <Button onClick={close}>Cancel</Button>
            <Button danger type="primary" htmlType="submit" loading={formState.isSubmitting} aria-label="Delete my account" aria-busy={formState.isSubmitting}>
              Delete my account
            </Button>
          </Flex>
        </RhfForm>
      )}
    </Modal>
  );
}
