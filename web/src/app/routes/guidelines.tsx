import { GuidelinesPage } from '@/features/static-pages/components/guidelines-page';

/** /guidelines: Community Guidelines, public. */
export function GuidelinesRoute() {
  return <GuidelinesPage />;
}
