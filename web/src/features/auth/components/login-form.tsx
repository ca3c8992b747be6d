import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { credentialsSchema, type Credentials } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { RhfForm } from '@/components/form/rhf-form';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';

/** Username and password (part 1 §5 rules from the shared contract schema). Success goes to /. */
export function LoginForm() {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<Credentials>({
    resolver: yupResolver(credentialsSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });
  const { trigger, isMutating } = useLogin({
    onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
    // On this screen a failed attempt is only logged; the session layer shows the toast.
    onError: (error) => console.warn('Sign-in failed', error),
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
      <Button type="primary" htmlType="submit" block size="large" loading={isMutating}>
        Login
      </Button>
    </RhfForm>
  );
}
