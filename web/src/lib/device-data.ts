/**
 * The prefix of every localStorage key holding a member's own data (their composer drafts): forgotten with the rest.
 * Keys without it (the theme, the install hint) are the device's, not a member's.
 */
export const MEMBER_STORAGE_PREFIX = 'docnet:member:';

function memberStorageKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(MEMBER_STORAGE_PREFIX));
}

/**
 * Everything DocNet keeps on this device beyond the browser's HTTP cache: the service worker, every Cache Storage
 * cache (the app shell and the saved items), every IndexedDB database of the origin and the members' localStorage
 * keys. Forgotten at sign-out and when the session turns out to have ended elsewhere, so the next person on the
 * device finds none of it.
 */
export async function forgetDeviceData(): Promise<void> {
  memberStorageKeys().forEach((key) => localStorage.removeItem(key));
  const registrations = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if ('caches' in window) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  const databases = 'indexedDB' in window && 'databases' in indexedDB ? await indexedDB.databases() : [];
  await Promise.all(databases.flatMap(({ name }) => (name ? [deleteDatabase(name)] : [])));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked: another tab holds it open; it is deleted as soon as that tab lets go, nothing to wait for here.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Whether anything of a member is kept on the device. */
export async function hasDeviceData(): Promise<boolean> {
  const registrations = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : [];
  const cacheNames = 'caches' in window ? await caches.keys() : [];
  const databases = 'indexedDB' in window && 'databases' in indexedDB ? await indexedDB.databases() : [];
  return registrations.length + cacheNames.length + databases.length + memberStorageKeys().length > 0;
}
