import { accountStepSchema, type NpiMatch } from '@docnet/contracts';
import type { ValidationError } from 'yup';
import {
  buildRegistration,
  canContinueFromVerification,
  canVerify,
  contactFormSchema,
  furthestStep,
  initialWizardState,
  npiFoundText,
  npiSearchFormSchema,
  restoredWizard,
  savedWizard,
  searchOfStep,
  stepOfSearch,
  VERIFICATION_LIFETIME_MS,
  wizardProgress,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../src/features/auth/components/activation-wizard-state';

const match: NpiMatch = {
  firstName: 'Sarah',
  lastName: 'Chen',
  specialty: 'Orthodontics',
  address: '12 Main St',
  city: 'Chicago',
  state: 'IL',
  npi: '1234567893',
};
const contact = { email: 'sarah@example.com', confirmEmail: 'sarah@example.com', phoneNumber: '5551234567' };
const account = {
  username: 'schen',
  password: 'Passw0rd!23',
  confirmPassword: 'Passw0rd!23',
  agreeToTerms: true,
};

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, initialWizardState);

describe('activation wizard transitions', () => {
  it('starts on step 1 with nothing selected or verified', () => {
    expect(initialWizardState.step).toBe(1);
    expect(initialWizardState.selectedNpi).toBeNull();
    expect(initialWizardState.verification).toEqual({
      emailVerified: false,
      smsVerified: false,
      emailCode: '',
      smsCode: '',
    });
  });

  it('goes from 1 to 2 by selecting a match, which is kept', () => {
    const state = run({ type: 'selectMatch', match });
    expect(state.step).toBe(2);
    expect(state.selectedNpi).toEqual(match);
  });

  it('goes from 1 to 2 by Skip, which clears the selected profile', () => {
    const state = run({ type: 'selectMatch', match }, { type: 'back' }, { type: 'skip' });
    expect(state.step).toBe(2);
    expect(state.selectedNpi).toBeNull();
  });

  it('goes from 2 to 3 on a submitted contact form and keeps the values', () => {
    const state = run({ type: 'skip' }, { type: 'submitContact', contact });
    expect(state.step).toBe(3);
    expect(state.contact).toEqual(contact);
  });

  it('refuses Continue on step 3 until the email is verified; the phone is not required', () => {
    const unverified = run({ type: 'skip' }, { type: 'submitContact', contact });
    expect(canContinueFromVerification(unverified)).toBe(false);
    expect(wizardReducer(unverified, { type: 'continueToAccount' }).step).toBe(3);

    const smsOnly = wizardReducer(unverified, { type: 'verified', channel: 'sms' });
    expect(smsOnly.verification.smsVerified).toBe(true);
    expect(wizardReducer(smsOnly, { type: 'continueToAccount' }).step).toBe(3);

    const emailVerified = wizardReducer(unverified, { type: 'verified', channel: 'email' });
    expect(canContinueFromVerification(emailVerified)).toBe(true);
    expect(wizardReducer(emailVerified, { type: 'continueToAccount' }).step).toBe(4);
  });

  it('Back goes one step at a time and never below step 1', () => {
    const atFour = run(
      { type: 'skip' },
      { type: 'submitContact', contact },
      { type: 'verified', channel: 'email' },
      { type: 'continueToAccount' },
    );
    expect(atFour.step).toBe(4);
    const back1 = wizardReducer(atFour, { type: 'back' });
    expect(back1.step).toBe(3);
    const back3 = run({ type: 'back' });
    expect(back3.step).toBe(1);
  });

  it('keeps a verification when the contact comes back unchanged, drops it when the address or phone changes', () => {
    const verified = run(
      { type: 'skip' },
      { type: 'submitContact', contact },
      { type: 'verified', channel: 'email' },
      { type: 'verified', channel: 'sms' },
    );
    const again = wizardReducer(wizardReducer(verified, { type: 'back' }), {
      type: 'submitContact',
      contact: { ...contact, email: 'SARAH@example.com ', phoneNumber: '(555) 123-4567' },
    });
    expect(again.verification.emailVerified).toBe(true);
    expect(again.verification.smsVerified).toBe(true);

    const changed = wizardReducer(wizardReducer(verified, { type: 'back' }), {
      type: 'submitContact',
      contact: {
        ...contact,
        email: 'other@example.com',
        confirmEmail: 'other@example.com',
        phoneNumber: '5559999999',
      },
    });
    expect(changed.verification.emailVerified).toBe(false);
    expect(changed.verification.smsVerified).toBe(false);
  });

  it('ignores actions that do not belong to the current step', () => {
    const atTwo = run({ type: 'skip' });
    expect(wizardReducer(atTwo, { type: 'selectMatch', match })).toBe(atTwo);
    expect(wizardReducer(initialWizardState, { type: 'submitContact', contact })).toBe(initialWizardState);
  });

  it('stores the codes typed on step 3; Verify is disabled while a code is empty', () => {
    const state = run(
      { type: 'setCode', channel: 'email', code: '123456' },
      { type: 'setCode', channel: 'sms', code: '654321' },
    );
    expect(state.verification.emailCode).toBe('123456');
    expect(state.verification.smsCode).toBe('654321');
    expect(canVerify('')).toBe(false);
    expect(canVerify('   ')).toBe(false);
    expect(canVerify('1')).toBe(true);
  });

  it('shows progress 25/50/75/100 over the four steps', () => {
    expect([1, 2, 3, 4].map((step) => wizardProgress(step as 1 | 2 | 3 | 4))).toEqual([25, 50, 75, 100]);
  });

  it('words the NPI search success toast', () => {
    expect(npiFoundText(3)).toBe('Found 3 matching record(s)');
  });
});

