import {
  formatPhoneNumber,
  registrationName,
  type AccountStep,
  type ContactStep,
  type NpiMatch,
  type Registration,
} from '@docnet/contracts';

/**
 * The activation wizard of part 2 §2.8 / §4 as a pure reducer (state machine): the screens only render
 * the state and dispatch; every transition is unit-tested in web/test/activation-wizard.unit.test.ts.
 *
 * 1 NPI Discovery → 2 (select a match, or Skip which clears the selection)
 * 2 Contact Info → 3 (valid contact form)
 * 3 Verify Contact → 4 (Continue, only with a verified email; the phone is optional)
 * Back goes one step. A changed email or phone drops its earlier verification.
 */
export type WizardStep = 1 | 2 | 3 | 4;

export const WIZARD_STEPS: ReadonlyArray<{ step: WizardStep; title: string }> = [
  { step: 1, title: 'NPI Discovery' },
  { step: 2, title: 'Contact Info' },
  { step: 3, title: 'Verify Contact' },
  { step: 4, title: 'Activate Account' },
];

export type VerificationChannel = 'email' | 'sms';

/** Part 2 §3 wizard data: verification state. */
export interface VerificationState {
  emailVerified: boolean;
  smsVerified: boolean;
  emailCode: string;
  smsCode: string;
}

export interface WizardState {
  step: WizardStep;
  selectedNpi: NpiMatch | null;
  contact: ContactStep;
  verification: VerificationState;
}

export type WizardAction =
  | { type: 'selectMatch'; match: NpiMatch }
  | { type: 'skip' }
  | { type: 'submitContact'; contact: ContactStep }
  | { type: 'setCode'; channel: VerificationChannel; code: string }
  | { type: 'verified'; channel: VerificationChannel }
  | { type: 'continueToAccount' }
  | { type: 'back' };

export const initialWizardState: WizardState = {
  step: 1,
  selectedNpi: null,
  contact: { email: '', confirmEmail: '', phoneNumber: '' },
  verification: { emailVerified: false, smsVerified: false, emailCode: '', smsCode: '' },
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePhone = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'selectMatch':
      if (state.step !== 1) return state;
      return { ...state, step: 2, selectedNpi: action.match };
    case 'skip':
      if (state.step !== 1) return state;
      return { ...state, step: 2, selectedNpi: null };
    case 'submitContact': {
      if (state.step !== 2) return state;
      const emailKept = sameAddress(state.contact.email, action.contact.email);
      const phoneKept = samePhone(state.contact.phoneNumber, action.contact.phoneNumber);
      return {
        ...state,
        step: 3,
        contact: action.contact,
        verification: {
          emailVerified: emailKept && state.verification.emailVerified,
          smsVerified: phoneKept && state.verification.smsVerified,
          emailCode: emailKept ? state.verification.emailCode : '',
          smsCode: phoneKept ? state.verification.smsCode : '',
        },
      };
    }
    case 'setCode':
      return {
        ...state,
        verification: {
          ...state.verification,
          [action.channel === 'email' ? 'emailCode' : 'smsCode']: action.code,
        },
      };
    case 'verified':
      return {
        ...state,
        verification: {
          ...state.verification,
          [action.channel === 'email' ? 'emailVerified' : 'smsVerified']: true,
        },
      };
    case 'continueToAccount':
      if (state.step !== 3 || !canContinueFromVerification(state)) return state;
      return { ...state, step: 4 };
    case 'back':
      if (state.step === 1) return state;
      return { ...state, step: (state.step - 1) as WizardStep };
  }
}

/** Part 2 §2.8: Continue on step 3 is enabled only when the email is verified. */
export function canContinueFromVerification(state: WizardState): boolean {
  return state.verification.emailVerified;
}

/** Part 2 §5: a Verify button is disabled while its code is empty. */
export function canVerify(code: string): boolean {
  return code.trim() !== '';
}

/** The progress bar's percentage for a step (4 steps: 25, 50, 75, 100). */
export function wizardProgress(step: WizardStep): number {
  return Math.round((step / WIZARD_STEPS.length) * 100);
}

/** The registration payload of part 2 §3 / §7, with the name rule of `registrationName` (contracts). */
/** What the contact step keeps of the values its schema accepted: trimmed, the phone in its saved form. */
export function contactStepValues(values: ContactStep): ContactStep {
  return {
    email: values.email.trim(),
    confirmEmail: values.confirmEmail.trim(),
    phoneNumber: formatPhoneNumber(values.phoneNumber),
  };
}

export function buildRegistration(state: WizardState, account: AccountStep): Registration {
  const email = state.contact.email.trim();
  return {
    username: account.username.trim(),
    password: account.password,
    name: registrationName(state.selectedNpi, email),
    email,
    phoneNumber: state.contact.phoneNumber.trim(),
    npi: state.selectedNpi?.npi ?? null,
  };
}

/** Part 2 §8 NPI search success description. */
export function npiFoundText(count: number): string {
  return `Found ${count} matching record(s)`;
}
