// The ZIP writer of the generated, committed files (units template, upload
// fixtures): entries come back as given, in order, stored, and the bytes do
// not depend on when or where the script runs.
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { describe, expect, it } from 'vitest';
import { storedZip, type ZipEntry } from '../../scripts/lib/storedZip';

const entries: ZipEntry[] = [
  { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet') },
  { name: 'META-INF/manifest.xml', data: Buffer.from('<manifest/>') },
  { name: 'Tāmaki/notes.txt', data: Buffer.from('kia ora') },
];
const JAN_2026 = { year: 2026, month: 1, day: 1 };

describe('storedZip', () => {
  it('holds the entries in the order given, every one stored', () => {
    const seen: UnzipFileInfo[] = [];
    const files = unzipSync(storedZip(entries, JAN_2026), { filter: (file) => (seen.push(file), true) });
    expect(Object.keys(files)).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(Buffer.from(files[entry.name]!).equals(entry.data)).toBe(true);
    expect(seen.map((file) => file.compression)).toEqual([0, 0, 0]);
  });

  it('starts with the first entry, as OpenDocument readers require of mimetype', () => {
    const zip = storedZip(entries, JAN_2026);
    expect(zip.subarray(30, 38).toString('latin1')).toBe('mimetype');
    expect(zip.subarray(38, 84).toString('latin1')).toBe('application/vnd.oasis.opendocument.spreadsheet');
  });

  it('writes the same bytes on every run, in any time zone', () => {
    const reference = storedZip(entries, JAN_2026);
    const original = process.env['TZ'];
    try {
      // Node applies a changed TZ at once; the farthest zones on either side of UTC.
      for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env['TZ'] = zone;
        expect(storedZip(entries, JAN_2026).equals(reference), zone).toBe(true);
      }
    } finally {
      if (original === undefined) delete process.env['TZ'];
      else process.env['TZ'] = original;
    }
  });

  it('refuses names that would be lost or reordered', () => {
    expect(() => storedZip([...entries, entries[0]!], JAN_2026)).toThrow(/twice/);
    expect(() => storedZip([{ name: '1', data: Buffer.from('') }], JAN_2026)).toThrow(/place/);
  });
});