describe('registration payload and the name rule', () => {
  it('takes the name and NPI from the selected record', () => {
    const state = run({ type: 'selectMatch', match }, { type: 'submitContact', contact });
    expect(buildRegistration(state, account)).toEqual({
      username: 'schen',
      password: 'Passw0rd!23',
      name: 'Sarah Chen',
      email: 'sarah@example.com',
      phoneNumber: '5551234567',
      npi: '1234567893',
    });
  });

  it("falls back to the email's local part and no NPI after Skip", () => {
    const state = run({ type: 'skip' }, { type: 'submitContact', contact });
    const payload = buildRegistration(state, account);
    expect(payload.name).toBe('sarah');
    expect(payload.npi).toBeNull();
  });

  it("falls back to 'User' when neither NPI name nor email local part exists", () => {
    const state = run(
      { type: 'skip' },
      { type: 'submitContact', contact: { ...contact, email: '@example.com' } },
    );
    expect(buildRegistration(state, account).name).toBe('User');
  });

  it('never sends the confirmation or terms fields', () => {
    const state = run({ type: 'skip' }, { type: 'submitContact', contact });
    expect(Object.keys(buildRegistration(state, account)).sort()).toEqual([
      'email',
      'name',
      'npi',
      'password',
      'phoneNumber',
      'username',
    ]);
  });
});

