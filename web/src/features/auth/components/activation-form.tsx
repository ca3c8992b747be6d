import { useEffect, useRef, useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { registrationName, registrationSchema } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { RhfForm } from '@/components/form/rhf-form';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { registrationErrorText, useRegister } from '../api/register';

/** Part 2 §4: after the account is created the member is sent to /auth after 2 seconds. */
export const REDIRECT_AFTER_REGISTER_MS = 2000;

/**
 * The activation step of part 2 §2.8 as a single form (the four-step wizard with NPI discovery and
 * contact verification replaces it later). Rules and messages come from the shared contract schema.
 */
const activationSchema = registrationSchema.pick(['email', 'phoneNumber', 'username', 'password']).shape({
  confirmPassword: yup
    .string()
    .required("Passwords don't match")
    .oneOf([yup.ref('password')], "Passwords don't match"),
});
type ActivationValues = yup.InferType<typeof activationSchema>;

export function ActivationForm() {
  const navigate = useNavigate();
  const [errorText, setErrorText] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { trigger, isMutating } = useRegister();
  const { control, handleSubmit } = useForm<ActivationValues>({
    resolver: yupResolver(activationSchema),
    defaultValues: { email: '', phoneNumber: '', username: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onSubmit = async (values: ActivationValues) => {
    setErrorText(null);
    try {
      await trigger(
        {
          username: values.username,
          password: values.password,
          name: registrationName(null, values.email),
          email: values.email,
          phoneNumber: values.phoneNumber,
          npi: null,
        },
        { throwOnError: true },
      );
      setCreated(true);
      toast({ title: 'Account Created Successfully!' });
      redirectTimer.current = window.setTimeout(
        () => navigate(paths.auth.getHref(), { replace: true }),
        REDIRECT_AFTER_REGISTER_MS,
      );
    } catch (error) {
      setErrorText(registrationErrorText(error));
      toast({
        title: 'Registration Failed',
        description: 'Unable to create account. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card style={{ width: '100%', maxWidth: 480, margin: '32px auto' }}>
      <Flex vertical align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Activate My Account
        </Typography.Title>
        <Typography.Text type="secondary">Professional Network for Doctors</Typography.Text>
      </Flex>
      {errorText && <Alert type="error" showIcon message={errorText} style={{ marginBottom: 16 }} />}
      {created && (
        <Alert type="success" showIcon message="Account Created Successfully!" style={{ marginBottom: 16 }} />
      )}
      <RhfForm aria-label="Activate account" onSubmit={handleSubmit(onSubmit)}>
        <FormField
          control={control}
          name="email"
          label="Email"
          render={(field) => (
            <Input {...field} type="email" autoComplete="email" placeholder="you@example.com" />
          )}
        />
        <FormField
          control={control}
          name="phoneNumber"
          label="Phone number"
          render={(field) => <Input {...field} type="tel" autoComplete="tel" placeholder="(555) 123-4567" />}
        />
        <FormField
          control={control}
          name="username"
          label="Username"
          render={(field) => <Input {...field} autoComplete="username" />}
        />
        <FormField
          control={control}
          name="password"
          label="Password"
          render={(field) => <Input.Password {...field} autoComplete="new-password" />}
        />
        <FormField
          control={control}
          name="confirmPassword"
          label="Confirm password"
          render={(field) => <Input.Password {...field} autoComplete="new-password" />}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={isMutating} disabled={created}>
          Activate Account
        </Button>
      </RhfForm>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={paths.auth.getHref()}>Already have an account? Sign in</Link>
      </Flex>
    </Card>
  );
}
