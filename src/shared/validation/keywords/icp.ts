// An ICP (Installation Control Point) identifier names a connection point in
// the New Zealand electricity registry. Its last three characters are a
// CRC-12 of the first twelve, so a mistyped ICP can be rejected in the form
// instead of bouncing back from the registry days later as a failed switch
// or a job raised against the wrong site.

const ICP_PATTERN = /^\d{10}[A-Z]{2}[0-9A-F]{3}$/;

// CRC-12/DECT parameters (width 12, no reflection, no final xor).
const POLY = 0x80f;
const TOP_BIT = 0x800;
const MASK = 0xfff;

export function icpChecksum(first12: string): string {
  let crc = 0x000;
  for (let i = 0; i < first12.length; i++) {
    const byte = first12.charCodeAt(i);
    // The registry's checksum is defined over ASCII bytes; a wider code unit
    // has no single-byte meaning, so refuse it rather than return a checksum
    // nobody else would compute.
    if (byte > 0x7f) {
      throw new RangeError(`icpChecksum expects ASCII text, got code unit ${byte} at index ${i}`);
    }
    crc ^= byte << 4;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & TOP_BIT ? (crc << 1) ^ POLY : crc << 1;
      crc &= MASK;
    }
  }
  return crc.toString(16).toUpperCase().padStart(3, '0');
}

export function isValidIcp(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  // Upper-casing only: people type the participant code and checksum letters
  // in lower case, but stray whitespace should be caught by the form, not
  // silently accepted into stored data.
  const icp = value.toUpperCase();
  if (!ICP_PATTERN.test(icp)) return false;
  return icp.slice(12) === icpChecksum(icp.slice(0, 12));
}
