import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

/** /reset-password: set a new password with the token of the reset link (part 2 §2.9). */
export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
