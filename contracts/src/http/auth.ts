import * as yup from 'yup';
import { confirmPasswordField, newPasswordField, newUsernameField, PASSWORD_MAX_LENGTH, requiredPhoneField } from './fields';
import { SecurityMessages, stepUpPasswordField } from './settings';
import { usStateCode } from './us-states';
import { verificationCodeField } from './sign-in';

// What the sign-in screen needs lives apart (no phone rules, hence no libphonenumber in its bundle).
export * from './sign-in';

/** The wizard's email, its codes and the registration. */
function newEmailField() {
  return yup
    .string()
    .trim()
    .required('Please enter a valid email address')
    .email('Please enter a valid email address')
    .max(254, 'Please enter a valid email address');
}

/**
 * POST /api/auth/register body.
 * The name rule (NPI name, else the email's local part, else 'User') is applied by the client and,
 * when the name is missing, again by the server.
 */
export const registrationSchema = yup.object({
  username: newUsernameField,
  password: newPasswordField,
  name: yup.string().trim().max(120, 'Your name has at most 120 characters').optional(),
  email: newEmailField(),
  phoneNumber: requiredPhoneField(),
  npi: yup
    .string()
    .trim()
    .nullable()
    .optional()
    .matches(/^\d{10}$/, { message: 'NPI must be 10 digits', excludeEmptyString: true })
    .test('npi-check-digit', 'NPI number is not valid', (npi) => !npi || isValidNpi(npi)),
});
export type Registration = yup.InferType<typeof registrationSchema>;

/** Answer of POST /api/auth/register when the account exists (status 409). */
export interface ExistingAccountBody {
  message: string;
  existingAccount: true;
  username: string;
}

/** The registration name: NPI first and last name, else the email's local part, else 'User'. */
export function registrationName(npiName: { firstName?: string; lastName?: string } | null, email: string): string {
  const fromNpi = [npiName?.firstName, npiName?.lastName].filter((part) => part && part.trim()).join(' ').trim();
  if (fromNpi) return fromNpi;
  const localPart = email.split('@')[0]?.trim();
  return localPart || 'User';
}

/** The NPI check (10 digits) plus the registry's Luhn check digit over the 80840 prefix. */
export function isValidNpi(npi: string | null | undefined): boolean {
  if (typeof npi !== 'string' || !/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** POST /api/auth/discover-account body: searchType npi or name, all else optional. */
export const npiSearchSchema = yup.object({
  searchType: yup.string().oneOf(['npi', 'name'] as const).required(),
  npiNumber: yup.string().trim().max(10, 'NPI must be 10 digits').optional(),
  firstName: yup.string().trim().max(60, 'At most 60 characters').optional(),
  lastName: yup.string().trim().max(60, 'At most 60 characters').optional(),
  city: yup.string().trim().max(60, 'At most 60 characters').optional(),
  // The registry writes states as codes: 'Tennessee' searches 'TN'.
  state: yup
    .string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? usStateCode(value) : value))
    .max(30, 'At most 30 characters')
    .optional(),
});
export type NpiSearch = yup.InferType<typeof npiSearchSchema>;

/** NPI match record; POST /api/auth/discover-account answers a list of them. */
export interface NpiMatch {
  firstName: string;
  lastName: string;
  specialty: string;
  address: string;
  city: string;
  state: string;
  npi: string;
  /**
   * The wizard's search only: a member already holds this NPI (claimed at activation or verified). Who holds it is
   * never said; a new member may still choose it and prove it later with the code sent to the registry's phone.
   */
  claimed?: boolean;
}

/** Wizard contact step. */
export const contactStepSchema = yup.object({
  email: newEmailField(),
  // Addresses compare without case: the server keys accounts by the lower-cased email.
  confirmEmail: newEmailField().test(
    'same-email',
    "Email addresses don't match",
    (value, context) => (value ?? '').toLowerCase() === String(context.parent.email ?? '').trim().toLowerCase(),
  ),
  phoneNumber: requiredPhoneField(),
});
export type ContactStep = yup.InferType<typeof contactStepSchema>;

/** Wizard account step. */
export const accountStepSchema = yup.object({
  username: newUsernameField,
  password: newPasswordField,
  confirmPassword: confirmPasswordField('password'),
  agreeToTerms: yup.boolean().required('You must agree to the terms and conditions').oneOf([true], 'You must agree to the terms and conditions'),
});
export type AccountStep = yup.InferType<typeof accountStepSchema>;

const emailField = newEmailField();
const phoneField = requiredPhoneField();

/** POST /api/auth/send-email-verification body. */
export const emailCodeRequestSchema = yup.object({ email: emailField });
export type EmailCodeRequest = yup.InferType<typeof emailCodeRequestSchema>;

/** POST /api/auth/verify-email-code body. */
export const emailCodeCheckSchema = yup.object({ email: emailField, code: verificationCodeField });
export type EmailCodeCheck = yup.InferType<typeof emailCodeCheckSchema>;

