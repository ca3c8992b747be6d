import { SmsConsentPage } from '@/features/static-pages/components/sms-consent-page';

/** /sms-consent, public (part 2 §2.11). */
export function SmsConsentRoute() {
  return <SmsConsentPage />;
}
