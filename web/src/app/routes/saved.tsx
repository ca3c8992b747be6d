import { SavedItemsPage } from '@/features/phone-app/components/saved-items-page';

/** /saved: the member's saved items, readable offline. */
export function SavedRoute() {
  return <SavedItemsPage />;
}
