import { AboutPage } from '@/features/static-pages/components/about-page';

/** /about, public. */
export function AboutRoute() {
  return <AboutPage />;
}
