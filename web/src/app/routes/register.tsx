import { ActivationForm } from '@/features/auth/components/activation-form';

/** /register: account activation (part 2 §2.8). */
export function RegisterRoute() {
  return <ActivationForm />;
}
