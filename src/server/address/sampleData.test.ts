// The bundled NZ address sample: generated from the hand-written table, and
// internally consistent (see docs/operations/address-lookup.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateAddressSample, serialiseSample, type AddressSampleSource } from './generateSample';
import { formatLabel, isPostalRecord, loadBundledSample, SAMPLE_FILE, toDetails, type ResidentialRecord } from './sampleRecords';

const source = JSON.parse(readFileSync(new URL('../../../scripts/address-sample/source.json', import.meta.url), 'utf8')) as AddressSampleSource;
const records = loadBundledSample();
const residential = records.filter((record): record is ResidentialRecord => !isPostalRecord(record));
const postal = records.filter(isPostalRecord);

describe('the bundled NZ address sample', () => {
  it('is what scripts/generate-address-sample.ts makes from the source table', () => {
    expect(readFileSync(SAMPLE_FILE, 'utf8')).toBe(serialiseSample(generateAddressSample(source)));
  });

  it('has at least 3 000 street addresses in at least 8 cities, and some PO Boxes', () => {
    expect(residential.length).toBeGreaterThanOrEqual(3000);
    expect(records.length).toBeLessThanOrEqual(5000);
    const cities = new Set(residential.map((record) => record.city));
    expect(cities.size).toBeGreaterThanOrEqual(8);
    for (const city of ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin', 'Palmerston North', 'Nelson']) {
      expect(cities, city).toContain(city);
    }
    expect(postal.length).toBeGreaterThan(0);
  });

  it('has unique ids of the form nz-000123, in order', () => {
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => expect(record.id).toBe(`nz-${String(index + 1).padStart(6, '0')}`));
  });

  it('has unique labels', () => {
    const labels = records.map(formatLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives every record a 4-digit postcode', () => {
    for (const record of records) expect(record.postcode, record.id).toMatch(/^[0-9]{4}$/);
  });

  it('maps every suburb to the one city and postcode the table declares', () => {
    const declared = new Map(source.suburbs.map((entry) => [entry.suburb, `${entry.city} ${entry.postcode}`]));
    expect(declared.size, 'each suburb is declared once').toBe(source.suburbs.length);
    const seen = new Map<string, Set<string>>();
    for (const record of residential) {
      const combination = `${record.city} ${record.postcode}`;
      expect(declared.get(record.suburb), record.id).toBe(combination);
      seen.set(record.suburb, (seen.get(record.suburb) ?? new Set()).add(combination));
    }
    for (const [suburb, combinations] of seen) expect([...combinations], suburb).toHaveLength(1);
    expect(seen.size).toBe(source.suburbs.length);
  });

  it('keeps every declared postcode in its region range (North Island 0–6, South Island 7–9)', () => {
    const southIsland = new Set(['Canterbury', 'Otago', 'Nelson', 'Tasman', 'Southland', 'Marlborough', 'West Coast']);
    for (const entry of source.suburbs) {
      const first = Number(entry.postcode[0]);
      expect(southIsland.has(entry.region) ? first >= 7 : first <= 6, `${entry.suburb} ${entry.postcode}`).toBe(true);
    }
  });

  it('has well-formed street numbers, units and PO Boxes', () => {
    for (const record of residential) {
      expect(record.number, record.id).toMatch(/^[1-9][0-9]*[A-Z]?$/);
      if (record.unit !== undefined) expect(record.unit, record.id).toMatch(/^[1-9][0-9]*$/);
      expect(record.street, record.id).toMatch(/^[A-Z]/);
    }
    for (const record of postal) {
      expect(record.box).toBe('PO Box');
      expect(record.number, record.id).toMatch(/^[1-9][0-9]*$/);
    }
  });

  it('reads labels the NZ way', () => {
    const label = (find: (record: ResidentialRecord) => boolean) => formatLabel(residential.find(find)!);
    expect(label((r) => r.street === 'Ponsonby Road' && r.number === '12' && !r.unit)).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
    expect(label((r) => r.street === 'Ponsonby Road' && r.number === '12' && r.unit === '2')).toBe('2/12 Ponsonby Road, Ponsonby, Auckland 1011');
    expect(label((r) => r.suburb === 'Mosgiel')).toMatch(/^[0-9A-Z/]+ [A-Za-z ]+, Mosgiel 9024$/);
    expect(postal.map(formatLabel)).toContain('PO Box 1234, Wellesley Street, Auckland 1141');
    expect(postal.map(formatLabel).some((text) => /^PO Box [0-9]+, Wellington 6140$/.test(text))).toBe(true);
  });

  it('gives details with the parts of the address', () => {
    const unit = residential.find((r) => r.street === 'Ponsonby Road' && r.unit === '2' && r.number === '12')!;
    expect(toDetails(unit)).toEqual({
      id: unit.id,
      label: '2/12 Ponsonby Road, Ponsonby, Auckland 1011',
      unit: '2',
      streetNumber: '12',
      streetName: 'Ponsonby Road',
      suburb: 'Ponsonby',
      city: 'Auckland',
      postcode: '1011',
      postal: false,
    });
    const box = postal.find((r) => r.number === '1234' && r.lobby === 'Wellesley Street')!;
    expect(toDetails(box)).toEqual({
      id: box.id,
      label: 'PO Box 1234, Wellesley Street, Auckland 1141',
      streetNumber: '1234',
      streetName: 'PO Box',
      suburb: 'Wellesley Street',
      city: 'Auckland',
      postcode: '1141',
      postal: true,
    });
  });
});
