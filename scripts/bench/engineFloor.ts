// The floor row of bench:engine: what React and Blink alone take to create the
// page our engine shows at N rows. It loads our page, waits until the form is
// visible, and writes the page's DOM as plain data (floor-tree-<N>.json) into
// the bench page's folder; the page's ?impl=floor (FloorPage.tsx) renders that
// data with React and no component in between. Ours over the floor says how
// much of a load is the engine's; the floor itself moves with the machine.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { floorTreeFile, type FloorNode } from '../../tests/bench/engine/app/floorTree';
import { openUntilVisible } from './benchPageLoad';

/**
 * Runs in the page: the element as FloorNode data (comments dropped; values and checks as they
 * are now). One loop over a stack, no inner functions: tsx would wrap those in a helper that the
 * page does not have.
 */
function captureInPage(rootId: string): FloorNode {
  const root = document.getElementById(rootId)?.firstElementChild;
  if (!root) throw new Error(`#${rootId} is empty`);
  const top: Exclude<FloorNode, string> = { tag: '', attributes: {}, children: [] };
  const stack: Array<{ node: Node; into: FloorNode[] }> = [{ node: root, into: top.children }];
  while (stack.length) {
    const { node, into } = stack.pop()!;
    if (node.nodeType === Node.TEXT_NODE) {
      into.push((node as Text).data);
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const attributes: Record<string, string> = {};
    for (const attribute of Array.from(element.attributes)) attributes[attribute.name] = attribute.value;
    const captured: Exclude<FloorNode, string> = { tag: element.tagName.toLowerCase(), attributes, children: [] };
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) captured.checked = element.checked;
    else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) captured.value = element.value;
    into.push(captured);
    // A textarea's text is its value. Children are pushed last first, so they pop in order.
    if (element instanceof HTMLTextAreaElement) continue;
    const children = Array.from(element.childNodes);
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index]!, into: captured.children });
  }
  return top.children[0]!;
}

/** Captures our engine's page at `n` rows into `distDir` for the floor page. */
export async function captureFloorTree(browser: Browser, origin: string, n: number, distDir: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await openUntilVisible(page, `${origin}/?impl=ours&live=0&n=${n}`, `ours N=${n}, for the floor`);
    const tree = await page.evaluate(captureInPage, 'root');
    writeFileSync(path.join(distDir, floorTreeFile(n)), JSON.stringify(tree));
  } finally {
    await context.close();
  }
}
