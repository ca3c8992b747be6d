// The sign-in, password and activation wizard forms agree with the server, generatively.
import * as fc from 'fast-check';
import {
  accountStepSchema,
  contactStepSchema,
  credentialsSchema,
  emailCodeCheckSchema,
  emailCodeRequestSchema,
  forgotPasswordSchema,
  loginCodeSchema,
  npiSearchSchema,
  registrationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  smsCodeCheckSchema,
  smsCodeRequestSchema,
  US_STATES,
  type ContactStep,
  type NpiMatch,
} from '@docnet/contracts';
import { resetPasswordRequest } from '../src/features/auth/api/reset-password';
import {
  buildRegistration,
  contactStepValues,
  initialWizardState,
} from '../src/features/auth/components/activation-wizard-state';
import {
  anyText,
  checkAgreement,
  emails,
  expectAcceptedAsSent,
  phones,
  runs,
  serverReceives,
  someText,
  submitForm,
  textNear,
} from './support/form-agreement';

const passwords = fc.oneof(
  anyText(12),
  textNear(8),
  textNear(200),
  fc.constantFrom('Passw0rd!23', 'short', ' spaced password '),
);
const usernames = fc.oneof(
  someText(40),
  textNear(3),
  fc.constantFrom('drchen', 'dr.o-brien_2', 'dr chen', 'chen@clinic.example', 'Zoë'),
);
const codes = fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^ ?\d{5,7} ?$/), anyText(8));

describe('sign-in and password forms agree with the server', () => {
  it('sign-in (username or email, password)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ username: fc.oneof(usernames, emails), password: passwords }), (raw) =>
        checkAgreement(credentialsSchema, raw, (values) => values, credentialsSchema),
      ),
      runs,
    );
  });

  it('two-factor code', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ code: codes }), (raw) =>
        checkAgreement(loginCodeSchema, raw, (values) => values, loginCodeSchema),
      ),
      runs,
    );
  });

  it('forgot password (dialog and /test-password-reset)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ email: emails }), (raw) =>
        checkAgreement(
          forgotPasswordSchema,
          raw,
          (values) => ({ email: values.email.trim() }),
          forgotPasswordSchema,
          forgotPasswordSchema,
        ),
      ),
      runs,
    );
  });

  it('reset password', async () => {
    const resets = fc
      .record({
        token: fc.oneof(fc.uuid(), someText(200)),
        password: passwords,
        same: fc.boolean(),
        other: passwords,
      })
      .map(({ token, password, same, other }) => ({
        token,
        password,
        confirmPassword: same ? password : other,
      }));
    await fc.assert(
      fc.asyncProperty(resets, (raw) =>
        checkAgreement(
          resetPasswordFormSchema,
          raw,
          resetPasswordRequest,
          resetPasswordSchema,
          resetPasswordSchema,
        ),
      ),
      runs,
    );
  });
});

