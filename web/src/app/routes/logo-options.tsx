import { LogoOptionsPage } from '@/features/static-pages/components/logo-options-page';

/** /logo-options: the logo chooser, public. */
export function LogoOptionsRoute() {
  return <LogoOptionsPage />;
}
