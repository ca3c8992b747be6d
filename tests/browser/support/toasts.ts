import type { Page } from 'playwright-core';

/**
 * Waits for the newest toast with this title (and description, when given; exact texts). The newest: a toast
 * still closing stays in the page for its exit animation, so the same action done twice in a row shows the same
 * texts twice for a moment.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const shown = description ? page.locator('.docnet-toast').filter({ hasText: description }) : page.locator('.docnet-toast');
  const newest = shown.filter({ has: page.getByText(title, { exact: true }) }).last();
  await newest.getByText(title, { exact: true }).waitFor();
  if (description) await newest.getByText(description, { exact: true }).waitFor();
}
