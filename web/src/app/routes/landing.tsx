import { LandingPage } from '@/features/static-pages/components/landing-page';

/** /public: the landing page, public. */
export function LandingRoute() {
  return <LandingPage />;
}
