// Layout checks for the browser tests: the page must not scroll sideways,
// visible things must not overlap, and no word may break inside itself across
// two lines. `measureLayout` runs in the page (page.evaluate) and only
// measures; the pure functions below judge the measurements in Node, so they
// can be unit-tested (tests/unit/layoutChecks.test.ts) and the failure reads
// as a list of sentences. See docs/decisions/0023-visual-checks.md.
import { expect, type Page } from '@playwright/test';

/** A rectangle in document coordinates (CSS pixels). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Something a person sees as one piece: a run of text, or a control or image. */
export interface LayoutItem {
  what: string;
  /** Things on different layers (the page, a fixed or sticky bar, a popover) may overlap on purpose. */
  layer: number;
  boxes: Box[];
}

/** A word whose text has more than one box: a candidate for a break inside the word. */
export interface SplitWordCandidate {
  word: string;
  where: string;
  boxes: Box[];
}

export interface LayoutMeasurements {
  viewportWidth: number;
  documentWidth: number;
  /** The elements that reach past the viewport's right edge while their parent does not. */
  pastRightEdge: string[];
  items: LayoutItem[];
  splitWords: SplitWordCandidate[];
}

export interface MeasureOptions {
  /** Selectors whose elements (and everything inside them) are not checked: known failures, each with a TODO where it is passed. */
  ignore: string[];
}

/**
 * Measures the page. Runs in the browser through page.evaluate, so it is one
 * self-contained function: everything it uses is declared inside it.
 */
