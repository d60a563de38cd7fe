// Records of the bundled NZ address sample (data/nz-address-sample.json, made
// by scripts/generate-address-sample.ts) and how they read.
import { readFileSync } from 'node:fs';
import type { AddressDetails } from './addressProvider';

/** A street address. `number` carries any alpha suffix (`12A`); `unit` is the flat or unit (`2` in `2/12`). */
export interface ResidentialRecord {
  id: string;
  unit?: string;
  number: string;
  street: string;
  suburb: string;
  city: string;
  postcode: string;
}

/** A postal delivery address: `PO Box 1234, Wellesley Street, Auckland 1141`. */
export interface PostalRecord {
  id: string;
  postal: true;
  /** Box type, e.g. `PO Box`. */
  box: string;
  number: string;
  /** The PO Box lobby, when the postcode names one. */
  lobby?: string;
  city: string;
  postcode: string;
}

export type SampleRecord = ResidentialRecord | PostalRecord;

export function isPostalRecord(record: SampleRecord): record is PostalRecord {
  return 'postal' in record && record.postal === true;
}

/**
 * The label read the NZ way: `12 Ponsonby Road, Ponsonby, Auckland 1011`,
 * `2/12 Ponsonby Road, …`; the suburb is left out when it is the town itself
 * (`12 Gordon Road, Mosgiel 9024`).
 */
export function formatLabel(record: SampleRecord): string {
  if (isPostalRecord(record)) {
    const lobby = record.lobby ? `, ${record.lobby}` : '';
    return `${record.box} ${record.number}${lobby}, ${record.city} ${record.postcode}`;
  }
  const number = record.unit ? `${record.unit}/${record.number}` : record.number;
  const suburb = record.suburb === record.city ? '' : `, ${record.suburb}`;
  return `${number} ${record.street}${suburb}, ${record.city} ${record.postcode}`;
}

export function toDetails(record: SampleRecord): AddressDetails {
  const label = formatLabel(record);
  if (isPostalRecord(record)) {
    return {
      id: record.id,
      label,
      streetNumber: record.number,
      streetName: record.box,
      suburb: record.lobby ?? '',
      city: record.city,
      postcode: record.postcode,
      postal: true,
    };
  }
  return {
    id: record.id,
    label,
    ...(record.unit ? { unit: record.unit } : {}),
    streetNumber: record.number,
    streetName: record.street,
    suburb: record.suburb,
    city: record.city,
    postcode: record.postcode,
    postal: false,
  };
}

export const SAMPLE_FILE = new URL('./data/nz-address-sample.json', import.meta.url);

let bundled: readonly SampleRecord[] | undefined;

/** The bundled sample, read once per process. */
export function loadBundledSample(): readonly SampleRecord[] {
  bundled ??= JSON.parse(readFileSync(SAMPLE_FILE, 'utf8')) as SampleRecord[];
  return bundled;
}
