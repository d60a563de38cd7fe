import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fileSchema from '../../../schemas/common/file.json' with { type: 'json' };
import { MAX_UPLOAD_BYTES } from '../../shared/uploadLimits';
import {
  checkFileName,
  checkUploadedFile,
  contentMatchesExtension,
  contentMismatchMessage,
  contentTypeFor,
  FILE_NAME_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_NAME_PATTERN,
  fileExtension,
  isAcceptableFileName,
  MAX_FILE_NAME_LENGTH,
  typeNotAcceptedMessage,
  unknownAttachmentTypeMessage,
} from './fileChecks';

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/files', name));
const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

describe('file name rule', () => {
  it.each([
    'site plan.pdf',
    'Site_Plan-2024 (final) [v2] {a},&b.pdf',
    'Māori whenua.pdf',
    'Ma\u0304ori.pdf', // macOS sends letters with their marks decomposed
    'Ελληνικά.pdf',
    '平面図.pdf',
    '0123456789.pdf',
  ])('accepts %j', (name) => {
    expect(isAcceptableFileName(name)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['traversal', '../x.pdf'],
    ['absolute path', '/etc/passwd.pdf'],
    ['Windows path', 'C:\\Users\\x.pdf'],
    ['semicolon', 'a;b.pdf'],
    ['quote', 'a"b.pdf'],
    ['NUL', 'a\0.pdf'],
    ['newline', 'a\nb.pdf'],
    ['hash', 'plan#1.pdf'],
    ['percent', '100%.pdf'],
    ['emoji', 'plan 😀.pdf'],
    ['too long', `${'a'.repeat(252)}.pdf`],
    ['digits other than 0-9 (as the file reference schema)', '１２３.pdf'],
    ['no name before the extension', '.pdf'],
    ['only dots before the extension', '..pdf'],
    ['no letter or digit before the first dot', '_ .pdf'],
  ])('refuses a name with %s', (_why, name) => {
    expect(isAcceptableFileName(name)).toBe(false);
  });

  it('allows 255 characters and no more, counting characters as the schema does', () => {
    expect(isAcceptableFileName(`${'a'.repeat(251)}.pdf`)).toBe(true);
    expect(isAcceptableFileName(`${'a'.repeat(252)}.pdf`)).toBe(false);
    expect(isAcceptableFileName(`${'𠀀'.repeat(251)}.pdf`)).toBe(true); // 2 UTF-16 units each
  });

  it('is the rule of the file reference schema', () => {
    expect(FILE_NAME_PATTERN.source).toBe(fileSchema.$defs.fileReference.properties.fileName.pattern);
    expect(MAX_FILE_NAME_LENGTH).toBe(255);
  });
});

describe('extension for the attachment type', () => {
  it('reads the last extension, lower-cased', () => {
    expect(fileExtension('Plan.PDF')).toBe('pdf');
    expect(fileExtension('plan.tar.gz')).toBe('gz');
    expect(fileExtension('plan')).toBe('');
  });

  it('accepts the declared extensions and lists them when refusing', () => {
    expect(checkFileName('sitePlan', 'plan.DWG')).toEqual({ ok: true, extension: 'dwg', contentType: 'image/vnd.dwg' });
    expect(checkFileName('unitsSpreadsheet', 'units.pdf')).toEqual({
      ok: false,
      message: 'This type of file is not accepted here. Accepted types: xls, xlsx, ods',
    });
    expect(typeNotAcceptedMessage('proofOfAddress')).toBe(
      'This type of file is not accepted here. Accepted types: pdf, jpg, jpeg, gif, tif, tiff',
    );
    expect(checkFileName('sitePlan', 'plan')).toEqual({ ok: false, message: typeNotAcceptedMessage('sitePlan') });
  });

  it('checks the name before the extension', () => {
    expect(checkFileName('sitePlan', '../x.pdf')).toEqual({ ok: false, message: FILE_NAME_MESSAGE });
    expect(checkFileName('sitePlan', '../x.exe')).toEqual({ ok: false, message: FILE_NAME_MESSAGE });
  });

  it('words the messages as the API sends them', () => {
    expect(FILE_TOO_LARGE_MESSAGE).toBe('The file is larger than 20 MB');
    expect(contentMismatchMessage('pdf')).toBe('The file content does not match its type. Please upload a genuine PDF file');
    expect(unknownAttachmentTypeMessage('x')).toBe('There is no attachment type called "x"');
  });

  it('gives every declared extension a media type', () => {
    for (const extension of ['pdf', 'jpg', 'jpeg', 'gif', 'png', 'tif', 'tiff', 'dwg', 'doc', 'docx', 'xls', 'xlsx', 'ods']) {
      expect(contentTypeFor(extension)).not.toBe('application/octet-stream');
    }
  });
});

describe('magic bytes agree with the extension', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, ...new Array(17).fill(0));
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(20).fill(0));
  const gif = Buffer.concat([text('GIF89a'), Buffer.alloc(20)]);
  const tiffLittle = Buffer.concat([bytes(0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0), Buffer.alloc(40)]);
  const tiffBig = Buffer.concat([bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 0x08), Buffer.alloc(40)]);
  const dwg = Buffer.concat([text('AC1032'), Buffer.alloc(40)]);
  const ole2 = Buffer.concat([bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), Buffer.alloc(504)]);
  const plainZip = Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(40)]);

  it.each([
    ['pdf', fixture('site-plan.pdf')],
    ['pdf', fixture('site-plan-eicar.pdf')],
    ['png', png],
    ['jpg', jpeg],
    ['jpeg', jpeg],
    ['gif', gif],
    ['tif', tiffLittle],
    ['tiff', tiffBig],
    ['dwg', dwg],
    ['doc', ole2],
    ['xls', ole2],
    ['xlsx', fixture('units.xlsx')],
    ['xlsx', plainZip],
    ['docx', plainZip],
    ['ods', plainZip],
  ])('accepts genuine %s content', async (extension, data) => {
    expect(await contentMatchesExtension(data, extension)).toBe(true);
  });

  it.each([
    ['pdf', fixture('renamed-program.pdf')],
    ['pdf', text('just some text that claims to be a PDF')],
    ['pdf', Buffer.alloc(0)],
    ['jpg', png],
    ['png', jpeg],
    ['dwg', text('AC10xx not a drawing')],
    ['doc', fixture('site-plan.pdf')],
    ['docx', fixture('units.xlsx')], // a spreadsheet renamed .docx
    ['ods', fixture('units.xlsx')],
    ['xlsx', ole2],
    ['exe', fixture('renamed-program.pdf')], // no rule: never accepted
  ])('refuses %s content that is something else', async (extension, data) => {
    expect(await contentMatchesExtension(data, extension)).toBe(false);
  });
});

