/**
 * What the service worker keeps and answers without a network, shared with the pages that read it: only the
 * member's saved items are kept (their lists carry each item's full text). Messages, notifications, sign-in and
 * every other member's page always go to the network and are never stored on the device.
 */

/** The cache of the saved items' lists (the app shell's precache is Workbox's own). */
export const SAVED_ITEMS_CACHE = 'docnet-saved-items';

/** The lists kept for reading offline: saved journal articles and CME opportunities, and the events the member goes to. */
export const offlineReadableLists = [
  '/api/news?filter=saved',
  '/api/cme?filter=saved',
  '/api/events?filter=attending',
] as const;

/** Whether a same-origin GET is one of the saved items' lists, exactly as the app asks for it. */
export function isOfflineReadable(url: URL): boolean {
  return (offlineReadableLists as readonly string[]).includes(`${url.pathname}${url.search}`);
}

/** The sentence a write sent without a network is refused with (a 503 answer, the way the server words its refusals). */
export const OFFLINE_WRITE_MESSAGE =
  'You are offline: this change was not sent. Try again once you are back online.';

/** The message the service worker posts to the page whose write it refused. */
export const OFFLINE_WRITE_REFUSED = 'docnet:offline-write-refused';
