// Writes the upload test fixtures to tests/fixtures/files/ (committed; run again
// only to change them: `npx tsx scripts/generate-file-fixtures.ts`). The output
// is deterministic: no dates, no random bytes.
//
//   site-plan.pdf          a small, valid one-page PDF (clean)
//   site-plan-eicar.pdf    the same kind of valid PDF, with the EICAR anti-virus
//                          test string as an embedded file: it passes the type
//                          check (it IS a PDF) and every scanner must flag it
//   renamed-program.pdf    a Windows program (MZ header) renamed .pdf: refused
//                          by the content check
//   units.xlsx             a minimal valid spreadsheet (Office Open XML)
//   units.ods              a minimal valid spreadsheet (OpenDocument), the
//                          same two rows
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EICAR_TEST_STRING } from '../src/server/files/builtInScanner';
import { storedZip } from './lib/storedZip';

const OUTPUT_DIR = path.resolve('tests/fixtures/files');

// ---------------------------------------------------------------------------
// PDF: numbered objects, then a cross-reference table with each object's byte
// offset (entries of exactly 20 bytes), the trailer and startxref.
// ---------------------------------------------------------------------------

function pdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), Buffer.from(body), Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f\r',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r`),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

function stream(dictionary: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary ? `${dictionary} ` : ''}/Length ${content.length} >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

function onePagePdf(text: string, catalogExtra = '', extraObjects: (string | Buffer)[] = []): Buffer {
  const content = Buffer.from(`BT /F1 18 Tf 72 760 Td (${text}) Tj ET`, 'latin1');
  return pdf([
    `<< /Type /Catalog /Pages 2 0 R${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream('', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extraObjects,
  ]);
}

const cleanPdf = onePagePdf('Site plan: test document');

const eicarPdf = onePagePdf('Site plan with an embedded anti-virus test file', ' /Names << /EmbeddedFiles << /Names [(eicar.txt) 6 0 R] >> >>', [
  '<< /Type /Filespec /F (eicar.txt) /EF << /F 7 0 R >> >>',
  stream('/Type /EmbeddedFile', Buffer.from(EICAR_TEST_STRING, 'latin1')),
]);

// ---------------------------------------------------------------------------
// A DOS/Windows program header: "MZ", then the DOS stub message.
// ---------------------------------------------------------------------------

function programHeader(): Buffer {
  const header = Buffer.alloc(128);
  header.write('MZ', 0, 'latin1');
  header.writeUInt16LE(0x90, 2); // bytes on last page
  header.writeUInt16LE(3, 4); // pages
  header.writeUInt16LE(4, 8); // header paragraphs
  header.writeUInt16LE(0xffff, 12); // max extra paragraphs
  header.writeUInt16LE(0xb8, 16); // initial SP
  header.writeUInt16LE(0x40, 24); // relocation table offset
  header.writeUInt32LE(0x80, 60); // PE header offset
  header.write('This program cannot be run in DOS mode.\r\r\n$', 78, 'latin1');
  return Buffer.concat([header, Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(60)]);
}

// ---------------------------------------------------------------------------
// ZIP containers (scripts/lib/storedZip.ts): stored entries dated 1980-01-01,
// the earliest date a ZIP can hold.
// ---------------------------------------------------------------------------

function zip(entries: { name: string; content: string }[]): Buffer {
  return storedZip(
    entries.map(({ name, content }) => ({ name, data: Buffer.from(content, 'utf8') })),
    { year: 1980, month: 1, day: 1 },
  );
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const spreadsheet = zip([
  {
    name: '[Content_Types].xml',
    content:
      XML +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  },
  {
    name: '_rels/.rels',
    content:
      XML +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  },
  {
    name: 'xl/workbook.xml',
    content:
      XML +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Units" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    content:
      XML +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
  },
  {
    name: 'xl/worksheets/sheet1.xml',
    content:
      XML +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Unit</t></is></c><c r="B1" t="inlineStr"><is><t>Fuse (A)</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>1</t></is></c><c r="B2"><v>60</v></c></row>' +
      '</sheetData></worksheet>',
  },
]);

// OpenDocument: the `mimetype` entry first and stored, which is how readers
// (and file-type, for the server's content check) tell an .ods from any ZIP;
// then the manifest and the sheet itself.
const ODS_MIME_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const odsCell = (text: string) => `<table:table-cell office:value-type="string"><text:p>${text}</text:p></table:table-cell>`;
const odsNumber = (value: number) => `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;
const openDocumentSpreadsheet = zip([
  { name: 'mimetype', content: ODS_MIME_TYPE },
  {
    name: 'META-INF/manifest.xml',
    content:
      XML +
      '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
      `<manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${ODS_MIME_TYPE}"/>` +
      '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
      '</manifest:manifest>',
  },
  {
    name: 'content.xml',
    content:
      XML +
      '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"' +
      ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"' +
      ' office:version="1.2"><office:body><office:spreadsheet><table:table table:name="Units">' +
      `<table:table-row>${odsCell('Unit')}${odsCell('Fuse (A)')}</table:table-row>` +
      `<table:table-row>${odsCell('1')}${odsNumber(60)}</table:table-row>` +
      '</table:table></office:spreadsheet></office:body></office:document-content>',
  },
]);

mkdirSync(OUTPUT_DIR, { recursive: true });
const fixtures: Record<string, Buffer> = {
  'site-plan.pdf': cleanPdf,
  'site-plan-eicar.pdf': eicarPdf,
  'renamed-program.pdf': programHeader(),
  'units.xlsx': spreadsheet,
  'units.ods': openDocumentSpreadsheet,
};
for (const [name, data] of Object.entries(fixtures)) {
  writeFileSync(path.join(OUTPUT_DIR, name), data);
  console.log(`${path.relative(process.cwd(), path.join(OUTPUT_DIR, name))} (${data.length} bytes)`);
}
