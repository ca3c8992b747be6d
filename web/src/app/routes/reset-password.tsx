import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

/** /reset-password: set a new password with the token of the reset link. */
export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
