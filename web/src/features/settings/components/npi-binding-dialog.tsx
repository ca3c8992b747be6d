import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Flex, Modal, Radio } from 'antd';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import {
  ApiRoutes,
  npiBindingCheckSchema,
  npiBindingRequestSchema,
  type NpiBindingCheck,
  type NpiBindingRequest,
  type NpiBindingStarted,
  type User,
} from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { InputField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { Paragraph } from '@/components/ui/typography';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { requestNpiBinding, verifyNpiBinding } from '../api/npi-binding';

/**
 * 'Verify NPI': the NPI (the member's own, prefilled) and SMS or voice call → the code goes to the phone
 * the NPI registry lists for that provider, and the dialog says where (masked) → the 6-digit code binds it.
 */
export function NpiBindingDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const [started, setStarted] = useState<(NpiBindingStarted & { npi: string }) | null>(null);
  const request = useForm<NpiBindingRequest>({
    resolver: yupResolver(npiBindingRequestSchema),
    defaultValues: { npi: user.npi ?? '', channel: 'sms' },
    mode: 'onTouched',
  });
  const check = useForm<NpiBindingCheck>({
    resolver: yupResolver(npiBindingCheckSchema),
    defaultValues: { npi: '', code: '' },
  });

  const send = request.handleSubmit(async (values) => {
    try {
      const answer = await requestNpiBinding(values);
      check.reset({ npi: values.npi, code: '' });
      setStarted({ ...answer, npi: values.npi });
    } catch (error) {
      toast({
        title: 'Verification Failed',
        description: serverMessage(error) ?? 'Failed to send verification code',
        variant: 'destructive',
      });
    }
  });

  const verify = check.handleSubmit(async (values) => {
    try {
      await verifyNpiBinding(values);
      toast({ title: 'NPI Verified', description: `NPI ${values.npi} is verified on your profile.` });
      await Promise.all([mutate(ApiRoutes.authMe), mutate(ApiRoutes.usersById(user.id))]);
      onClose();
    } catch (error) {
      toast({
        title: 'Verification Failed',
        description: serverMessage(error) ?? 'Invalid or expired verification code.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Modal open title="Verify NPI" onCancel={onClose} footer={null} destroyOnHidden>
      {started ? (
        <RhfForm aria-label="NPI verification code" onSubmit={(event) => void verify(event)}>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={started.message} />
          <InputField
            control={check.control}
            name="code"
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <Flex justify="end" gap={8}>
            <Button onClick={() => setStarted(null)}>Back</Button>
            <Button type="primary" htmlType="submit" loading={check.formState.isSubmitting}>
              Verify
            </Button>
          </Flex>
        </RhfForm>
      ) : (
        <RhfForm aria-label="Verify NPI" onSubmit={(event) => void send(event)}>
          <Paragraph type="secondary">
            We send a code to the phone number the NPI registry lists for this provider, so the practice can
            confirm the NPI is yours.
          </Paragraph>
          <InputField control={request.control} name="npi" label="NPI" inputMode="numeric" maxLength={10} />
          <FormField
            control={request.control}
            name="channel"
            label="Send the code by"
            render={(field) => (
              <Radio.Group
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                aria-label="Send the code by"
              >
                <Radio value="sms">SMS</Radio>
                <Radio value="call">Voice call</Radio>
              </Radio.Group>
            )}
          />
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={request.formState.isSubmitting}>
              Send code
            </Button>
          </Flex>
        </RhfForm>
      )}
    </Modal>
  );
}
