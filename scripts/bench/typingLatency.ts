// Typing latency of one page in Chromium, as INP sees it: for each keystroke
// the longest Event Timing entry among its keydown, keypress and input events.
import type { Page } from '@playwright/test';

/** 20 keystrokes that keep the field within its maxLength (5): "A", "B", then both erased; five times. */
export const KEYS: readonly string[] = Array.from({ length: 5 }, () => ['A', 'B', 'Backspace', 'Backspace']).flat();
export const KEY_GAP_MS = 60;
/** Event Timing reports only entries of at least 16 ms; a keystroke without one counts as this. */
export const EVENT_TIMING_FLOOR_MS = 16;
const MEASURED_EVENTS = ['keydown', 'keypress', 'input'];

export interface TypingResult {
  /** One value per keystroke, ms. */
  durations: number[];
  /** Keystrokes with no Event Timing entry (counted as 16 ms). */
  floored: number;
  /** Set when the page did not see every keystroke as expected. */
  problem?: string;
}

interface PageRecord {
  /** Held here so that it lives as long as the page: an observer nothing refers to may be collected, and then reports nothing. */
  observer?: PerformanceObserver;
  keydowns: number[];
  inputs: number;
  entries: Array<{ name: string; startTime: number; duration: number; interactionId: number }>;
}

/** Event Timing entries; TypeScript's DOM types lack `interactionId`. */
interface EventTimingEntry extends PerformanceEntry {
  interactionId?: number;
}

declare global {
  interface Window {
    __typing?: PageRecord;
  }
}

/**
 * Focuses the field (click, then End), starts observing Event Timing, types
 * KEYS one at a time KEY_GAP_MS apart, and assigns each entry to the keystroke
 * whose keydown started last at or before the entry (keydown and keypress share
 * an interactionId; input events in Chromium carry none, so the keystroke's
 * time window is what groups them).
 */
export async function measureTyping(page: Page, selector: string): Promise<TypingResult> {
  const field = page.locator(selector);
  await field.click({ timeout: 30_000 });
  await page.keyboard.press('End');
  const initialValue = await field.inputValue();
  await page.waitForTimeout(300);

  await page.evaluate((names) => {
    const record: PageRecord = { keydowns: [], inputs: 0, entries: [] };
    window.__typing = record;
    window.addEventListener('keydown', (event) => record.keydowns.push(event.timeStamp), { capture: true });
    window.addEventListener('input', () => (record.inputs += 1), { capture: true });
    record.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventTimingEntry[]) {
        if (names.includes(entry.name)) {
          record.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
        }
      }
    });
    record.observer.observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  }, MEASURED_EVENTS);

  for (const key of KEYS) {
    await page.keyboard.press(key);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  // Entries arrive after the frame that follows the event is presented.
  await page.waitForTimeout(1_000);

  const record = await page.evaluate(() => {
    const { keydowns, inputs, entries } = window.__typing!;
    return { keydowns, inputs, entries };
  });
  const finalValue = await field.inputValue();
  const durations = KEYS.map(() => 0);
  for (const entry of record.entries) {
    let index = -1;
    for (const [position, start] of record.keydowns.entries()) if (start <= entry.startTime + 0.001) index = position;
    if (index >= 0 && index < durations.length) durations[index] = Math.max(durations[index] ?? 0, entry.duration);
  }
  const floored = durations.filter((duration) => duration < EVENT_TIMING_FLOOR_MS).length;
  const problems: string[] = [];
  if (record.keydowns.length !== KEYS.length) problems.push(`${record.keydowns.length} keydowns seen, ${KEYS.length} sent`);
  if (record.inputs !== KEYS.length) problems.push(`${record.inputs} input events, expected ${KEYS.length}`);
  if (finalValue !== initialValue) problems.push(`the field ended as "${finalValue}", not "${initialValue}"`);
  return {
    durations: durations.map((duration) => Math.max(duration, EVENT_TIMING_FLOOR_MS)),
    floored,
    ...(problems.length ? { problem: problems.join('; ') } : {}),
  };
}


/** Times the field is left after a change: typing "A" then Tab, and Backspace then Tab, alternately (the field ends as it began). */
export const LEAVES = 10;

declare global {
  interface Window {
    __leaving?: number[];
  }
}

/**
 * Leaving a field just changed: our engine commits a text field's change when it is left
 * (decision 0009), so this is where a change's cost shows, where typing alone does not; stock RJSF
 * does that work on each keystroke instead. Each of LEAVES changes is one character typed or erased
 * at the end of the field, then Tab.
 *
 * Timed from the Tab's keydown (its timestamp) to the first task after the next animation frame:
 * what the page does for the keydown, the blur and the focus, then the frame that shows it. That is
 * what Event Timing's duration measures, and on typing the two agree within a few ms; but in
 * headless Chromium Event Timing reported nothing more on this page after the first such Tab (no
 * entry for any later event, for seconds), which would have counted every later Tab as under 16 ms.
 */
export async function measureLeaving(page: Page, selector: string): Promise<TypingResult> {
  const field = page.locator(selector);
  const initialValue = await field.inputValue();
  await page.evaluate(() => {
    const durations: number[] = [];
    window.__leaving = durations;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Tab') return;
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => durations.push(performance.now() - start)));
      },
      { capture: true },
    );
  });
  for (let leave = 0; leave < LEAVES; leave++) {
    await field.click({ timeout: 30_000 });
    await page.keyboard.press('End');
    await page.keyboard.press(leave % 2 === 0 ? 'A' : 'Backspace');
    await page.waitForTimeout(KEY_GAP_MS * 3);
    await page.keyboard.press('Tab');
    await page.waitForFunction((count) => (window.__leaving?.length ?? 0) >= count, leave + 1, { timeout: 30_000 });
  }
  const durations = await page.evaluate(() => window.__leaving!);
  const finalValue = await field.inputValue();
  return {
    durations,
    floored: 0,
    ...(finalValue !== initialValue ? { problem: `the field ended as "${finalValue}", not "${initialValue}"` } : {}),
  };
}
