// Opening the engine benchmark's page (tests/bench/engine/app) until its form
// shows: the page sets window.__formVisibleAt (ms since navigation start) in the
// first frame with the last unit row in it, or window.__benchError.
import type { Page } from '@playwright/test';

/** Navigates to `url` and waits until the form is visible; returns `__formVisibleAt`, or throws with `label`. */
export async function openUntilVisible(page: Page, url: string, label: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => window.__formVisibleAt !== undefined || window.__benchError !== undefined, null, { timeout: 60_000 });
  const { visibleAt, error } = await page.evaluate(() => ({ visibleAt: window.__formVisibleAt, error: window.__benchError }));
  if (error || visibleAt === undefined) throw new Error(`${label}: ${error ?? 'the form never became visible'}`);
  return visibleAt;
}
