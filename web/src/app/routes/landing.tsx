import { LandingPage } from '@/features/static-pages/components/landing-page';

/** /public: the landing page, public (part 2 §2.11). */
export function LandingRoute() {
  return <LandingPage />;
}
