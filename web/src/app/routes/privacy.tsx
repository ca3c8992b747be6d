import { PrivacyPage } from '@/features/static-pages/components/privacy-page';

/** /privacy: Privacy & Terms, public. */
export function PrivacyRoute() {
  return <PrivacyPage />;
}
