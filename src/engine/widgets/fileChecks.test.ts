import { describe, expect, it } from 'vitest';
import fileSchema from '../../../schemas/common/file.json' with { type: 'json' };
import {
  acceptFromExtensions,
  acceptedTypesLabel,
  acceptedTypesList,
  checkSelection,
  describeLimits,
  fileNamePatternOf,
  formatBytes,
  hasValidName,
  isAcceptedType,
  parseAccept,
  rejectionMessage,
  type CandidateFile,
  type FileLimits,
} from './fileChecks';

function file(name: string, size = 1000, type = ''): CandidateFile {
  return { name, size, type };
}

const LIMITS: FileLimits = { accept: '.pdf,.jpg', maxFiles: 5, maxSizeBytes: 20_971_520 };

describe('file names', () => {
  it('accepts letters, digits, spaces and _ . - ( ) [ ] { } , &', () => {
    expect(hasValidName('Site plan (v2) [final] {a}, b & c_d-e.pdf')).toBe(true);
    expect(hasValidName('Māori café plan.pdf')).toBe(true);
  });

  it('rejects empty names and other characters', () => {
    expect(hasValidName('')).toBe(false);
    expect(hasValidName('   ')).toBe(false);
    for (const name of ['plan#1.pdf', 'plan@home.pdf', 'a/b.pdf', 'what?.pdf', "it's.pdf", 'plan+1.pdf']) {
      expect(hasValidName(name)).toBe(false);
    }
  });
});

describe("file names by the schema's own pattern", () => {
  // The portal's file lists use schemas/common/file.json; the widget reads the pattern from the field's schema.
  const listSchema = { type: 'array', items: fileSchema.$defs.fileReference };
  const namePattern = fileNamePatternOf(listSchema)!;

  it('reads the pattern of items.properties.fileName, or nothing', () => {
    expect(namePattern).toBe(fileSchema.$defs.fileReference.properties.fileName.pattern);
    expect(fileNamePatternOf({ type: 'array', items: { type: 'object' } })).toBeUndefined();
    expect(fileNamePatternOf(undefined)).toBeUndefined();
  });

  it('refuses a name that is only an extension, as the upload API does', () => {
    for (const name of ['.pdf', '..pdf', ' .pdf', '_.pdf', '.hidden.pdf']) expect(hasValidName(name, namePattern)).toBe(false);
    for (const name of ['a.pdf', '(1).pdf', 'Māori.pdf', 'v2..pdf', 'plan']) expect(hasValidName(name, namePattern)).toBe(true);
    const result = checkSelection([], [file('.pdf')], { ...LIMITS, namePattern });
    expect(result.rejections).toEqual([{ code: 'invalidName', name: '.pdf' }]);
  });

  it('still refuses the characters the default refuses', () => {
    for (const name of ['plan#1.pdf', 'a/b.pdf', '', '   ']) expect(hasValidName(name, namePattern)).toBe(false);
  });
});

describe('accepted types', () => {
  it('parses the accept attribute', () => {
    expect(parseAccept(' .PDF, .jpg ,,image/* ')).toEqual(['.pdf', '.jpg', 'image/*']);
    expect(parseAccept(undefined)).toEqual([]);
  });

  it('matches by extension (any case), MIME type or MIME wildcard', () => {
    const accept = parseAccept('.pdf,.jpg,application/vnd.ms-excel,image/*');
    expect(isAcceptedType({ name: 'A.PDF', type: '' }, accept)).toBe(true);
    expect(isAcceptedType({ name: 'units', type: 'application/vnd.ms-excel' }, accept)).toBe(true);
    expect(isAcceptedType({ name: 'photo.heic', type: 'image/heic' }, accept)).toBe(true);
    expect(isAcceptedType({ name: 'notes.docx', type: 'application/msword' }, accept)).toBe(false);
    expect(isAcceptedType({ name: 'pdf', type: '' }, accept)).toBe(false);
  });

  it('accepts everything when accept is empty', () => {
    expect(isAcceptedType({ name: 'x.exe', type: '' }, [])).toBe(true);
  });
});

