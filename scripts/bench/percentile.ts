// The one percentile every benchmark prints its figures with.

/** Nearest-rank percentile, `p` from 0 to 100 (p95 of 20 values is the 19th smallest); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}