/** POST /api/auth/sms/send body. */
export const smsCodeRequestSchema = yup.object({ phoneNumber: phoneField });
export type SmsCodeRequest = yup.InferType<typeof smsCodeRequestSchema>;

/** POST /api/auth/sms/verify body. */
export const smsCodeCheckSchema = yup.object({
  phoneNumber: phoneField,
  code: verificationCodeField,
  /** A signed-in member replacing a verified phone (two-factor codes go there) confirms it with the password. */
  currentPassword: stepUpPasswordField,
});
export type SmsCodeCheck = yup.InferType<typeof smsCodeCheckSchema>;

/** POST /api/auth/email-change body: the signed-in member's new address, which gets a code. */
export const emailChangeSchema = yup.object({
  email: emailField,
  currentPassword: yup.string().required(SecurityMessages.currentPasswordRequired).max(200, SecurityMessages.wrongCurrentPassword),
});
export type EmailChange = yup.InferType<typeof emailChangeSchema>;

/** POST /api/auth/email-change/verify body: the code sent to the pending address. */
export const emailChangeCheckSchema = yup.object({ code: verificationCodeField });
export type EmailChangeCheck = yup.InferType<typeof emailChangeCheckSchema>;

/** Answer of POST /api/auth/email-change: the code went to `pendingEmail`; the current address stays in use until it is checked. */
export interface EmailChangeStarted {
  message: string;
  pendingEmail: string;
}

/** Refusals of an email change (identity). */
export const EmailChangeMessages = {
  sameEmail: 'This is already your email address',
  noPending: 'There is no new email address waiting for verification',
  taken: 'An account with this email already exists',
  /** A profile write that changes the email: it must go through POST /api/auth/email-change. */
  notThroughProfile: 'Verify a new email address with the code sent to it before it replaces the current one',
} as const;

/** POST /api/auth/reset-password body. */
export const resetPasswordSchema = yup.object({
  token: yup.string().trim().required('Reset token is required').max(200, 'This reset link is not valid'),
  password: yup
    .string()
    .required('New password is required')
    .min(8, 'Password must be at least 8 characters long')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ResetPassword = yup.InferType<typeof resetPasswordSchema>;

/** The reset form: the call's body plus the confirmation field. */
export const resetPasswordFormSchema = resetPasswordSchema.shape({
  confirmPassword: yup
    .string()
    .required('Passwords do not match')
    .oneOf([yup.ref('password')], 'Passwords do not match'),
});
export type ResetPasswordForm = yup.InferType<typeof resetPasswordFormSchema>;

/** The NPI rule of the registration (10 digits, registry check digit), required. */
const requiredNpiField = yup
  .string()
  .trim()
  .required('NPI is required')
  .matches(/^\d{10}$/, 'NPI must be 10 digits')
  .test('npi-check-digit', 'NPI number is not valid', (npi) => isValidNpi(npi));

/** How the NPI binding code reaches the registry's phone: a text message or a voice call reading it out. */
export const npiBindingChannels = ['sms', 'call'] as const;
export type NpiBindingChannel = (typeof npiBindingChannels)[number];

/** POST /api/auth/npi-binding body: the NPI the signed-in member proves, and how the code should reach its registry phone. */
export const npiBindingRequestSchema = yup.object({
  npi: requiredNpiField,
  channel: yup.string().oneOf(npiBindingChannels, 'Choose SMS or a voice call').required('Choose SMS or a voice call'),
});
export type NpiBindingRequest = yup.InferType<typeof npiBindingRequestSchema>;

/** POST /api/auth/npi-binding/verify body: the code that reached the registry's phone. */
export const npiBindingCheckSchema = yup.object({ npi: requiredNpiField, code: verificationCodeField });
export type NpiBindingCheck = yup.InferType<typeof npiBindingCheckSchema>;

/** Answer of POST /api/auth/npi-binding: where the code went, masked ('(512) •••-••42'). */
export interface NpiBindingStarted {
  message: string;
  channel: NpiBindingChannel;
  sentTo: string;
}

/** Answer of POST /api/auth/npi-binding/verify: the NPI is bound to the member. */
export interface NpiBindingDone {
  npiBound: true;
  npi: string;
  message: string;
}

/** Refusals of an NPI binding (identity). */
export const NpiBindingMessages = {
  notInRegistry: 'This NPI is not in the NPI registry',
  noRegistryPhone: 'The NPI registry lists no phone number for this NPI, so it cannot be verified by phone',
  /** 429: the phone the registry lists got too many codes this hour, for any NPI (the words of the other code limits). */
  tooManyCodes: 'Too many verification codes requested. Please wait an hour and try again.',
} as const;

/** Answer of the code and reset calls that only confirm success. */
export interface AuthMessageBody {
  message: string;
}

/** Answer of verify-email-code and sms/verify. */
export interface VerifiedBody {
  verified: true;
  message: string;
}

