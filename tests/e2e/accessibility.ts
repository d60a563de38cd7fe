import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core is put into each document once and run there. @axe-core/playwright's
// analyze() injects the whole library on every call and finishes in a new blank
// page, which cost about 2 s per check against 0.2-0.3 s for axe itself; with
// a check on every wizard step that was most of the browser suite's time.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ViolationSummary {
  id: string;
  help: string;
  nodes: number;
}

/** Fails the test on any axe-core violation of WCAG 2.1 A/AA on the current page. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // page.evaluate runs through the DevTools protocol, so the portal's content
  // security policy (no inline scripts) does not block it.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags): Promise<ViolationSummary[]> => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: unknown[] }> }> } }).axe;
    // The only frames the portal makes are oidc-client-ts's hidden ones, which
    // show nothing; waiting for axe to answer inside them would stall the check.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false });
    return results.violations.map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.length }));
  }, WCAG_TAGS);
  expect(violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes} element(s))`)).toEqual([]);
}
