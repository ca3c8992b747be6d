import { useServiceWorker } from '../hooks/use-service-worker';
import { InstallHint } from './install-hint';
import { OfflineBanner } from './offline-banner';

/**
 * What the app shell adds for a phone, loaded after the screen's first paint: the offline banner for everyone, and
 * for a signed-in member the service worker (offline shell, saved items) and, on an iPhone, the install hint.
 */
export function PhoneApp({ signedIn }: { signedIn: boolean }) {
  useServiceWorker(signedIn);
  return (
    <>
      <OfflineBanner />
      {signedIn && <InstallHint />}
    </>
  );
}
