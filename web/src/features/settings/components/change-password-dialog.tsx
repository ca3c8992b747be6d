import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Flex, Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, SecurityMessages, type ChangePasswordForm } from '@docnet/contracts';
import { PasswordField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { changePassword } from '../api/change-password';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Change Password' (Security tab): current password, new password (8+) and its confirmation. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { control, handleSubmit, reset, setError, formState } = useForm<ChangePasswordForm>({
    resolver: yupResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });

  const close = () => {
    reset(emptyForm);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await changePassword(values);
      toast({ title: 'Password Changed', description: answer?.message ?? SecurityMessages.passwordChanged });
      close();
    } catch (error) {
      const message = serverMessage(error);
      if (message === SecurityMessages.wrongCurrentPassword) setError('currentPassword', { message });
      toast({ title: 'Password Not Changed', description: message ?? 'Something went wrong', variant: 'destructive' });
    }
  });

  const passwordField = (name: keyof ChangePasswordForm, label: string, autoComplete: string) => (
    <PasswordField
      control={control}
      name={name}
      label={label}
      autoComplete={autoComplete}
      disabled={formState.isSubmitting}
    />
  );

  return (
    <Modal open={open} title="Change Password" onCancel={close} footer={null} destroyOnHidden>
      <RhfForm aria-label="Change Password" onSubmit={(event) => void submit(event)}>
        {passwordField('currentPassword', 'Current password', 'current-password')}
        {passwordField('newPassword', 'New password', 'new-password')}
        {passwordField('confirmPassword', 'Confirm new password', 'new-password')}
        <Flex justify="end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting} aria-label="Update Password" aria-busy={formState.isSubmitting}>
            Update Password
          </Button>
        </Flex>
      </RhfForm>
    </Modal>
  );
}