describe('the host\'s extensions', () => {
  it('become an accept value, and a list for messages', () => {
    expect(acceptFromExtensions(['pdf', 'JPG', '.gif', ' '])).toBe('.pdf,.jpg,.gif');
    expect(acceptFromExtensions([])).toBeUndefined();
    expect(acceptedTypesList('.pdf,.jpg,image/*')).toBe('pdf, jpg, image/*');
  });
});

describe('help text', () => {
  it('states the types and the limits', () => {
    expect(acceptedTypesLabel('.pdf,.jpg')).toBe('PDF, JPG');
    expect(formatBytes(20_971_520)).toBe('20 MB');
    expect(formatBytes(10_485_760)).toBe('10 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(describeLimits(LIMITS)).toBe('Accepted file types: PDF, JPG. Maximum 5 files, 20 MB each.');
    expect(describeLimits({ maxFiles: 1, maxSizeBytes: 1_048_576 })).toBe('Maximum 1 file, 1 MB each.');
    expect(describeLimits({ accept: '.pdf', maxFiles: 2 })).toBe('Accepted file types: PDF. Maximum 2 files.');
  });
});

describe('checkSelection', () => {
  it('accepts good files', () => {
    const picked = [file('a.pdf'), file('b.jpg')];
    expect(checkSelection([], picked, LIMITS)).toEqual({ accepted: picked, rejections: [] });
  });

  it('rejects a name already selected, or repeated within the same pick', () => {
    const result = checkSelection(['a.pdf'], [file('a.pdf'), file('b.pdf'), file('b.pdf')], LIMITS);
    expect(result.accepted.map((f) => f.name)).toEqual(['b.pdf']);
    expect(result.rejections).toEqual([
      { code: 'duplicate', name: 'a.pdf' },
      { code: 'duplicate', name: 'b.pdf' },
    ]);
  });

  it('rejects bad names before anything else, then types, then sizes', () => {
    const result = checkSelection([], [file('bad#.exe'), file('notes.docx'), file('big.pdf', 20_971_521)], LIMITS);
    expect(result.accepted).toEqual([]);
    expect(result.rejections).toEqual([
      { code: 'invalidName', name: 'bad#.exe' },
      { code: 'type', name: 'notes.docx' },
      { code: 'tooLarge', name: 'big.pdf' },
    ]);
  });

  it('checks no size when the host gives no limit', () => {
    expect(checkSelection([], [file('big.pdf', 10 ** 12)], { accept: '.pdf', maxFiles: 5 }).rejections).toEqual([]);
  });

  it('stops at the maximum count with a single rejection', () => {
    const existing = ['1.pdf', '2.pdf', '3.pdf', '4.pdf'];
    const result = checkSelection(existing, [file('5.pdf'), file('6.pdf'), file('7.pdf')], LIMITS);
    expect(result.accepted.map((f) => f.name)).toEqual(['5.pdf']);
    expect(result.rejections).toEqual([{ code: 'tooMany', name: '6.pdf' }]);
  });
});

describe('rejectionMessage', () => {
  it('uses the product wording with the values filled in', () => {
    expect(rejectionMessage({ code: 'duplicate', name: 'a.pdf' }, LIMITS)).toBe('A file with name a.pdf has already been selected');
    expect(rejectionMessage({ code: 'invalidName', name: 'a#.pdf' }, LIMITS)).toBe(
      'Please check the file name is not empty and does not contain any special characters',
    );
    expect(rejectionMessage({ code: 'type', name: 'a.docx' }, LIMITS)).toBe('This type of file is not accepted here. Accepted types: pdf, jpg');
    expect(rejectionMessage({ code: 'tooMany', name: 'x' }, { ...LIMITS, maxFiles: 3 })).toBe('Max of 3 files allowed');
    expect(rejectionMessage({ code: 'tooLarge', name: 'a.pdf' }, LIMITS)).toBe('The file is larger than 20 MB');
    expect(rejectionMessage({ code: 'tooLarge', name: 'a.pdf' }, { ...LIMITS, maxSizeBytes: 10_485_760 })).toBe('The file is larger than 10 MB');
  });

  it('lets a form override a message', () => {
    expect(rejectionMessage({ code: 'type', name: 'a.docx' }, LIMITS, { type: 'File type is not accepted' })).toBe('File type is not accepted');
  });
});
