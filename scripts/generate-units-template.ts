// Writes public/templates/units-template.xlsx, the units spreadsheet customers
// download from the livening order (a metered site's "Upload a units
// spreadsheet"): one header row (Unit number, Type, Phase, Fuse (A), Supply),
// one example row, and drop-down lists with the form's own choices, read from
// schemas/livening/schema.json so the template never offers a fuse size the
// form would refuse.
//
// An XLSX file is a ZIP of a few XML parts (written by scripts/lib/storedZip.ts:
// every part stored and dated 1 January 2026), so the output is byte-for-byte
// the same on every run and the committed file can be checked.
//
//   npx tsx scripts/generate-units-template.ts          writes the file
//   npx tsx scripts/generate-units-template.ts --check   fails when the committed file is stale
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT, readJson } from './lib/formFolders';
import { storedZip } from './lib/storedZip';

export const UNITS_TEMPLATE_PATH = path.join(PROJECT_ROOT, 'public/templates/units-template.xlsx');

/** The last row the drop-down lists cover. */
const LAST_ROW = 1000;

export interface UnitsTemplateContent {
  types: string[];
  phases: number[];
  fuseSizes: number[];
  supplies: string[];
}

/** The unit choices, from the livening form's schema. */
export function unitChoicesFromSchema(): UnitsTemplateContent {
  const schema = readJson(path.join(PROJECT_ROOT, 'schemas/livening/schema.json')) as {
    $defs: { unit: { properties: Record<string, { enum: Array<string | number> }> } };
  };
  const unit = schema.$defs.unit.properties;
  return {
    types: unit['type']!.enum.map(String),
    phases: unit['phase']!.enum.map(Number),
    fuseSizes: unit['fuseAmp']!.enum.map(Number),
    supplies: unit['supply']!.enum.map(String),
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

type Cell = { kind: 'text'; value: string } | { kind: 'number'; value: number };

function cellXml(column: string, row: number, cell: Cell, style: number): string {
  const ref = `${column}${row}`;
  const s = style > 0 ? ` s="${style}"` : '';
  if (cell.kind === 'number') return `<c r="${ref}"${s}><v>${cell.value}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t>${escapeXml(cell.value)}</t></is></c>`;
}

function listValidation(range: string, values: Array<string | number>, prompt: string): string {
  // A list typed into the rule itself: "a,b,c" in quotes (at most 255 characters).
  const list = values.join(',');
  if (list.length > 255) throw new Error(`The drop-down list for ${range} is longer than Excel allows`);
  return (
    `<dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1" ` +
    `errorTitle="Not in the list" error="${escapeXml(`Choose ${prompt} from the list.`)}" ` +
    `promptTitle="${escapeXml(prompt)}" prompt="${escapeXml(`Choose ${prompt} from the list.`)}" sqref="${range}">` +
    `<formula1>"${escapeXml(list)}"</formula1></dataValidation>`
  );
}

function sheetXml(choices: UnitsTemplateContent): string {
  const header: Cell[] = ['Unit number', 'Type', 'Phase', 'Fuse (A)', 'Supply'].map((value) => ({ kind: 'text', value }));
  const example: Cell[] = [
    { kind: 'text', value: '1' },
    { kind: 'text', value: choices.types.includes('Residential') ? 'Residential' : (choices.types[0] ?? '') },
    { kind: 'number', value: choices.phases.includes(1) ? 1 : (choices.phases[0] ?? 1) },
    { kind: 'number', value: choices.fuseSizes.includes(60) ? 60 : (choices.fuseSizes[0] ?? 0) },
    { kind: 'text', value: choices.supplies.includes('Permanent') ? 'Permanent' : (choices.supplies[0] ?? '') },
  ];
  const columns = ['A', 'B', 'C', 'D', 'E'];
  const row = (number: number, cells: Cell[], style: number) =>
    `<row r="${number}">${cells.map((cell, index) => cellXml(columns[index]!, number, cell, style)).join('')}</row>`;
  return (
    XML_HEADER +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<dimension ref="A1:E2"/>' +
    '<sheetViews><sheetView workbookViewId="0" tabSelected="1"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    '<cols>' +
    '<col min="1" max="1" width="16" customWidth="1" style="2"/>' +
    '<col min="2" max="2" width="16" customWidth="1"/>' +
    '<col min="3" max="3" width="10" customWidth="1"/>' +
    '<col min="4" max="4" width="10" customWidth="1"/>' +
    '<col min="5" max="5" width="28" customWidth="1"/>' +
    '</cols>' +
    `<sheetData>${row(1, header, 1)}${row(2, example, 0)}</sheetData>` +
    '<dataValidations count="4">' +
    listValidation(`B2:B${LAST_ROW}`, choices.types, 'the type') +
    listValidation(`C2:C${LAST_ROW}`, choices.phases, 'the phase') +
    listValidation(`D2:D${LAST_ROW}`, choices.fuseSizes, 'the fuse size in amps') +
    listValidation(`E2:E${LAST_ROW}`, choices.supplies, 'the supply') +
    '</dataValidations>' +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    '</worksheet>'
  );
}

/** Styles: 0 normal, 1 bold (the header row), 2 text (unit numbers keep "01" and "1A" as typed). */
const STYLES_XML =
  XML_HEADER +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function parts(choices: UnitsTemplateContent): Array<{ name: string; content: string }> {
  return [
    {
      name: '[Content_Types].xml',
      content:
        XML_HEADER +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content:
        XML_HEADER +
        `<Relationships xmlns="${PKG_REL_NS}">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'docProps/core.xml',
      content:
        XML_HEADER +
        '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        '<dc:title>Livening order: units</dc:title>' +
        '<dc:description>One row per unit to liven. Upload this file with your livening (ICP) order.</dc:description>' +
        '</cp:coreProperties>',
    },
    {
      name: 'xl/workbook.xml',
      content:
        XML_HEADER +
        `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<bookViews><workbookView/></bookViews>' +
        '<sheets><sheet name="Units" sheetId="1" r:id="rId1"/></sheets>' +
        '</workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        XML_HEADER +
        `<Relationships xmlns="${PKG_REL_NS}">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '</Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(choices) },
    { name: 'xl/styles.xml', content: STYLES_XML },
  ];
}

/** The template's bytes. */
export function buildUnitsTemplate(choices: UnitsTemplateContent = unitChoicesFromSchema()): Buffer {
  return storedZip(
    parts(choices).map((part) => ({ name: part.name, data: Buffer.from(part.content, 'utf8') })),
    { year: 2026, month: 1, day: 1 },
  );
}

function main(): void {
  const bytes = buildUnitsTemplate();
  const relative = path.relative(PROJECT_ROOT, UNITS_TEMPLATE_PATH);
  if (process.argv.includes('--check')) {
    if (!existsSync(UNITS_TEMPLATE_PATH) || !readFileSync(UNITS_TEMPLATE_PATH).equals(bytes)) {
      console.error(`  ✗ ${relative} is out of date: run \`npx tsx scripts/generate-units-template.ts\` and commit it.`);
      process.exit(1);
    }
    console.log(`${relative} is current`);
    return;
  }
  mkdirSync(path.dirname(UNITS_TEMPLATE_PATH), { recursive: true });
  writeFileSync(UNITS_TEMPLATE_PATH, bytes);
  console.log(`Wrote ${relative} (${bytes.length} bytes)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
