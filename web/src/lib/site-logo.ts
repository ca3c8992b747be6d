import { useSyncExternalStore } from 'react';

/**
 * The member's logo choice: kept in this browser's
 * localStorage under 'site-logo'; a 'logo-changed' window event tells the navigation bar and the footer
 * to redraw at once. Shared by the logo chooser (/logo-options) and the settings screen.
 */
export const logoVariants = ['default', 'network', 'smile', 'professional', 'hub', 'mesh'] as const;
export type LogoVariant = (typeof logoVariants)[number];

export const SITE_LOGO_KEY = 'site-logo';
export const LOGO_CHANGED_EVENT = 'logo-changed';
/** The logo type defaults to 'default'. */
export const DEFAULT_LOGO: LogoVariant = 'default';

export function isLogoVariant(value: unknown): value is LogoVariant {
  return typeof value === 'string' && (logoVariants as readonly string[]).includes(value);
}

/** The stored choice; anything unknown (or storage being unavailable) reads as the default. */
export function readLogoChoice(): LogoVariant {
  try {
    const stored = window.localStorage.getItem(SITE_LOGO_KEY);
    return isLogoVariant(stored) ? stored : DEFAULT_LOGO;
  } catch {
    return DEFAULT_LOGO;
  }
}

/** Stores the choice and announces it to every logo on the page. */
export function storeLogoChoice(variant: LogoVariant): void {
  window.localStorage.setItem(SITE_LOGO_KEY, variant);
  window.dispatchEvent(new CustomEvent(LOGO_CHANGED_EVENT, { detail: variant }));
}

function subscribe(onChange: () => void): () => void {
  // 'storage' carries a choice made in another tab of the same browser.
  window.addEventListener(LOGO_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(LOGO_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The current logo choice, redrawn on every 'logo-changed' event. */
export function useLogoChoice(): LogoVariant {
  return useSyncExternalStore(subscribe, readLogoChoice, () => DEFAULT_LOGO);
}
