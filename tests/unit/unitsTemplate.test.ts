// The units template customers download from the livening order is generated
// (scripts/generate-units-template.ts) and committed: it must match the
// generator, be a well-formed ZIP, and offer exactly the form's unit choices.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildUnitsTemplate, unitChoicesFromSchema, UNITS_TEMPLATE_PATH } from '../../scripts/generate-units-template';
import { contentMatchesExtension } from '../../src/server/files/fileChecks';

describe('units template', () => {
  const committed = readFileSync(UNITS_TEMPLATE_PATH);

  it('is the generator’s current output (run `npx tsx scripts/generate-units-template.ts`)', () => {
    expect(committed.equals(buildUnitsTemplate())).toBe(true);
  });

  it('is an XLSX package with a workbook, one sheet and styles', () => {
    const names = Object.keys(unzipSync(committed));
    expect(names).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/styles.xml']),
    );
  });

  it('passes the upload content check as an .xlsx, so a customer can upload it filled in', async () => {
    expect(await contentMatchesExtension(committed, 'xlsx')).toBe(true);
    expect(await contentMatchesExtension(committed, 'docx')).toBe(false);
  });

  it('has the five columns, one example row and the form’s choices as drop-down lists', () => {
    const sheet = strFromU8(unzipSync(committed)['xl/worksheets/sheet1.xml']!);
    const texts = [...sheet.matchAll(/<t>([^<]*)<\/t>/g)].map((match) => match[1]);
    expect(texts).toEqual(['Unit number', 'Type', 'Phase', 'Fuse (A)', 'Supply', '1', 'Residential', 'Permanent']);
    expect(sheet).toContain('<c r="C2"><v>1</v></c><c r="D2"><v>60</v></c>');
    const lists = [...sheet.matchAll(/<formula1>"([^<"]*)"<\/formula1>/g)].map((match) => match[1]!.split(','));
    const choices = unitChoicesFromSchema();
    expect(lists).toEqual([choices.types, choices.phases.map(String), choices.fuseSizes.map(String), choices.supplies]);
  });
});
