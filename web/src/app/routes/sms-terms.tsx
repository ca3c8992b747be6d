import { SmsTermsPage } from '@/features/static-pages/components/sms-terms-page';

/** /sms-terms, public. */
export function SmsTermsRoute() {
  return <SmsTermsPage />;
}