export function measureLayout({ ignore }: MeasureOptions): LayoutMeasurements {
  // Controls and media are measured as one box; text inside them is theirs.
  const ATOMIC = 'input:not([type="hidden"]), select, textarea, button, img, svg, video, canvas, iframe, progress, meter, [role="button"], [role="img"]';
  // Drawn over the page on purpose (popovers, menus, dialogs): compared only with themselves.
  const LAYERED = 'dialog, [popover], [role="dialog"], [role="listbox"], [role="menu"], [role="tooltip"], [data-layered]';
  const SKIPPED = 'script, style, noscript, template, title';
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const viewportWidth = document.documentElement.clientWidth;

  interface Context {
    /** Hidden itself or by an ancestor in a way its descendants cannot undo. */
    hidden: boolean;
    /** The area this element's content may show in (overflow clipping), null for unclipped. */
    contentClip: Box | null;
    layer: number;
    /** Fixed to the window (itself or an ancestor): it never widens the page. */
    fixed: boolean;
    ignored: boolean;
  }
  const contexts = new Map<Element, Context>();
  let layers = 0;

  const toBox = (rect: DOMRect): Box => ({ left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY });
  const intersect = (a: Box | null, b: Box): Box => (a ? { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) } : b);
  const clipsOverflow = (value: string) => value !== 'visible';

  function contextOf(element: Element): Context {
    const known = contexts.get(element);
    if (known) return known;
    const outer: Context = element.parentElement ? contextOf(element.parentElement) : { hidden: false, contentClip: null, layer: 0, fixed: false, ignored: false };
    const style = getComputedStyle(element);
    const position = style.position;
    const layered = position === 'fixed' || position === 'sticky' || element.matches(LAYERED);
    const hidden =
      outer.hidden ||
      style.display === 'none' ||
      style.opacity === '0' ||
      style.clipPath === 'inset(50%)' ||
      /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip);
    // A fixed element leaves its ancestors' clipping behind.
    let contentClip = position === 'fixed' ? null : outer.contentClip;
    if (clipsOverflow(style.overflowX) || clipsOverflow(style.overflowY)) {
      const rect = element.getBoundingClientRect();
      const padding = toBox(new DOMRect(rect.left + element.clientLeft, rect.top + element.clientTop, element.clientWidth, element.clientHeight));
      contentClip = intersect(contentClip, {
        left: clipsOverflow(style.overflowX) ? padding.left : -Infinity,
        right: clipsOverflow(style.overflowX) ? padding.right : Infinity,
        top: clipsOverflow(style.overflowY) ? padding.top : -Infinity,
        bottom: clipsOverflow(style.overflowY) ? padding.bottom : Infinity,
      });
    }
    const context: Context = {
      hidden,
      contentClip,
      layer: layered ? ++layers : outer.layer,
      fixed: outer.fixed || position === 'fixed',
      ignored: outer.ignored || ignore.some((selector) => element.matches(selector)),
    };
    contexts.set(element, context);
    return context;
  }

  function describe(element: Element): string {
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
    // Generated ids (React Aria's) change from run to run and say nothing to a reader.
    const id = element.id && !element.id.startsWith('react-aria') ? `#${element.id}` : '';
    const own = `${element.localName}${id}${classes}`;
    const field = element.closest('[data-pointer]');
    return field && field !== element ? `${own} in [data-pointer="${field.getAttribute('data-pointer')}"]` : own;
  }

  const snippet = (text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    return trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed;
  };

  /** The visible parts of these rectangles: clipped, and without slivers or what is left of the page. */
  function visibleBoxes(rects: Iterable<DOMRect>, clip: Box | null): Box[] {
    const boxes: Box[] = [];
    for (const rect of rects) {
      const box = clip ? intersect(clip, toBox(rect)) : toBox(rect);
      if (box.right - box.left < 1 || box.bottom - box.top < 1 || box.right <= 0 || box.bottom <= 0) continue;
      boxes.push(box);
    }
    return boxes;
  }

  const items: LayoutItem[] = [];
  const splitWords: SplitWordCandidate[] = [];

  for (const element of document.body.querySelectorAll(ATOMIC)) {
    if (element.parentElement?.closest(ATOMIC)) continue;
    const context = contextOf(element);
    if (context.hidden || context.ignored || getComputedStyle(element).visibility !== 'visible') continue;
    const clip = element.parentElement ? contextOf(element.parentElement).contentClip : null;
    const boxes = visibleBoxes([element.getBoundingClientRect()], clip);
    if (boxes.length > 0) items.push({ what: describe(element), layer: context.layer, boxes });
  }

  const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !/\S/.test(text) || parent.closest(SKIPPED) || parent.closest(ATOMIC)) continue;
    const context = contextOf(parent);
    if (context.hidden || context.ignored || getComputedStyle(parent).visibility !== 'visible') continue;
    range.selectNodeContents(node);
    const boxes = visibleBoxes(range.getClientRects(), context.contentClip);
    if (boxes.length === 0) continue;
    const what = `"${snippet(text)}" (${describe(parent)})`;
    items.push({ what, layer: context.layer, boxes });
    if (boxes.length < 2) continue; // on one line, so no word of it can be on two
    for (const match of text.matchAll(WORD)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const wordBoxes = visibleBoxes(range.getClientRects(), context.contentClip);
      if (wordBoxes.length > 1) splitWords.push({ word: match[0], where: describe(parent), boxes: wordBoxes });
    }
  }

  const documentWidth = document.documentElement.scrollWidth;
  const pastRightEdge: string[] = [];
  if (documentWidth > viewportWidth) {
    const edge = viewportWidth + scrollX + 0.5;
    for (const element of document.body.querySelectorAll('*')) {
      const context = contextOf(element);
      if (context.hidden || context.fixed) continue;
      const right = element.getBoundingClientRect().right + scrollX;
      const parentRight = (element.parentElement?.getBoundingClientRect().right ?? 0) + scrollX;
      if (right > edge && parentRight <= edge) pastRightEdge.push(`${context.ignored ? 'ignored:' : ''}${describe(element)} (right edge at ${Math.round(right)} px)`);
    }
  }

  return { viewportWidth, documentWidth, pastRightEdge, items, splitWords };
}

/** How far two boxes cover each other, as width and height (0 when apart). */
export function overlapOf(a: Box, b: Box): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)),
    height: Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)),
  };
}

/**
 * Overlaps smaller than this in either direction are not reported: text boxes
 * are the font's full height, so lines set tighter than the font's own height
 * touch by a pixel or two without anything looking wrong.
 */
export const OVERLAP_TOLERANCE_PX = 3;

export interface Overlap {
  first: string;
  second: string;
  width: number;
  height: number;
  at: { x: number; y: number };
}

