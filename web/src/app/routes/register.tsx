import { ActivationWizard } from '@/features/auth/components/activation-wizard';

/** /register: the account activation wizard. */
export function RegisterRoute() {
  return <ActivationWizard />;
}
