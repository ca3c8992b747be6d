import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { credentialsSchema, type Credentials } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { RhfForm } from '@/components/form/rhf-form';
import { paths } from '@/config/paths';
import { useAuthHelper } from '../hooks/use-auth-helper';
import { useSessionStore } from '../stores/session-store';

/** Username and password (part 1 §5 rules from the shared contract schema). Success goes to /. */
export function LoginForm() {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<Credentials>({
    resolver: yupResolver(credentialsSchema),
    // After an activation or an 'Account already exists' answer, the username is offered again.
    defaultValues: { username: useSessionStore.getState().lastUsername ?? '', password: '' },
    mode: 'onTouched',
  });
  const {
    login: { trigger },
    pending,
  } = useAuthHelper({
    login: {
      onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
      // On this screen a failed attempt is only logged; the session layer shows the toast.
      onError: (error) => console.warn('Sign-in failed', error),
    },
  });

  return (
    <RhfForm aria-label="Login" onSubmit={handleSubmit((values) => trigger(values))}>
      <FormField
        control={control}
        name="username"
        label="Username"
        render={(field) => (
          <Input {...field} autoComplete="username" placeholder="Enter your username" size="large" />
        )}
      />
      <FormField
        control={control}
        name="password"
        label="Password"
        render={(field) => (
          <Input.Password
            {...field}
            autoComplete="current-password"
            placeholder="Enter your password"
            size="large"
          />
        )}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={pending === 'signing-in'}>
        Login
      </Button>
    </RhfForm>
  );
}