describe('the activation wizard agrees with the server at every step', () => {
  it('step 1: NPI search (state names are searched as codes)', async () => {
    const searches = fc.record({
      searchType: fc.constantFrom('npi', 'name'),
      npiNumber: fc.oneof(fc.stringMatching(/^\d{10}$/), someText(10)),
      firstName: someText(60),
      lastName: someText(60),
      city: someText(60),
      state: fc.oneof(
        fc.constantFrom(...Object.keys(US_STATES), ...Object.values(US_STATES), 'tennessee', ' New  York '),
        someText(30),
      ),
    });
    await fc.assert(
      fc.asyncProperty(searches, (raw) =>
        checkAgreement(npiSearchSchema, raw, (values) => values, npiSearchSchema, npiSearchSchema),
      ),
      runs,
    );
  });

  const contacts = fc
    .record({
      email: emails,
      phoneNumber: phones,
      confirm: fc.constantFrom('same', 'upper', 'other'),
      other: emails,
    })
    .map(({ email, phoneNumber, confirm, other }) => ({
      email,
      confirmEmail: confirm === 'same' ? email : confirm === 'upper' ? email.toUpperCase() : other,
      phoneNumber,
    }));

  it('step 2: contact info, against the code calls that follow it', async () => {
    await fc.assert(
      fc.asyncProperty(contacts, async (raw) => {
        const toCodes = (values: ContactStep) => contactStepValues(values);
        await checkAgreement(
          contactStepSchema,
          raw,
          (values) => ({ email: toCodes(values).email }),
          emailCodeRequestSchema,
          emailCodeRequestSchema,
        );
        await checkAgreement(
          contactStepSchema,
          raw,
          (values) => ({ phoneNumber: toCodes(values).phoneNumber }),
          smsCodeRequestSchema,
          smsCodeRequestSchema,
        );
      }),
      runs,
    );
  });

  it('step 3: the codes are checked by the rules of the verify calls', async () => {
    const contact = { email: 'chen@clinic.example', phoneNumber: '(615) 555-0142' };
    await fc.assert(
      fc.asyncProperty(codes, async (code) => {
        await checkAgreement(
          emailCodeCheckSchema,
          { email: contact.email, code },
          (values) => values,
          emailCodeCheckSchema,
        );
        await checkAgreement(
          smsCodeCheckSchema,
          { phoneNumber: contact.phoneNumber, code },
          (values) => values,
          smsCodeCheckSchema,
        );
      }),
      runs,
    );
  });

  it('step 4: what steps 2 and 4 accepted is a registration the server accepts as sent; what it refuses, step 4 refuses first', async () => {
    const matches: fc.Arbitrary<NpiMatch | null> = fc.option(
      fc.record({
        firstName: anyText(35),
        lastName: anyText(35),
        specialty: anyText(40),
        address: anyText(60),
        city: anyText(30),
        state: fc.constantFrom('TN', 'TX'),
        npi: fc.constant('1234567893'),
      }),
    );
    const accounts = fc
      .record({
        username: usernames,
        password: passwords,
        same: fc.boolean(),
        other: passwords,
        agreeToTerms: fc.boolean(),
      })
      .map(({ username, password, same, other, agreeToTerms }) => ({
        username,
        password,
        confirmPassword: same ? password : other,
        agreeToTerms,
      }));
    await fc.assert(
      fc.asyncProperty(contacts, matches, accounts, async (rawContact, selectedNpi, rawAccount) => {
        const contact = await submitForm(contactStepSchema, rawContact);
        fc.pre(contact.ok);
        if (!contact.ok) return;
        const state = {
          ...initialWizardState,
          step: 4 as const,
          selectedNpi,
          contact: contactStepValues(contact.values),
        };
        await checkAgreement(
          accountStepSchema,
          rawAccount,
          (values) => buildRegistration(state, values),
          registrationSchema,
          registrationSchema,
        );
      }),
      { ...runs, numRuns: 200 },
    );
  });

  it('the refusals the last step used to show raw are refused where they are typed', async () => {
    const phone = await submitForm(contactStepSchema, {
      email: 'a@b.co',
      confirmEmail: 'a@b.co',
      phoneNumber: '+1 (615) 555-0142 ext. 123456789012345678',
    });
    expect(phone).toEqual({ ok: false, messages: ['Please enter a valid phone number'] });
    const username = await submitForm(accountStepSchema, {
      username: 'u'.repeat(46),
      password: 'Passw0rd!23',
      confirmPassword: 'Passw0rd!23',
      agreeToTerms: true,
    });
    expect(username).toEqual({ ok: false, messages: ['Username must be at most 40 characters'] });
    const registration = buildRegistration(
      {
        ...initialWizardState,
        contact: { email: 'a@b.co', confirmEmail: 'A@B.co', phoneNumber: '+1 (615) 555-0142' },
      },
      { username: 'drchen', password: 'Passw0rd!23', confirmPassword: 'Passw0rd!23', agreeToTerms: true },
    );
    expectAcceptedAsSent(registration, serverReceives(registration, registrationSchema));
  });
});