describe('checkUploadedFile', () => {
  it('accepts a genuine file and says its media type', async () => {
    expect(await checkUploadedFile('sitePlan', 'plan.pdf', fixture('site-plan.pdf'))).toEqual({
      ok: true,
      extension: 'pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses, in order: name, type, size, content', async () => {
    const oversize = Buffer.concat([fixture('site-plan.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await checkUploadedFile('sitePlan', 'a/b.pdf', oversize)).toEqual({ ok: false, message: FILE_NAME_MESSAGE });
    expect(await checkUploadedFile('sitePlan', '.pdf', fixture('site-plan.pdf'))).toEqual({ ok: false, message: FILE_NAME_MESSAGE });
    expect(await checkUploadedFile('sitePlan', 'b.exe', oversize)).toEqual({ ok: false, message: typeNotAcceptedMessage('sitePlan') });
    expect(await checkUploadedFile('sitePlan', 'b.pdf', oversize)).toEqual({ ok: false, message: FILE_TOO_LARGE_MESSAGE });
    expect(await checkUploadedFile('sitePlan', 'b.pdf', fixture('renamed-program.pdf'))).toEqual({
      ok: false,
      message: contentMismatchMessage('pdf'),
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const atLimit = Buffer.concat([fixture('site-plan.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES - fixture('site-plan.pdf').length)]);
    expect(atLimit.length).toBe(MAX_UPLOAD_BYTES);
    expect((await checkUploadedFile('sitePlan', 'b.pdf', atLimit)).ok).toBe(true);
  });
});
