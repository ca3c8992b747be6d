import * as yup from 'yup';
import {
  contactStepSchema,
  formatPhoneNumber,
  npiSearchSchema,
  registrationName,
  type AccountStep,
  type ContactStep,
  type NpiMatch,
  type Registration,
} from '@docnet/contracts';

/**
 * The activation wizard as a pure reducer (state machine): the screens only render
 * the state and dispatch; every transition is unit-tested in web/test/activation-wizard.unit.test.ts.
 *
 * 1 NPI Discovery → 2 (select a match, or Skip which clears the selection)
 * 2 Contact Info → 3 (valid contact form)
 * 3 Verify Contact → 4 (Continue, only with a verified email; the phone is optional)
 * Back goes one step. A changed email or phone drops its earlier verification.
 * Each step is an entry of the browser's history (`goTo` follows Back and Forward to any step already reached), and
 * the progress is kept in this tab across a reload (`savedWizard` / `restoredWizard`): never a password or a code,
 * and a verification only while the server still accepts it for a registration.
 */
export type WizardStep = 1 | 2 | 3 | 4;

export const WIZARD_STEPS: ReadonlyArray<{ step: WizardStep; title: string }> = [
  { step: 1, title: 'NPI Discovery' },
  { step: 2, title: 'Contact Info' },
  { step: 3, title: 'Verify Contact' },
  { step: 4, title: 'Activate Account' },
];

export type VerificationChannel = 'email' | 'sms';

/** Verification state. */
export interface VerificationState {
  emailVerified: boolean;
  smsVerified: boolean;
  emailCode: string;
  smsCode: string;
}

export interface WizardState {
  step: WizardStep;
  /** Step 1 is done (a record chosen, or skipped): step 2 can be reached. */
  npiStepDone: boolean;
  selectedNpi: NpiMatch | null;
  contact: ContactStep;
  /** The member's name, asked for on step 2 when no NPI record gives it. */
  name: string;
  verification: VerificationState;
  /** When each channel was verified (ms since the epoch), so a kept verification lapses with the server's. */
  verifiedAt: Record<VerificationChannel, number | null>;
}

/** The contact step's values: email, confirmation and phone and, without an NPI record, the member's name. */
export type ContactValues = ContactStep & { name?: string };

export type WizardAction =
  | { type: 'selectMatch'; match: NpiMatch }
  | { type: 'skip' }
  | { type: 'submitContact'; contact: ContactValues }
  | { type: 'setCode'; channel: VerificationChannel; code: string }
  | { type: 'verified'; channel: VerificationChannel; at?: number }
  | { type: 'continueToAccount' }
  | { type: 'back' }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'restore'; saved: WizardState; step: WizardStep };

export const initialWizardState: WizardState = {
  step: 1,
  npiStepDone: false,
  selectedNpi: null,
  contact: { email: '', confirmEmail: '', phoneNumber: '' },
  name: '',
  verification: { emailVerified: false, smsVerified: false, emailCode: '', smsCode: '' },
  verifiedAt: { email: null, sms: null },
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePhone = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'selectMatch':
      if (state.step !== 1) return state;
      return { ...state, step: 2, npiStepDone: true, selectedNpi: action.match };
    case 'skip':
      if (state.step !== 1) return state;
      return { ...state, step: 2, npiStepDone: true, selectedNpi: null };
    case 'submitContact': {
      if (state.step !== 2) return state;
      const { name = state.name, ...contact } = action.contact;
      const emailKept = sameAddress(state.contact.email, contact.email);
      const phoneKept = samePhone(state.contact.phoneNumber, contact.phoneNumber);
      return {
        ...state,
        step: 3,
        contact,
        name: name.trim(),
        verification: {
          emailVerified: emailKept && state.verification.emailVerified,
          smsVerified: phoneKept && state.verification.smsVerified,
          emailCode: emailKept ? state.verification.emailCode : '',
          smsCode: phoneKept ? state.verification.smsCode : '',
        },
        verifiedAt: { email: emailKept ? state.verifiedAt.email : null, sms: phoneKept ? state.verifiedAt.sms : null },
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
        verifiedAt: { ...state.verifiedAt, [action.channel]: action.at ?? Date.now() },
      };
    case 'continueToAccount':
      if (state.step !== 3 || !canContinueFromVerification(state)) return state;
      return { ...state, step: 4 };
    case 'back':
      if (state.step === 1) return state;
      return { ...state, step: (state.step - 1) as WizardStep };
    case 'goTo': {
      const step = Math.min(action.step, furthestStep(state)) as WizardStep;
      return step === state.step ? state : { ...state, step };
    }
    case 'restore': {
      const restored = { ...action.saved, step: 1 as WizardStep };
      return { ...restored, step: Math.min(action.step, furthestStep(restored)) as WizardStep };
    }
  }
}

/** The furthest step the wizard's data lets the member open (by Forward, a link or a reload). */
export function furthestStep(state: WizardState): WizardStep {
  if (!state.npiStepDone) return 1;
  if (!state.contact.email) return 2;
  return canContinueFromVerification(state) ? 4 : 3;
}