/** Every pair of items on the same layer whose boxes cover each other by more than the tolerance. */
export function findOverlaps(items: LayoutItem[], tolerance = OVERLAP_TOLERANCE_PX): Overlap[] {
  // Sweep down the page: each box is compared only with boxes that start above its bottom.
  const boxes = items.flatMap((item, index) => item.boxes.map((box) => ({ box, index }))).sort((a, b) => a.box.top - b.box.top);
  const found = new Map<string, Overlap>();
  for (const [position, { box, index }] of boxes.entries()) {
    for (let next = position + 1; next < boxes.length; next++) {
      const other = boxes[next]!;
      if (other.box.top >= box.bottom - tolerance) break;
      if (other.index === index) continue;
      const first = items[Math.min(index, other.index)]!;
      const second = items[Math.max(index, other.index)]!;
      if (first.layer !== second.layer) continue;
      const { width, height } = overlapOf(box, other.box);
      if (width <= tolerance || height <= tolerance) continue;
      const key = `${Math.min(index, other.index)}/${Math.max(index, other.index)}`;
      if (!found.has(key)) {
        found.set(key, { first: first.what, second: second.what, width, height, at: { x: Math.max(box.left, other.box.left), y: Math.max(box.top, other.box.top) } });
      }
    }
  }
  return [...found.values()];
}

/** How many lines these boxes of one piece of text sit on: boxes whose vertical middles are within half a line of each other share one. */
export function lineCountOf(boxes: Box[]): number {
  const middles = boxes.map((box) => ({ middle: (box.top + box.bottom) / 2, height: box.bottom - box.top })).sort((a, b) => a.middle - b.middle);
  let lines = 0;
  let lastMiddle = -Infinity;
  for (const { middle, height } of middles) {
    if (middle - lastMiddle > height / 2) lines++;
    lastMiddle = middle;
  }
  return lines;
}

const px = (value: number) => `${Math.round(value)}`;
const MAX_LINES_PER_KIND = 15;

function capped(lines: string[]): string[] {
  return lines.length <= MAX_LINES_PER_KIND ? lines : [...lines.slice(0, MAX_LINES_PER_KIND), `…and ${lines.length - MAX_LINES_PER_KIND} more like these`];
}

/** The problems the measurements show, one readable sentence each; empty when the layout is sound. */
export function layoutProblems(measurements: LayoutMeasurements): string[] {
  const problems: string[] = [];
  const { viewportWidth, documentWidth, pastRightEdge } = measurements;
  // Sideways scrolling caused only by ignored elements is a known failure, not a new one.
  const causes = pastRightEdge.filter((line) => !line.startsWith('ignored:'));
  if (documentWidth > viewportWidth && (causes.length > 0 || pastRightEdge.length === 0)) {
    problems.push(`The page scrolls sideways: it is ${px(documentWidth)} px wide in a ${px(viewportWidth)} px window. Past the right edge: ${causes.slice(0, 5).join('; ') || 'nothing measurable'}`);
  }
  problems.push(
    ...capped(
      findOverlaps(measurements.items).map(
        (overlap) => `${overlap.first} overlaps ${overlap.second} by ${px(overlap.width)}×${px(overlap.height)} px at (${px(overlap.at.x)}, ${px(overlap.at.y)})`,
      ),
    ),
  );
  problems.push(
    ...capped(
      measurements.splitWords
        .filter((candidate) => lineCountOf(candidate.boxes) > 1)
        .map((candidate) => `The word "${candidate.word}" is broken across lines in ${candidate.where}`),
    ),
  );
  return problems;
}

/** The layout problems of the current page, one sentence each. */
export async function layoutProblemsOf(page: Page, options: Partial<MeasureOptions> = {}): Promise<string[]> {
  return layoutProblems(await page.evaluate(measureLayout, { ignore: options.ignore ?? [] }));
}

/** Fails the test with the list of layout problems on the current page, if any. */
export async function expectNoLayoutProblems(page: Page, options: Partial<MeasureOptions> = {}): Promise<void> {
  expect(await layoutProblemsOf(page, options), `layout problems on ${page.url()}`).toEqual([]);
}
