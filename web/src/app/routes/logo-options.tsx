import { LogoOptionsPage } from '@/features/static-pages/components/logo-options-page';

/** /logo-options: the logo chooser, public (part 2 §2.10). */
export function LogoOptionsRoute() {
  return <LogoOptionsPage />;
}
