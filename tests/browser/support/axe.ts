import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsSettled } from './chromium';
import { THEME_KEY, type ThemeMode } from '../../../web/src/lib/theme';

/**
 * Accessibility check of the screen a journey shows: axe-core with the WCAG 2.0 / 2.1 A and AA
 * rules, failing on any serious or critical violation with one readable line per offending element.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the page as it is now and throws when it finds a serious or critical violation. `screen` names
 * the screen in the failure (several checks run per journey). Animations are let to finish first: antd's
 * enter transitions fade from transparent, which axe would read as low contrast.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // The pointer rests where the journey last clicked: its hover colours would make the result depend on that.
  await page.mouse.move(0, 0);
  await animationsSettled(page);
  // Evaluated rather than added as a script tag: the BFF's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const findings = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(
      (violation): Finding => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        // The selector and why it fails (for contrast: the colours and the ratio found).
        targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary ?? ''}`),
      }),
    );
  }, WCAG_TAGS);
  const failing = findings.filter((finding) => FAILING_IMPACTS.has(finding.impact));
  if (failing.length === 0) return;
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const lines = failing.map(
    (finding) => `- ${finding.id} (${finding.impact}): ${finding.help}\n    ${finding.targets.join('\n    ')}`,
  );
  throw new Error(`accessibility violations on ${screen} (${theme} theme, ${page.url()}):\n${lines.join('\n')}`);
}

/**
 * Checks the screen in the light theme, then in the dark one (stored as the settings screen stores it; the app
 * redraws on the 'storage' event), and leaves the page in the theme it had.
 */
export async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  const before = await page.evaluate((key) => localStorage.getItem(key), THEME_KEY);
  for (const mode of ['light', 'dark'] satisfies ThemeMode[]) {
    await setTheme(page, mode);
    await expectAccessible(page, screen);
  }
  await setTheme(page, before === 'dark' ? 'dark' : 'light');
}

async function setTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.evaluate(
    ({ key, mode }) => {
      localStorage.setItem(key, mode);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: mode }));
    },
    { key: THEME_KEY, mode },
  );
  await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, mode);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
