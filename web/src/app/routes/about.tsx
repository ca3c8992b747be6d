import { AboutPage } from '@/features/static-pages/components/about-page';

/** /about, public (part 2 §2.11). */
export function AboutRoute() {
  return <AboutPage />;
}
