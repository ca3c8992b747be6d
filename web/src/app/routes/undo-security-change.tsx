import { UndoSecurityChangeScreen } from '@/features/auth/components/undo-security-change-screen';

/** /undo-security-change: the link mailed about a security change undoes it. */
export function UndoSecurityChangeRoute() {
  return <UndoSecurityChangeScreen />;
}
