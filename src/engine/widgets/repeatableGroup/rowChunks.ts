// A long table's rows in runs of CHUNK_ROWS, each run its own <tbody>. Blink
// checks every `content-visibility: auto` box against the viewport and lays
// out every skipped box on each keystroke: with one box per row that work
// grew with the list (docs/operations/benchmarks.md). A run that is off
// screen is skipped as one box, so the per-keystroke work follows the number
// of runs near the viewport, not the number of rows.

/** Rows per run: a few screens' worth, so the visible rows sit in one or two runs. */
export const CHUNK_ROWS = 50;

/**
 * `rows` in order, in runs of `size`; the last run holds the rest. Rows keep
 * their run as rows are added at the end, so adding never moves a row to
 * another <tbody> (which would mount it afresh).
 */
export function rowChunks<T>(rows: readonly T[], size: number = CHUNK_ROWS): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`rowChunks: size must be a positive integer, not ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks.length > 0 ? chunks : [[]];
}
