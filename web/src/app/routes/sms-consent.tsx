import { SmsConsentPage } from '@/features/static-pages/components/sms-consent-page';

/** /sms-consent, public. */
export function SmsConsentRoute() {
  return <SmsConsentPage />;
}
