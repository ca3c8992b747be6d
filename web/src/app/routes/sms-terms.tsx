import { SmsTermsPage } from '@/features/static-pages/components/sms-terms-page';

/** /sms-terms, public (part 2 §2.11). */
export function SmsTermsRoute() {
  return <SmsTermsPage />;
}
