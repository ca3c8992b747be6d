import { PrivacyPage } from '@/features/static-pages/components/privacy-page';

/** /privacy: Privacy & Terms, public (part 2 §2.11). */
export function PrivacyRoute() {
  return <PrivacyPage />;
}
