// npm run bench:address — a benchmark, not a test: it prints figures and never
// fails a build. Builds the bundled NZ address sample's index (as the server
// does at start) and times 1 000 searches of the kinds people type: the start
// of a label, words in another order, abbreviations, units, part of a suburb,
// PO Boxes and nonsense. Target: p95 under 2 ms per search.
// See docs/operations/address-lookup.md.
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../../src/server/address/generateSample';
import { SampleAddressProvider } from '../../src/server/address/sampleAddressProvider';
import { formatLabel, isPostalRecord, loadBundledSample } from '../../src/server/address/sampleRecords';
import { percentile } from './percentile';

const QUERIES = 1000;
const WARM_UP = 200;
const TARGET_P95_MS = 2;
const LIMIT = 10;

const ABBREVIATE: Record<string, string> = { Road: 'Rd', Street: 'St', Avenue: 'Ave', Mount: 'Mt', Crescent: 'Cres', Place: 'Pl', Drive: 'Dr', Terrace: 'Tce' };

const loadStarted = performance.now();
const records = loadBundledSample();
const loadedAt = performance.now();
const provider = new SampleAddressProvider(records);
const builtAt = performance.now();

const random = seededRandom(20240501);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** One query and whether it is a postal search. */
function makeQuery(): { query: string; postal: boolean } {
  const record = pick(records);
  const label = formatLabel(record);
  const words = label.replace(/,/g, '').split(' ');
  const kind = random();
  if (isPostalRecord(record)) return { query: words.slice(0, 2 + Math.floor(random() * (words.length - 1))).join(' '), postal: true };
  if (kind < 0.35) return { query: label.slice(0, 3 + Math.floor(random() * (label.length - 3))), postal: random() < 0.3 };
  if (kind < 0.55) return { query: [...words].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 3)).join(' '), postal: false };
  if (kind < 0.7) return { query: words.slice(0, 4).map((word) => ABBREVIATE[word] ?? word).join(' ').toLowerCase(), postal: false };
  if (kind < 0.85) return { query: words.slice(1, 3).join(' ').slice(0, 3 + Math.floor(random() * 8)), postal: random() < 0.5 };
  if (kind < 0.95) return { query: `${words[0]} ${words[1]?.slice(0, 2) ?? ''}`, postal: false };
  return { query: pick(['zzqx', 'no such place 99999', 'aaaa bbbb', 'qwerty road']), postal: false };
}

const queries = Array.from({ length: QUERIES + WARM_UP }, makeQuery);
for (const { query, postal } of queries.slice(0, WARM_UP)) provider.searchNow(query, { postal, limit: LIMIT });

const timings: number[] = [];
let results = 0;
let empty = 0;
for (const { query, postal } of queries.slice(WARM_UP)) {
  const started = performance.now();
  const found = provider.searchNow(query, { postal, limit: LIMIT });
  timings.push(performance.now() - started);
  results += found.length;
  if (found.length === 0) empty++;
}
timings.sort((a, b) => a - b);
const p50 = percentile(timings, 50);
const p95 = percentile(timings, 95);
const max = timings[timings.length - 1]!;

console.log(`address search over the bundled sample: ${records.length} records`);
console.log(`  load ${(loadedAt - loadStarted).toFixed(1)} ms, index build ${(builtAt - loadedAt).toFixed(1)} ms`);
console.log(`  ${QUERIES} queries (after ${WARM_UP} warm-up): p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${max.toFixed(3)} ms`);
console.log(`  ${(results / QUERIES).toFixed(1)} suggestions per query on average, ${empty} with none`);
console.log(`  ${p95 < TARGET_P95_MS ? 'PASS' : 'FAIL'} p95 < ${TARGET_P95_MS} ms`);
