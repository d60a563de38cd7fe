// The units template customers download from the livening order is generated
// (scripts/generate-units-template.ts) and committed: it must match the
// generator, be a well-formed ZIP, and offer exactly the form's unit choices.
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildUnitsTemplate, unitChoicesFromSchema, UNITS_TEMPLATE_PATH } from '../../scripts/generate-units-template';

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Reads a stored (uncompressed) ZIP through its central directory, checking each entry's CRC. */
function readStoredZip(zip: Buffer): ZipEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(method).toBe(0);
    expect(zip.readUInt32LE(localOffset)).toBe(0x04034b50);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    expect(crc32(data), name).toBe(crc);
    entries.push({ name, data });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

describe('units template', () => {
  const committed = readFileSync(UNITS_TEMPLATE_PATH);

  it('is the generator’s current output (run `npx tsx scripts/generate-units-template.ts`)', () => {
    expect(committed.equals(buildUnitsTemplate())).toBe(true);
  });

  it('is an XLSX package with a workbook, one sheet and styles', () => {
    const names = readStoredZip(committed).map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/styles.xml']),
    );
  });

  it('has the five columns, one example row and the form’s choices as drop-down lists', () => {
    const sheet = readStoredZip(committed).find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!.data.toString('utf8');
    const texts = [...sheet.matchAll(/<t>([^<]*)<\/t>/g)].map((match) => match[1]);
    expect(texts).toEqual(['Unit number', 'Type', 'Phase', 'Fuse (A)', 'Supply', '1', 'Residential', 'Permanent']);
    expect(sheet).toContain('<c r="C2"><v>1</v></c><c r="D2"><v>60</v></c>');
    const lists = [...sheet.matchAll(/<formula1>"([^<"]*)"<\/formula1>/g)].map((match) => match[1]!.split(','));
    const choices = unitChoicesFromSchema();
    expect(lists).toEqual([choices.types, choices.phases.map(String), choices.fuseSizes.map(String), choices.supplies]);
  });
});
