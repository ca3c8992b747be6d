import * as yup from 'yup';

/** POST /api/auth/login body; the sign-in form uses the same schema (part 1 §5). */
export const credentialsSchema = yup.object({
  username: yup.string().trim().required('Username must be at least 3 characters').min(3, 'Username must be at least 3 characters'),
  password: yup.string().required('Password must be at least 6 characters').min(6, 'Password must be at least 6 characters'),
});
export type Credentials = yup.InferType<typeof credentialsSchema>;

/**
 * POST /api/auth/register body (part 2 §3 registration payload, §5 wizard rules).
 * The name rule (NPI name, else the email's local part, else 'User') is applied by the client and,
 * when the name is missing, again by the server.
 */
export const registrationSchema = yup.object({
  username: yup.string().trim().required('Username must be at least 3 characters').min(3, 'Username must be at least 3 characters').max(40),
  password: yup.string().required('Password must be at least 8 characters').min(8, 'Password must be at least 8 characters').max(200),
  name: yup.string().trim().max(120).optional(),
  email: yup.string().trim().required('Please enter a valid email address').email('Please enter a valid email address').max(254),
  phoneNumber: yup.string().trim().required('Please enter a valid phone number').min(10, 'Please enter a valid phone number').max(20),
  npi: yup.string().trim().nullable().optional().matches(/^\d{10}$/, { message: 'NPI must be 10 digits', excludeEmptyString: true }),
});
export type Registration = yup.InferType<typeof registrationSchema>;

/** Answer of POST /api/auth/register when the account exists (status 409). */
export interface ExistingAccountBody {
  message: string;
  existingAccount: true;
  username: string;
}

/** The name rule of part 2 §7: NPI first and last name, else the email's local part, else 'User'. */
export function registrationName(npiName: { firstName?: string; lastName?: string } | null, email: string): string {
  const fromNpi = [npiName?.firstName, npiName?.lastName].filter((part) => part && part.trim()).join(' ').trim();
  if (fromNpi) return fromNpi;
  const localPart = email.split('@')[0]?.trim();
  return localPart || 'User';
}
