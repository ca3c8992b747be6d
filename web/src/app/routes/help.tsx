import { HelpPage } from '@/features/static-pages/components/help-page';

/** /help: Help Center, public. */
export function HelpRoute() {
  return <HelpPage />;
}
