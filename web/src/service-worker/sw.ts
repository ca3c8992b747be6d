/// <reference lib="webworker" />
/**
 * DocNet's service worker (built by vite-plugin-pwa from this file, Workbox inside):
 * - the app shell (index.html, scripts, styles, icons) precached, so the installed app opens without a network;
 * - pages load from the network as before (prerendered pages, fresh HTML), the precached shell only when there is none;
 * - the member's saved items network-first, the last answer kept for reading offline (see offline-rules.ts);
 * - nothing else is stored: /api answers other than those lists pass through untouched;
 * - a write sent while the device is offline is answered 503 with a sentence saying so, and the page is told;
 * - a push shows the generic title of its kind (it carries no text) and a tap opens what it links to.
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { PushPayload } from '@docnet/contracts';
import {
  isOfflineReadable,
  OFFLINE_WRITE_MESSAGE,
  OFFLINE_WRITE_REFUSED,
  SAVED_ITEMS_CACHE,
} from './offline-rules';
import { pushBody, pushTarget, pushTitle } from './push-texts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: the shell it precached matches the pages the server now sends.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    // The API's own pages (/api/docs) are no part of the shell.
    { denylist: [/^\/api\//] },
  ),
);

const savedItems = new NetworkFirst({
  cacheName: SAVED_ITEMS_CACHE,
  networkTimeoutSeconds: 8,
  plugins: [
    {
      // A signed-out answer means the session has ended (here or elsewhere): the kept copy goes too.
      fetchDidSucceed: async ({ response }) => {
        if (response.status === 401) await caches.delete(SAVED_ITEMS_CACHE);
        return response;
      },
      // Only a full answer is kept (NetworkFirst keeps 200s by default; this says so where it is decided).
      cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
    },
  ],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && isOfflineReadable(url), savedItems);

// Writes go to the network untouched (uploads with their progress included); without a network they are refused
// here with a sentence, and the page that sent one is told, so it can say why nothing changed.
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/') && !self.navigator.onLine,
    async ({ event }) => {
      const { clientId } = event as FetchEvent;
      const client = clientId ? await self.clients.get(clientId) : undefined;
      client?.postMessage({ type: OFFLINE_WRITE_REFUSED });
      return new Response(JSON.stringify({ message: OFFLINE_WRITE_MESSAGE }), {
        status: 503,
        statusText: 'Offline',
        headers: { 'Content-Type': 'application/json' },
      });
    },
    method,
  );
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(pushTitle(payload), {
      body: pushBody(),
      // One line per notification (a coalesced conversation replaces its own), never anything the push did not carry.
      tag: `docnet-notification-${payload.id}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data: { link: pushTarget(payload.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = pushTarget((event.notification.data as { link?: unknown } | null)?.link);
  event.waitUntil(
    (async () => {
      // An open DocNet window goes to the link; without one, a new window opens there.
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(link);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
