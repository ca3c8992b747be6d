import type { Control, FieldPath } from 'react-hook-form';
import { PasswordField } from '@/components/form/input-field';

/** The auth screens' email input: the browser's email keyboard and autofill, and the example address. */
export const emailInput = { type: 'email', autoComplete: 'email', placeholder: 'you@example.com' } as const;

/** The values of a form that sets a new password. */
export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (activation, reset): both offered to the password manager as a new
 * password; the schema checks the length and that they match.
 */
export function NewPasswordFields<TValues extends NewPassword>({
  control,
  labels: [passwordLabel, confirmLabel],
}: {
  control: Control<TValues>;
  labels: [password: string, confirmation: string];
}) {
  // Every form this serves has both fields (TValues extends NewPassword); TypeScript cannot resolve a path of a
  // type parameter, so the names are stated as paths.
  const [password, confirmPassword] = ['password', 'confirmPassword'] as FieldPath<TValues>[];
  return (
    <>
      <PasswordField
        control={control}
        name={password}
        label={passwordLabel}
        autoComplete="new-password"
        placeholder="At least 8 characters"
      />
      <PasswordField
        control={control}
        name={confirmPassword}
        label={confirmLabel}
        autoComplete="new-password"
      />
    </>
  );
}
