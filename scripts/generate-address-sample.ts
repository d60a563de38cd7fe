// npx tsx scripts/generate-address-sample.ts — regenerates the bundled NZ
// address sample (src/server/address/data/nz-address-sample.json) from the
// hand-written table scripts/address-sample/source.json. Deterministic: the
// same table always writes the same file. `--check` only reports whether the
// committed file is up to date (exit 1 when it is not).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateAddressSample, serialiseSample, type AddressSampleSource } from '../src/server/address/generateSample';
import { formatLabel } from '../src/server/address/sampleRecords';
import { PROJECT_ROOT } from './lib/formFolders';

const SOURCE = path.join(PROJECT_ROOT, 'scripts/address-sample/source.json');
const TARGET = path.join(PROJECT_ROOT, 'src/server/address/data/nz-address-sample.json');

const source = JSON.parse(readFileSync(SOURCE, 'utf8')) as AddressSampleSource;
const records = generateAddressSample(source);
const text = serialiseSample(records);
const relative = path.relative(PROJECT_ROOT, TARGET);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(TARGET, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== text) {
    console.error(`${relative} is out of date: run npx tsx scripts/generate-address-sample.ts`);
    process.exit(1);
  }
  console.log(`${relative} is up to date (${records.length} records)`);
} else {
  writeFileSync(TARGET, text);
  const postal = records.filter((record) => 'postal' in record).length;
  const cities = new Set(records.map((record) => record.city));
  console.log(`wrote ${relative}: ${records.length} records (${records.length - postal} street addresses, ${postal} PO Boxes) in ${cities.size} towns and cities`);
  console.log(`e.g. ${formatLabel(records[0]!)}`);
}
