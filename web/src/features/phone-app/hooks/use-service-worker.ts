import { useEffect } from 'react';
import { ApiRoutes } from '@docnet/contracts';
import { forgetDeviceData, hasDeviceData } from '@/lib/device-data';
import { offlineReadableLists } from '@/service-worker/offline-rules';

/** Where the build writes the service worker (vite-plugin-pwa, `src/service-worker/sw.ts`). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Asks for the saved items' lists, so the service worker keeps their latest copy for reading offline. */
async function refreshSavedItems(): Promise<void> {
  await Promise.all(
    offlineReadableLists.map((url) =>
      fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => undefined),
    ),
  );
}

/** Resolves once the worker controls this page (it claims open pages when it activates): its reads then pass through it. */
function untilControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * While a member is signed in: the service worker installed (app shell precached) and the saved items kept current,
 * now and whenever the device is back online. Once no member is signed in, and the server confirms it (a 401, not
 * a missing network: offline, what was kept is what the member reads), everything kept on the device is forgotten.
 */
export function useServiceWorker(signedIn: boolean): void {
  useEffect(() => {
    if (signedIn) {
      if (!('serviceWorker' in navigator)) return;
      let stopped = false;
      void navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: '/' })
        .then(() => untilControlled())
        .then(() => (stopped ? undefined : refreshSavedItems()))
        .catch((error: unknown) => console.warn('service worker not installed', error));
      const onOnline = () => void refreshSavedItems();
      window.addEventListener('online', onOnline);
      return () => {
        stopped = true;
        window.removeEventListener('online', onOnline);
      };
    }
    void (async () => {
      if (!(await hasDeviceData())) return;
      const answer = await fetch(ApiRoutes.authMe, { credentials: 'include' }).catch(() => null);
      if (answer?.status === 401) await forgetDeviceData();
    })();
  }, [signedIn]);
}
