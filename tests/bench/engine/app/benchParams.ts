// The page's query string (?impl=ours|stock|floor&live=0|1&n=200), the initial
// document with N unit rows and 3 contacts, and the "form visible" mark that
// scripts/bench/engine.ts waits for.

export type Impl = 'ours' | 'stock' | 'floor';

export interface BenchParams {
  impl: Impl;
  live: boolean;
  n: number;
}

export function readParams(search: string): BenchParams {
  const query = new URLSearchParams(search);
  const n = Number(query.get('n') ?? '200');
  return {
    impl: query.get('impl') === 'stock' ? 'stock' : query.get('impl') === 'floor' ? 'floor' : 'ours',
    live: query.get('live') === '1',
    n: Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 200,
  };
}

const TYPES = ['Residential', 'Commercial'];
const FUSES = [20, 32, 40, 60, 63, 80, 100];

/** A valid document: unit numbers 1..N (distinct), three contacts. */
export function benchDocument(n: number): Record<string, unknown> {
  return {
    units: Array.from({ length: n }, (_, index) => ({
      unitNumber: String(index + 1),
      type: TYPES[index % TYPES.length],
      phase: 1 + (index % 3),
      fuseAmp: FUSES[index % FUSES.length],
      supply: index % 5 === 0 ? 'Builders Temporary Supply' : 'Permanent',
    })),
    contacts: [1, 2, 3].map((number) => ({
      firstName: `Contact${number}`,
      lastName: 'Ngata',
      email: `contact${number}@example.co.nz`,
      mobile: `021 555 010${number}`,
    })),
  };
}

/** RJSF's id of the last unit row's unit number (both renderers use RJSF's ids). */
export function lastUnitNumberId(n: number): string {
  return `root_units_${n - 1}_unitNumber`;
}

declare global {
  interface Window {
    __formVisibleAt?: number;
    __benchError?: string;
  }
}

/**
 * Sets `window.__formVisibleAt` (ms since navigation start) in the first
 * animation frame that finds the last unit row's unit-number input in the
 * DOM: that frame paints it. Gives up after 60 s.
 */
export function markWhenVisible(n: number): void {
  const id = lastUnitNumberId(n);
  const deadline = performance.now() + 60_000;
  const check = () => {
    if (document.getElementById(id)) {
      window.__formVisibleAt = performance.now();
      return;
    }
    if (performance.now() < deadline) requestAnimationFrame(check);
    else window.__benchError = `#${id} did not appear within 60 s`;
  };
  requestAnimationFrame(check);
}