/** The step a location's `?step=` names (1 when absent or not a step). */
export function stepOfSearch(search: string): WizardStep {
  const step = Number(new URLSearchParams(search).get('step'));
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

/** The `?step=` of a step's history entry (none for step 1, so the wizard's first entry is its plain address). */
export function searchOfStep(step: WizardStep): string {
  return step === 1 ? '' : `?step=${step}`;
}

/**
 * How long the server accepts a verified email or phone for a registration: a kept verification lapses with it,
 * and with it the whole saved progress (nothing in it is worth more than the codes that proved it).
 */
export const VERIFICATION_LIFETIME_MS = 30 * 60 * 1000;

/** The key of the wizard's progress in this tab's sessionStorage. */
export const WIZARD_STORAGE_KEY = 'docnet.activation-wizard';

interface SavedWizard {
  savedAt: number;
  npiStepDone: boolean;
  selectedNpi: NpiMatch | null;
  contact: ContactStep;
  name: string;
  verifiedAt: Record<VerificationChannel, number | null>;
}

/**
 * What is kept of the wizard across a reload: the choices, contact details and when each was verified. Typed codes
 * are left out (single-use secrets), and the password never reaches the state.
 */
export function savedWizard(state: WizardState, now: number): string {
  const saved: SavedWizard = {
    savedAt: now,
    npiStepDone: state.npiStepDone,
    selectedNpi: state.selectedNpi,
    contact: state.contact,
    name: state.name,
    verifiedAt: {
      email: state.verification.emailVerified ? state.verifiedAt.email : null,
      sms: state.verification.smsVerified ? state.verifiedAt.sms : null,
    },
  };
  return JSON.stringify(saved);
}

/** The state a saved progress gives back (null when there is none, it is not ours, or it lapsed). */
export function restoredWizard(raw: string | null, now: number): WizardState | null {
  if (!raw) return null;
  let saved: SavedWizard;
  try {
    saved = JSON.parse(raw) as SavedWizard;
  } catch {
    return null;
  }
  if (typeof saved?.savedAt !== 'number' || now - saved.savedAt > VERIFICATION_LIFETIME_MS) return null;
  const live = (at: number | null | undefined) => (typeof at === 'number' && now - at < VERIFICATION_LIFETIME_MS ? at : null);
  const verifiedAt = { email: live(saved.verifiedAt?.email), sms: live(saved.verifiedAt?.sms) };
  return {
    ...initialWizardState,
    npiStepDone: saved.npiStepDone === true,
    selectedNpi: saved.selectedNpi ?? null,
    contact: { ...initialWizardState.contact, ...saved.contact },
    name: typeof saved.name === 'string' ? saved.name : '',
    verification: { ...initialWizardState.verification, emailVerified: verifiedAt.email !== null, smsVerified: verifiedAt.sms !== null },
    verifiedAt,
  };
}

/**
 * Step 1's search form: the API's rules, and a search by number needs the 10 digits (an empty or partial number
 * would search nothing useful).
 */
export const npiSearchFormSchema = npiSearchSchema.shape({
  npiNumber: yup
    .string()
    .trim()
    .when('searchType', {
      is: 'npi',
      then: (field) => field.required('Enter your 10-digit NPI number').matches(/^\d{10}$/, 'NPI must be 10 digits'),
      otherwise: (field) => field.optional(),
    }),
});

/** The contact step's rules (docs/product/sign-in-and-activation.md), and a name when no NPI record gives one. */
export function contactFormSchema(askName: boolean) {
  return askName
    ? contactStepSchema.shape({
        name: yup.string().trim().required('Please enter your full name').max(120, 'Your name has at most 120 characters'),
      })
    : contactStepSchema;
}

/** Continue on step 3 is enabled only when the email is verified. */
export function canContinueFromVerification(state: WizardState): boolean {
  return state.verification.emailVerified;
}

/** A Verify button is disabled while its code is empty. */
export function canVerify(code: string): boolean {
  return code.trim() !== '';
}

/** The progress bar's percentage for a step (4 steps: 25, 50, 75, 100). */
export function wizardProgress(step: WizardStep): number {
  return Math.round((step / WIZARD_STEPS.length) * 100);
}

/** What the contact step keeps of the values its schema accepted: trimmed, the phone in its saved form. */
export function contactStepValues(values: ContactValues): ContactValues {
  return {
    email: values.email.trim(),
    confirmEmail: values.confirmEmail.trim(),
    phoneNumber: formatPhoneNumber(values.phoneNumber),
    ...(values.name === undefined ? {} : { name: values.name.trim() }),
  };
}

/**
 * The registration payload, with the name rule of `registrationName` (contracts): the NPI
 * record's name, else the name the member gave, else the email's local part.
 */
export function buildRegistration(state: WizardState, account: AccountStep): Registration {
  const email = state.contact.email.trim();
  return {
    username: account.username.trim(),
    password: account.password,
    name: state.selectedNpi || !state.name.trim() ? registrationName(state.selectedNpi, email) : state.name.trim(),
    email,
    phoneNumber: state.contact.phoneNumber.trim(),
    npi: state.selectedNpi?.npi ?? null,
  };
}

/** NPI search success description. */
export function npiFoundText(count: number): string {
  return `Found ${count} matching record(s)`;
}
