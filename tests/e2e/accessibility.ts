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

/**
 * Pages already checked by this test process, by what axe reads of them. The
 * wizard specs check every step of every example, and most of those checks
 * see a page some earlier test saw exactly (every example of a form starts on
 * the same empty first step). axe's verdict depends only on the document, the
 * controls' state, the focus, the scroll position and the window, all of which
 * the fingerprint covers, with the same stylesheets for the whole run; so a
 * repeat check would find what the first found, and is skipped. Any
 * difference, one attribute or one typed letter, gets a check of its own.
 */
const checkedPages = new Set<string>();

/** A digest of everything on the page axe's rules read. */
function pageFingerprint(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')].map((control) =>
      control instanceof HTMLInputElement ? `${control.value}\u0000${control.checked}\u0000${control.indeterminate}` : control.value,
    );
    const focus = document.activeElement;
    const parts = [
      // react-aria prefixes its ids with a number drawn afresh on each page load.
      document.documentElement.outerHTML.replace(/react-aria\d+-/g, 'react-aria-'),
      controls.join('\u0001'),
      focus ? `${focus.tagName}#${focus.id}\u0000${[...(focus.parentElement?.children ?? [])].indexOf(focus)}` : '',
      `${window.scrollX},${window.scrollY},${window.innerWidth}x${window.innerHeight}`,
    ];
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\u0002')));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

/** Fails the test on any axe-core violation of WCAG 2.1 A/AA on the current page. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const fingerprint = await pageFingerprint(page);
  if (checkedPages.has(fingerprint)) return;
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
  // Only a page that passed is remembered: a failing one fails again wherever it shows.
  checkedPages.add(fingerprint);
}
