import { HelpPage } from '@/features/static-pages/components/help-page';

/** /help: Help Center, public (part 2 §2.11). */
export function HelpRoute() {
  return <HelpPage />;
}
