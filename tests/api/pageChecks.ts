// Checks of server-rendered HTML pages without a browser: jsdom parses them,
// axe-core checks them (WCAG 2.1 A/AA) the way tests/e2e/accessibility.ts does
// in Chromium. jsdom cannot lay a page out, so colour contrast is left to the
// browser suite.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The part of jsdom used here (the project has no @types/jsdom). */
interface JsdomWindow {
  document: Document;
  eval(source: string): unknown;
  close(): void;
}
interface Jsdom {
  JSDOM: new (html: string, options?: { runScripts?: 'outside-only'; url?: string; virtualConsole?: object }) => { window: JsdomWindow };
  VirtualConsole: new () => object;
}
interface Axe {
  run(context: Document, options: object): Promise<{ violations: Array<{ id: string; help: string; nodes: unknown[] }> }>;
}

const { JSDOM, VirtualConsole } = require('jsdom') as Jsdom;
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page as a document, to query like a browser would. */
export function parsePage(html: string): Document {
  return new JSDOM(html).window.document;
}

/** axe-core's violations of the page, one line each: [] when it passes. */
export async function accessibilityViolations(html: string): Promise<string[]> {
  // A silent console: jsdom would otherwise report each canvas axe probes as not implemented.
  const { window } = new JSDOM(html, { runScripts: 'outside-only', url: 'http://localhost:3000/', virtualConsole: new VirtualConsole() });
  try {
    window.eval(axeSource);
    const axe = (window as unknown as { axe: Axe }).axe;
    const results = await axe.run(window.document, { runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { 'color-contrast': { enabled: false } } });
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`);
  } finally {
    window.close();
  }
}
