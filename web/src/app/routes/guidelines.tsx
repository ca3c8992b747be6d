import { GuidelinesPage } from '@/features/static-pages/components/guidelines-page';

/** /guidelines: Community Guidelines, public (part 2 §2.11). */
export function GuidelinesRoute() {
  return <GuidelinesPage />;
}
