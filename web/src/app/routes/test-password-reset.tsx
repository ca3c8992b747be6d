import { PasswordResetTestPage } from '@/features/auth/components/password-reset-test-page';

/** /test-password-reset: the password-reset test page. */
export function TestPasswordResetRoute() {
  return <PasswordResetTestPage />;
}
