// What the screenshot specs of tests/screens share (npm run bench:screens,
// playwright.screens.config.ts; docs/operations/benchmarks.md, "Screenshot
// comparison"): where the screenshots go, what they are named, and the camera
// that waits for a settled page before each full-page capture.
import path from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { SCROLL_DELAY_MS } from '../../src/engine/react/scrollToFirstError';

export const SCREENS_DIR = path.resolve(process.env['SCREENS_DIR'] ?? '.tmp/screens/current');

/**
 * The names of the screenshots, `[<prefix>-]<width>-<nn>-<name>.png`: the livening
 * wizard's have no prefix, every other spec's have its own, so names never clash
 * across specs. globalSetup.ts deletes the files with these names once per run.
 */
export const SHOT_NAME = /^(?:[a-z]+-)?\d+-\d{2}-[a-z0-9-]+\.png$/;

export function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Requests the page has sent and not yet seen answered (or failed). */
export function trackRequests(page: Page): Set<Request> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

export class Camera {
  private shot = 0;

  /** `prefix` (lower-case letters) starts every file name, for a spec other than the livening wizard's. */
  constructor(
    private readonly page: Page,
    private readonly width: number,
    private readonly inFlight: Set<Request>,
    private readonly prefix = '',
  ) {}

  /** Waits until the page is settled, then takes a full-page screenshot named `[<prefix>-]<width>-<nn>-<name>.png`. */
  async take(name: string, heading: Locator) {
    const page = this.page;
    await expect(heading).toBeVisible();
    await expect.poll(() => this.inFlight.size, { message: 'no request in flight' }).toBe(0);
    // Nothing still working: a wizard shown before its validator has Next busy until it arrives (decision 0039).
    await expect(page.locator('[aria-busy="true"]'), 'nothing busy').toHaveCount(0);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), { message: 'images loaded' }).toBe(true);
    // The same starting point for every capture: the pointer off the form (no hover) and
    // the page at its top (a sticky element's place in a full-page capture follows the scroll).
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' }).toBe(0);
    this.shot += 1;
    const file = path.join(SCREENS_DIR, `${this.prefix ? `${this.prefix}-` : ''}${this.width}-${String(this.shot).padStart(2, '0')}-${name}.png`);
    if (!SHOT_NAME.test(path.basename(file))) throw new Error(`${path.basename(file)}: not a screenshot name that globalSetup.ts cleans up`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  }
}

/** A wizard step's heading: the wizard's title over the step, with the step marked current. */
export async function formStepHeading(page: Page, formTitle: string, stepTitle: string): Promise<Locator> {
  await expect(page.locator('.engine-progress__step--current')).toContainText(stepTitle);
  return page.getByRole('heading', { level: 1, name: formTitle });
}

/**
 * Presses Next on a step that has errors and runs the wizard's delayed scroll to the
 * first error at once (the page's clock must be installed). Returns the error summary's heading.
 */
export async function nextShowingErrors(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  // The summary takes focus in the same effects pass that sets the wizard's timer for the scroll.
  await expect(summary).toBeFocused();
  await page.clock.runFor(SCROLL_DELAY_MS);
  return summary.getByRole('heading', { name: 'There is a problem' });
}
