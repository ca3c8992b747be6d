import { useSyncExternalStore } from 'react';

/**
 * The dark/light theme: stored in this browser's localStorage
 * under 'theme' ('light' | 'dark'); until the member chooses, the system preference (prefers-color-scheme)
 * decides. The app provider applies it through antd's theme algorithm.
 */
export type ThemeMode = 'light' | 'dark';

export const THEME_KEY = 'theme';

/**
 * The browser's own bar (address bar, the installed app's title and status bar) per theme. index.html names the same
 * two, keyed by the system's preference, for the moments before the app runs; the manifest's colour is the light one,
 * read only once at installation.
 */
export const THEME_COLORS: Record<ThemeMode, string> = { light: '#0958d9', dark: '#141414' };
const THEME_CHANGED_EVENT = 'theme-changed';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedTheme(): ThemeMode | null {
  try {
    const stored = window.localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

function systemTheme(): ThemeMode {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function readThemeMode(): ThemeMode {
  return storedTheme() ?? systemTheme();
}

/** Stores the choice and redraws every reader at once. */
export function storeThemeMode(mode: ThemeMode): void {
  window.localStorage.setItem(THEME_KEY, mode);
  window.dispatchEvent(new CustomEvent(THEME_CHANGED_EVENT, { detail: mode }));
}

function subscribe(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  // 'storage' carries a choice made in another tab; the media query a system change while none is stored.
  window.addEventListener(THEME_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  media?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener(THEME_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
    media?.removeEventListener('change', onChange);
  };
}

/** The theme of pages rendered ahead of the browser (the build's prerender): no stored choice to read there. */
export const PRERENDERED_THEME_MODE: ThemeMode = 'light';

/** The theme in effect, redrawn when it changes. */
export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, readThemeMode, () => PRERENDERED_THEME_MODE);
}
