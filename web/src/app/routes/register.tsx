import { ActivationWizard } from '@/features/auth/components/activation-wizard';

/** /register: the account activation wizard (part 2 §2.8). */
export function RegisterRoute() {
  return <ActivationWizard />;
}
