import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { AppearanceTab } from '@/features/settings/components/appearance-tab';
import { THEME_COLORS, THEME_KEY } from '@/lib/theme';
import { renderScreen } from './support/render';

const indexHtml = readFileSync(join(__dirname, '../index.html'), 'utf8');

/** index.html's theme-color tags, as the browser has them before the app runs. */
function installThemeColorTags() {
  document.head.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  const parsed = new DOMParser().parseFromString(indexHtml, 'text/html');
  parsed.querySelectorAll('meta[name="theme-color"]').forEach((meta) => document.head.append(document.importNode(meta, true)));
}
const browserBarColours = () => Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).map((meta) => meta.content);

/** The system's preference as the browser reports it. */
function systemPrefers(dark: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('prefers-color-scheme: dark') ? dark : original(query).matches });
  return () => (window.matchMedia = original);
}

describe("the browser's bar colour (theme-color) follows the app's dark mode, not only the system's", () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    window.localStorage.removeItem(THEME_KEY);
    installThemeColorTags();
  });
  afterEach(() => restore());

  it('turns dark with the Dark mode switch on a light system, and light again', async () => {
    restore = systemPrefers(false);
    const { user } = renderScreen(<AppearanceTab />, { route: '/settings' });
    await waitFor(() => expect(browserBarColours()).toEqual([THEME_COLORS.light, THEME_COLORS.light]));

    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    await waitFor(() => expect(browserBarColours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]));
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    await waitFor(() => expect(browserBarColours()).toEqual([THEME_COLORS.light, THEME_COLORS.light]));
  });

  it('stays light on a dark system when the member chose light', async () => {
    restore = systemPrefers(true);
    window.localStorage.setItem(THEME_KEY, 'light');
    renderScreen(<AppearanceTab />, { route: '/settings' });
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    await waitFor(() => expect(browserBarColours()).toEqual([THEME_COLORS.light, THEME_COLORS.light]));
  });

  it('names the same colours in index.html (before the app runs) and the light one in the manifest', () => {
    installThemeColorTags();
    expect(Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).map((meta) => [meta.getAttribute('media'), meta.content])).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.light],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);
    const manifest = JSON.parse(readFileSync(join(__dirname, '../public/manifest.webmanifest'), 'utf8')) as { theme_color: string };
    expect(manifest.theme_color).toBe(THEME_COLORS.light);
  });
});
