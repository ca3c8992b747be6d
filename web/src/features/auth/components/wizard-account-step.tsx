import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { accountStepSchema, type AccountStep as AccountValues } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { InputField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { paths } from '@/config/paths';
import { NewPasswordFields } from './account-fields';
import { TermsDialog } from './terms-dialog';
import { stableName } from './stable-name';

export interface AccountStepProps {
  submitting: boolean;
  done: boolean;
  errorText: string | null;
  /** The chosen NPI another member holds: the new account proves it with the code sent to the registry's phone. */
  npiToProve: string | null;
  onBack: () => void;
  onSubmit: (account: AccountValues) => Promise<void> | void;
}

/**
 * Step 4: username, password, confirm password and the terms checkbox. Ticking the box
 * opens the 'Privacy Policy & Terms' dialog; 'I Understand' ticks it.
 */
export function AccountStep({ submitting, done, errorText, npiToProve, onBack, onSubmit }: AccountStepProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const { control, handleSubmit, setValue } = useForm<AccountValues>({
    resolver: yupResolver(accountStepSchema),
    defaultValues: { username: '', password: '', confirmPassword: '', agreeToTerms: false },
    mode: 'onTouched',
  });

  return (
    <>
      {errorText && (
        <Alert type="error" showIcon message={errorText} role="alert" style={{ marginBottom: 16 }} />
      )}
      {done && (
        <Alert type="success" showIcon message="Account Created Successfully!" style={{ marginBottom: 16 }} />
      )}
      {done && npiToProve && (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          message={`NPI ${npiToProve} is claimed by another member`}
          description="Your account was created without it. To add it, open Settings, Security, Verify NPI: we send a code to the phone the NPI registry lists for your practice."
        />
      )}
      <RhfForm aria-label="Activate account" onSubmit={handleSubmit(onSubmit)}>
        <InputField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          placeholder="Choose a username"
        />
        <NewPasswordFields control={control} labels={['Password', 'Confirm Password']} />
        <FormField
          control={control}
          name="agreeToTerms"
          render={(field) => (
            <Checkbox
              id={field.id}
              name={field.name}
              ref={field.ref}
              checked={field.value === true}
              onBlur={field.onBlur}
              onChange={(event) => {
                if (event.target.checked) setTermsOpen(true);
                else field.onChange(false);
              }}
            >
              I agree to the Privacy Policy &amp; Terms
            </Checkbox>
          )}
        />
        <Flex justify="space-between">
          <Button onClick={onBack} disabled={submitting || done}>
            Back
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={submitting}
            {...stableName('Activate Account', submitting)}
            disabled={done}
          >
            Activate Account
          </Button>
        </Flex>
      </RhfForm>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={paths.auth.getHref()}>Already have an account? Sign in</Link>
      </Flex>
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setValue('agreeToTerms', true, { shouldValidate: true, shouldTouch: true });
          setTermsOpen(false);
        }}
      />
    </>
  );
}
