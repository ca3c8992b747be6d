import { useEffect, useReducer, useRef, useState } from 'react';
import { Flex, Progress, Steps } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import { useLocation, useNavigate } from 'react-router-dom';
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
  furthestStep,
  initialWizardState,
  restoredWizard,
  savedWizard,
  searchOfStep,
  stepOfSearch,
  WIZARD_STEPS,
  WIZARD_STORAGE_KEY,
  wizardProgress,
  wizardReducer,
  type WizardAction,
  type WizardStep,
} from './activation-wizard-state';

/** After the account is created the member is sent to /auth after 2 seconds. */
export const REDIRECT_AFTER_REGISTER_MS = 2000;

/** The wizard's history entries say which step they were pushed from, so its Back button can return to it. */
interface WizardHistoryState {
  wizardFrom?: WizardStep;
}

/** This tab's storage (sessionStorage: gone with the tab, never shared with other tabs); null where unavailable. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The account activation wizard (/register, /auth?register=true): four steps with a
 * progress bar. The transitions live in the pure {@link wizardReducer}; this component wires the calls,
 * the browser history (each step is an entry `?step=N`, so the phone's back gesture and Forward move between
 * steps) and the progress kept in this tab across a reload.
 */
export function ActivationWizard() {
  const navigate = useNavigate();
  const location = useLocation();
  const urlStep = stepOfSearch(location.search);
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [restored, setRestored] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const [npiToProve, setNpiToProve] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { trigger, isMutating } = useRegister({ sessionToasts: false });
  const current = WIZARD_STEPS[state.step - 1];

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // After the first render (a prerendered page is adopted as it was drawn): the progress this tab kept, on the
  // step the address names as far as that progress reaches.
  const [arrivalStep] = useState(urlStep);
  useEffect(() => {
    const saved = restoredWizard(tabStorage()?.getItem(WIZARD_STORAGE_KEY) ?? null, Date.now());
    if (saved) dispatch({ type: 'restore', saved, step: arrivalStep });
    setRestored(true);
  }, [arrivalStep]);

  useEffect(() => {
    if (restored && !created) tabStorage()?.setItem(WIZARD_STORAGE_KEY, savedWizard(state, Date.now()));
  }, [restored, created, state]);

  // The browser's Back and Forward (and a typed ?step=) move the wizard; an address past what its data reaches is
  // replaced by the furthest step it does.
  const reachable = furthestStep(state);
  useEffect(() => {
    if (!restored) return;
    if (urlStep > reachable) navigate({ search: searchOfStep(reachable) }, { replace: true });
    else dispatch({ type: 'goTo', step: urlStep });
  }, [restored, urlStep, reachable, navigate]);

  /** Moves on: the reducer takes the step's data, and the next step is a new history entry. */
  const advance = (action: WizardAction, to: WizardStep) => {
    dispatch(action);
    navigate({ search: searchOfStep(to) }, { state: { wizardFrom: state.step } satisfies WizardHistoryState });
  };

  /** The Back button is the browser's Back when the previous entry is the previous step. */
  const back = () => {
    if (state.step === 1) return;
    if ((location.state as WizardHistoryState | null)?.wizardFrom === state.step - 1) navigate(-1);
    else navigate({ search: searchOfStep((state.step - 1) as WizardStep) }, { replace: true });
  };

  const createAccount = async (account: AccountValues) => {
    setErrorText(null);
    try {
      const registration = buildRegistration(state, account);
      const user = await trigger(registration, { throwOnError: true });
      setCreated(true);
      tabStorage()?.removeItem(WIZARD_STORAGE_KEY);
      // Another member holds the chosen NPI: the account starts without it until the registry's phone proves it.
      if (registration.npi && user && user.npi !== registration.npi) setNpiToProve(registration.npi);
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
      {/* Across the screen even on a phone: stacked vertically, the four steps filled a phone's first screen. */}
      <Steps
        size="small"
        responsive={false}
        labelPlacement="vertical"
        current={state.step - 1}
        items={WIZARD_STEPS.map(({ title }) => ({ title }))}
        style={{ margin: '16px 0 24px' }}
      />
      <Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        Step {state.step} of {WIZARD_STEPS.length}: {current.title}
      </Title>

      {state.step === 1 && (
        <NpiDiscoveryStep
          onSelect={(match) => advance({ type: 'selectMatch', match }, 2)}
          onSkip={() => advance({ type: 'skip' }, 2)}
        />
      )}
      {state.step === 2 && (
        <ContactStep
          selectedNpi={state.selectedNpi}
          defaultValues={state.contact}
          name={state.name}
          onBack={back}
          onSubmit={(contact) => advance({ type: 'submitContact', contact }, 3)}
        />
      )}
      {state.step === 3 && (
        <VerifyContactStep
          state={state}
          onCodeChange={(channel, code) => dispatch({ type: 'setCode', channel, code })}
          onVerified={(channel) => dispatch({ type: 'verified', channel })}
          onBack={back}
          onContinue={() => advance({ type: 'continueToAccount' }, 4)}
        />
      )}
      {state.step === 4 && (
        <AccountStep
          submitting={isMutating}
          done={created}
          errorText={errorText}
          npiToProve={npiToProve}
          onBack={back}
          onSubmit={createAccount}
        />
      )}
    </Card>
  );
}
