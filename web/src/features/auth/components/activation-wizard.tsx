import { useEffect, useReducer, useRef, useState } from 'react';
import { Flex, Progress, Steps } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { useNavigate } from 'react-router-dom';
import type { AccountStep as AccountValues } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { registrationErrorText, useRegister } from '../api/register';
import { AccountStep } from './wizard-account-step';
import { ContactStep } from './wizard-contact-step';
import { NpiDiscoveryStep } from './wizard-npi-discovery-step';
import { VerifyContactStep } from './wizard-verify-contact-step';
import {
  buildRegistration,
  initialWizardState,
  WIZARD_STEPS,
  wizardProgress,
  wizardReducer,
} from './activation-wizard-state';

/** Part 2 §4: after the account is created the member is sent to /auth after 2 seconds. */
export const REDIRECT_AFTER_REGISTER_MS = 2000;

/**
 * The account activation wizard of part 2 §2.8 (/register, /auth?register=true): four steps with a
 * progress bar. The transitions live in the pure {@link wizardReducer}; this component wires the calls.
 */
export function ActivationWizard() {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { trigger, isMutating } = useRegister({ sessionToasts: false });
  const current = WIZARD_STEPS[state.step - 1];

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const createAccount = async (account: AccountValues) => {
    setErrorText(null);
    try {
      await trigger(buildRegistration(state, account), { throwOnError: true });
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
    <Card style={{ width: '100%', maxWidth: 640, margin: '32px auto' }}>
      <Flex vertical align="center" style={{ marginBottom: 16 }}>
        <Title level={1} style={{ margin: 0, fontSize: 28 }}>
          Activate My Account
        </Title>
        <Text type="secondary">Professional Network for Doctors</Text>
      </Flex>
      <Progress
        percent={wizardProgress(state.step)}
        showInfo={false}
        aria-label={`Step ${state.step} of ${WIZARD_STEPS.length}`}
      />
      <Steps
        size="small"
        current={state.step - 1}
        items={WIZARD_STEPS.map(({ title }) => ({ title }))}
        style={{ margin: '16px 0 24px' }}
      />
      <Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        Step {state.step} of {WIZARD_STEPS.length}: {current.title}
      </Title>

      {state.step === 1 && (
        <NpiDiscoveryStep
          onSelect={(match) => dispatch({ type: 'selectMatch', match })}
          onSkip={() => dispatch({ type: 'skip' })}
        />
      )}
      {state.step === 2 && (
        <ContactStep
          selectedNpi={state.selectedNpi}
          defaultValues={state.contact}
          onBack={() => dispatch({ type: 'back' })}
          onSubmit={(contact) => dispatch({ type: 'submitContact', contact })}
        />
      )}
      {state.step === 3 && (
        <VerifyContactStep
          state={state}
          onCodeChange={(channel, code) => dispatch({ type: 'setCode', channel, code })}
          onVerified={(channel) => dispatch({ type: 'verified', channel })}
          onBack={() => dispatch({ type: 'back' })}
          onContinue={() => dispatch({ type: 'continueToAccount' })}
        />
      )}
      {state.step === 4 && (
        <AccountStep
          submitting={isMutating}
          done={created}
          errorText={errorText}
          onBack={() => dispatch({ type: 'back' })}
          onSubmit={createAccount}
        />
      )}
    </Card>
  );
}