describe('wizard steps in the browser history and across a reload', () => {
  const verifiedAtFour = () =>
    run(
      { type: 'selectMatch', match: { ...match, claimed: true } },
      { type: 'submitContact', contact },
      { type: 'setCode', channel: 'email', code: '482913' },
      { type: 'verified', channel: 'email', at: 1_000_000 },
      { type: 'setCode', channel: 'sms', code: '771204' },
      { type: 'verified', channel: 'sms', at: 1_000_500 },
      { type: 'continueToAccount' },
    );

  it('names each step in the address and reads it back (?step=N; step 1 is the plain address)', () => {
    expect([1, 2, 3, 4].map((step) => searchOfStep(step as 1 | 2 | 3 | 4))).toEqual(['', '?step=2', '?step=3', '?step=4']);
    expect(['', '?step=2', '?step=3&x=1', '?step=4', '?step=5', '?step=abc'].map(stepOfSearch)).toEqual([1, 2, 3, 4, 1, 1]);
  });

  it('follows Back and Forward to any step already reached, never past what its data allows', () => {
    const atFour = verifiedAtFour();
    const atOne = wizardReducer(atFour, { type: 'goTo', step: 1 });
    expect(atOne.step).toBe(1);
    expect(atOne.contact).toEqual(contact);
    expect(wizardReducer(atOne, { type: 'goTo', step: 4 }).step).toBe(4);

    expect(furthestStep(initialWizardState)).toBe(1);
    expect(wizardReducer(initialWizardState, { type: 'goTo', step: 3 }).step).toBe(1);
    const unverified = run({ type: 'skip' }, { type: 'submitContact', contact });
    expect(wizardReducer(unverified, { type: 'goTo', step: 4 }).step).toBe(3);
  });

  it('keeps the choices and verifications across a reload, but never a code', () => {
    const raw = savedWizard(verifiedAtFour(), 1_001_000);
    expect(raw).not.toContain('482913');
    expect(raw).not.toContain('771204');
    expect(raw).not.toMatch(/password/i);

    const restored = restoredWizard(raw, 1_002_000);
    expect(restored).not.toBeNull();
    const back = wizardReducer(initialWizardState, { type: 'restore', saved: restored as WizardState, step: 4 });
    expect(back.step).toBe(4);
    expect(back.selectedNpi).toEqual({ ...match, claimed: true });
    expect(back.contact).toEqual(contact);
    expect(back.verification).toEqual({ emailVerified: true, smsVerified: true, emailCode: '', smsCode: '' });
  });

  it('lets a verification lapse with the server\'s 30 minutes, and the whole progress with it', () => {
    const raw = savedWizard(verifiedAtFour(), 1_001_000);
    const phoneOnly = restoredWizard(
      savedWizard(wizardReducer(verifiedAtFour(), { type: 'verified', channel: 'sms', at: 1_000_000 + 20 * 60_000 }), 1_000_000 + 25 * 60_000),
      1_000_000 + VERIFICATION_LIFETIME_MS + 1,
    );
    expect(phoneOnly?.verification).toMatchObject({ emailVerified: false, smsVerified: true });
    expect(wizardReducer(initialWizardState, { type: 'restore', saved: phoneOnly as WizardState, step: 4 }).step).toBe(3);
    expect(restoredWizard(raw, 1_001_000 + VERIFICATION_LIFETIME_MS + 1)).toBeNull();
    expect(restoredWizard('{not json', 0)).toBeNull();
    expect(restoredWizard(null, 0)).toBeNull();
  });

  it('drops a kept verification when the email or phone changes', () => {
    const changed = wizardReducer(wizardReducer(verifiedAtFour(), { type: 'goTo', step: 2 }), {
      type: 'submitContact',
      contact: { ...contact, email: 'aoife@example.ie', confirmEmail: 'aoife@example.ie' },
    });
    expect(changed.verifiedAt).toEqual({ email: null, sms: 1_000_500 });
    expect(restoredWizard(savedWizard(changed, 1_001_000), 1_002_000)?.verification.emailVerified).toBe(false);
  });
});

describe('wizard fields', () => {
  it('asks for the 10 digits of an NPI instead of searching an empty or partial number', async () => {
    const search = (npiNumber: string) =>
      npiSearchFormSchema.validate({ searchType: 'npi', npiNumber }).then(() => 'ok', (error: Error) => error.message);
    expect(await search('')).toBe('Enter your 10-digit NPI number');
    expect(await search('12345')).toBe('NPI must be 10 digits');
    expect(await search('1234567893')).toBe('ok');
    expect(await npiSearchFormSchema.validate({ searchType: 'name', lastName: 'Chen' }).then(() => 'ok')).toBe('ok');
  });

  it('asks for a name after Skip, and registers with it instead of the email local part', async () => {
    await expect(contactFormSchema(true).validate({ ...contact, name: '  ' })).rejects.toThrow('Please enter your full name');
    await expect(contactFormSchema(false).validate(contact)).resolves.toEqual(contact);
    const state = run({ type: 'skip' }, { type: 'submitContact', contact: { ...contact, name: "  Siobhán O'Connor-Ruíz " } });
    expect(buildRegistration(state, account).name).toBe("Siobhán O'Connor-Ruíz");
    const withRecord = run({ type: 'selectMatch', match }, { type: 'submitContact', contact });
    expect(buildRegistration(withRecord, account).name).toBe('Sarah Chen');
  });

  it('asks to confirm the password under an empty confirmation, and says they differ only when they do', async () => {
    const messages = (values: Record<string, unknown>) =>
      accountStepSchema.validate(values, { abortEarly: false }).then(() => [], (error: ValidationError) => error.errors);
    expect(await messages({ username: 'schen', password: '', confirmPassword: '', agreeToTerms: true })).not.toContain("Passwords don't match");
    expect(await messages({ ...account, confirmPassword: '' })).toEqual(['Please confirm your password']);
    expect(await messages({ ...account, confirmPassword: 'Passw0rd!24' })).toEqual(["Passwords don't match"]);
  });
});
