// Before a page rendered ahead of time starts, the browser asks for its scripts
// a few at a time, each few in a task of its own. Starting the page imports its
// module, and Vite's preload helper then adds a `modulepreload` link for each
// chunk the module needs (some 30 for an order form) in one go; each link
// starts a fetch on the main thread (1–7 ms apiece on a busy two-core machine),
// so that was one long task on a page already on screen, which the browser
// cannot answer in (Lighthouse's Total Blocking Time). The helper skips a chunk
// already linked, so once these links are in, it adds none. The server names
// the scripts on #root (src/server/pages/firstPaintPages.ts).
import { FIRST_PAINT_SCRIPTS_ATTRIBUTE } from '../../shared/api/firstPaint';

/** How many links go in per task: a few milliseconds of the main thread at most. */
const LINKS_PER_TASK = 4;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Adds a `modulepreload` link, as Vite's helper adds it, for each script not linked yet, a few per
 * task; resolves in a task of its own after the last ones.
 */
export async function preloadInSlices(scripts: readonly string[], doc: Document = document): Promise<void> {
  // Linked already, or the page's own entry script.
  const linked = new Set([...[...doc.getElementsByTagName('link')].map((link) => link.href), ...[...doc.scripts].map((script) => script.src)]);
  const wanted = scripts.map((script) => new URL(script, doc.baseURI).href).filter((href) => !linked.has(href));
  for (let start = 0; start < wanted.length; start += LINKS_PER_TASK) {
    await nextTask();
    for (const href of wanted.slice(start, start + LINKS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
  }
  await nextTask();
}

/** The scripts the server named on `root` for the page it rendered there. */
export function firstPaintScripts(root: Element): string[] {
  return (root.getAttribute(FIRST_PAINT_SCRIPTS_ATTRIBUTE) ?? '').split(' ').filter((script) => script !== '');
}
