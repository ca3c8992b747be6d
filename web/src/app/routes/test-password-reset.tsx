import { PasswordResetTestPage } from '@/features/auth/components/password-reset-test-page';

/** /test-password-reset: the password-reset test page (part 2 §2.10). */
export function TestPasswordResetRoute() {
  return <PasswordResetTestPage />;
}
