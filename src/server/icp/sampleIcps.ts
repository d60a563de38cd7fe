// ICPs for the bundled NZ address sample (src/server/address/data), so the
// disconnection form's ICP lookup finds real-looking ICPs on a fresh clone
// with no registry to ask. Each street address of the sample gets one ICP,
// derived from the address's position in the sample: the same address has the
// same ICP on every machine and after every restart, so tests, browser tests
// and people trying the portal can write one down.
//
// An ICP is 10 digits, a 2-letter network code and a 3-character checksum of
// the first 12 characters (src/shared/validation/keywords/icp.ts). Here the 10
// digits are the 1-based position, zero-padded (`0000000001` for the first
// record), and the network code is `NK` (this company's, in the sample).
// PO Boxes get no ICP: nothing is connected at a postal address.
import { formatLabel, isPostalRecord, loadBundledSample, type SampleRecord } from '../address/sampleRecords';
import { icpChecksum } from '../../shared/validation/keywords/icp';

export const SAMPLE_ICP_NETWORK_CODE = 'NK';
/** `added_by` of the seeded rows. */
export const SAMPLE_ICP_ADDED_BY = 'sample';

export interface SampleIcp {
  icpNumber: string;
  /** The sample address's id (`nz-000001`), as GET /api/address answers it. */
  addressId: string;
  /** The address on one line, as the address lookup labels it. */
  label: string;
}

/** The ICP of the sample record at `position` (0-based). */
export function sampleIcpNumber(position: number): string {
  if (!Number.isInteger(position) || position < 0 || position >= 9_999_999_999) {
    throw new RangeError(`A sample ICP needs a position from 0 to 9999999998, got ${position}`);
  }
  const first12 = `${String(position + 1).padStart(10, '0')}${SAMPLE_ICP_NETWORK_CODE}`;
  return `${first12}${icpChecksum(first12)}`;
}

/** One ICP per street address of `records`, in sample order. */
export function sampleIcpsOf(records: readonly SampleRecord[]): SampleIcp[] {
  const icps: SampleIcp[] = [];
  records.forEach((record, position) => {
    if (isPostalRecord(record)) return;
    icps.push({ icpNumber: sampleIcpNumber(position), addressId: record.id, label: formatLabel(record) });
  });
  return icps;
}

let bundled: readonly SampleIcp[] | undefined;

/** The ICPs of the bundled sample (computed once per process): what start-up seeds, and what tests pick from. */
export function sampleIcps(): readonly SampleIcp[] {
  bundled ??= Object.freeze(sampleIcpsOf(loadBundledSample()));
  return bundled;
}
