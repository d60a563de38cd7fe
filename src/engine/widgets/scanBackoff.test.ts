import { describe, expect, it } from 'vitest';
import { nextScanWait, scanBaseDelay, scanDelay, scanSchedule, SCAN_TIMEOUT_MS } from './scanBackoff';

const none = () => 0;
const most = () => 0.999_999;

describe('scan back-off', () => {
  it('waits 100 ms × 2^n + 1000 ms after the n-th pending answer', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(scanBaseDelay)).toEqual([1100, 1200, 1400, 1800, 2600, 4200, 103_400]);
    expect([0, 1, 2, 3].map((attempt) => scanDelay(attempt, none))).toEqual([1100, 1200, 1400, 1800]);
  });

  it('adds a jitter of up to 20 % from the random source', () => {
    expect(scanDelay(0, () => 0.5)).toBe(1210);
    expect(scanDelay(0, most)).toBe(1320);
    expect(scanDelay(3, () => 0.25)).toBe(1890);
    for (let attempt = 0; attempt < 12; attempt++) {
      const base = scanBaseDelay(attempt);
      for (const value of [0, 0.1, 0.37, 0.5, 0.83, most()]) {
        const delay = scanDelay(attempt, () => value);
        expect(delay).toBeGreaterThanOrEqual(base);
        expect(delay).toBeLessThanOrEqual(base * 1.2);
      }
    }
  });

  it('keeps a misbehaving random source within the bounds', () => {
    expect(scanDelay(0, () => -3)).toBe(1100);
    expect(scanDelay(0, () => 7)).toBe(1320);
  });

  it('uses Math.random when no source is given', () => {
    for (let index = 0; index < 50; index++) {
      const delay = scanDelay(2);
      expect(delay).toBeGreaterThanOrEqual(1400);
      expect(delay).toBeLessThanOrEqual(1680);
    }
  });

  it('cuts the last wait short at the 600 000 ms deadline, then gives up', () => {
    expect(nextScanWait(0, 0, none)).toBe(1100);
    expect(nextScanWait(12, 599_000, none)).toBe(1000);
    expect(nextScanWait(13, SCAN_TIMEOUT_MS, none)).toBeNull();
    expect(nextScanWait(13, SCAN_TIMEOUT_MS + 5, none)).toBeNull();
  });

  it('is a schedule of 13 waits that ends exactly at the deadline', () => {
    const waits = scanSchedule(none);
    expect(waits).toEqual([1100, 1200, 1400, 1800, 2600, 4200, 7400, 13_800, 26_600, 52_200, 103_400, 205_800, 178_500]);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(SCAN_TIMEOUT_MS);
    const jittered = scanSchedule(most);
    expect(jittered.reduce((sum, wait) => sum + wait, 0)).toBe(SCAN_TIMEOUT_MS);
    expect(jittered.length).toBeLessThanOrEqual(waits.length);
  });

  it('never overflows for very late attempts', () => {
    expect(nextScanWait(5000, 10, none)).toBe(SCAN_TIMEOUT_MS - 10);
  });
});
