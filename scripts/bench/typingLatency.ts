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
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventTimingEntry[]) {
        if (names.includes(entry.name)) {
          record.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
        }
      }
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  }, MEASURED_EVENTS);

  for (const key of KEYS) {
    await page.keyboard.press(key);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  // Entries arrive after the frame that follows the event is presented.
  await page.waitForTimeout(1_000);

  const record = await page.evaluate(() => window.__typing!);
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

