// Turns the hand-written table (scripts/address-sample/source.json) into the
// bundled sample's records. Deterministic: every street draws its numbers from
// its own seeded generator, so the same table always gives the same file, and
// adding a suburb leaves the other streets' numbers (not their ids) alone.
import type { PostalRecord, ResidentialRecord, SampleRecord } from './sampleRecords';

export interface SourceStreet {
  name: string;
  /** Inclusive range to draw street numbers from; defaults to the suburb's. */
  numbers?: [number, number];
  /** How many street numbers to draw; defaults to the suburb's `perStreet`. */
  count?: number;
  /** Numbers that must exist: `12`, `12A`, `2/12`. */
  include?: string[];
}

export interface SourceSuburb {
  suburb: string;
  city: string;
  region: string;
  /** The suburb's NZ Post postcode. */
  postcode: string;
  numbers?: [number, number];
  perStreet?: number;
  streets: Array<string | SourceStreet>;
}

export interface SourcePoBoxLobby {
  /** Lobby name when the postcode belongs to one (`Wellesley Street`). */
  lobby?: string;
  city: string;
  postcode: string;
  count: number;
  numbers: [number, number];
  include?: string[];
}

export interface AddressSampleSource {
  defaults: { perStreet: number; numbers: [number, number] };
  suburbs: SourceSuburb[];
  poBoxes: SourcePoBoxLobby[];
}

/** Share of drawn numbers that become `12A` and `12B`, and that become a block of units `1/12` … `4/12`. */
const ALPHA_SHARE = 0.06;
const UNITS_SHARE = 0.1;

/** 32-bit FNV-1a hash: the seed of a street's generator. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct integers from [min, max], ascending. */
function draw(random: () => number, [min, max]: [number, number], count: number): number[] {
  const size = max - min + 1;
  if (size <= count) return Array.from({ length: size }, (_, i) => min + i);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(min + Math.floor(random() * size));
  return [...picked].sort((a, b) => a - b);
}

interface StreetNumber {
  unit?: string;
  number: string;
}

const INCLUDE_PATTERN = /^(?:([0-9A-Z]+)\/)?([0-9]+[A-Z]?)$/;

function parseInclude(value: string): StreetNumber {
  const match = INCLUDE_PATTERN.exec(value.toUpperCase());
  if (!match) throw new Error(`Cannot read the street number "${value}" (use 12, 12A or 2/12)`);
  return match[1] ? { unit: match[1], number: match[2]! } : { number: match[2]! };
}

function compareStreetNumbers(a: StreetNumber, b: StreetNumber): number {
  const base = parseInt(a.number, 10) - parseInt(b.number, 10);
  if (base !== 0) return base;
  if (a.number !== b.number) return a.number < b.number ? -1 : 1;
  return (a.unit ? parseInt(a.unit, 10) || 0 : -1) - (b.unit ? parseInt(b.unit, 10) || 0 : -1);
}

function streetNumbers(random: () => number, range: [number, number], count: number, include: string[]): StreetNumber[] {
  const result = new Map<string, StreetNumber>();
  const add = (entry: StreetNumber) => result.set(`${entry.unit ?? ''}/${entry.number}`, entry);
  for (const n of draw(random, range, count)) {
    const roll = random();
    if (roll < ALPHA_SHARE) {
      add({ number: `${n}A` });
      add({ number: `${n}B` });
    } else if (roll < ALPHA_SHARE + UNITS_SHARE) {
      const units = 2 + Math.floor(random() * 3);
      for (let unit = 1; unit <= units; unit++) add({ unit: String(unit), number: String(n) });
    } else {
      add({ number: String(n) });
    }
  }
  for (const value of include) add(parseInclude(value));
  return [...result.values()].sort(compareStreetNumbers);
}

function sampleId(index: number): string {
  return `nz-${String(index + 1).padStart(6, '0')}`;
}

/** Every record of the sample: street addresses in the table's order (streets A to Z, numbers ascending), then PO Boxes. */
export function generateAddressSample(source: AddressSampleSource): SampleRecord[] {
  const records: SampleRecord[] = [];
  for (const suburb of source.suburbs) {
    const streets = suburb.streets
      .map((street): SourceStreet => (typeof street === 'string' ? { name: street } : street))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ'));
    for (const street of streets) {
      const random = seededRandom(seedOf(`${suburb.city}|${suburb.suburb}|${street.name}`));
      const range = street.numbers ?? suburb.numbers ?? source.defaults.numbers;
      const count = street.count ?? suburb.perStreet ?? source.defaults.perStreet;
      for (const { unit, number } of streetNumbers(random, range, count, street.include ?? [])) {
        const record: ResidentialRecord = {
          id: sampleId(records.length),
          ...(unit ? { unit } : {}),
          number,
          street: street.name,
          suburb: suburb.suburb,
          city: suburb.city,
          postcode: suburb.postcode,
        };
        records.push(record);
      }
    }
  }
  for (const lobby of source.poBoxes) {
    const random = seededRandom(seedOf(`PO Box|${lobby.city}|${lobby.lobby ?? ''}|${lobby.postcode}`));
    const numbers = new Set(draw(random, lobby.numbers, lobby.count).map(String));
    for (const value of lobby.include ?? []) numbers.add(value);
    for (const number of [...numbers].sort((a, b) => Number(a) - Number(b))) {
      const record: PostalRecord = {
        id: sampleId(records.length),
        postal: true,
        box: 'PO Box',
        number,
        ...(lobby.lobby ? { lobby: lobby.lobby } : {}),
        city: lobby.city,
        postcode: lobby.postcode,
      };
      records.push(record);
    }
  }
  return records;
}

/** The file's text: one JSON array, one record a line (compact, and diffs read well). */
export function serialiseSample(records: readonly SampleRecord[]): string {
  return `[\n${records.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`;
}
