// The checks every uploaded file passes before anything is stored (issue 5,
// spec 2 section 5.4): the name rule (the file reference schema's own, so an
// order can always reference a file the upload accepted), an extension the
// attachment type accepts (from the one declaration, src/shared/uploadLimits.ts),
// the size limit, and content whose magic bytes agree with the extension.
// Pure: no storage, no I/O.
import { fileTypeFromBuffer } from 'file-type';
import fileSchema from '../../../schemas/common/file.json' with { type: 'json' };
import { acceptedExtensions, MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from '../../shared/uploadLimits';

export const FILE_NAME_MESSAGE = 'Please check the file name is not empty and does not contain any special characters';
export const FILE_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_UPLOAD_MEGABYTES} MB`;
export const NO_FILE_MESSAGE = 'Choose a file to upload';

export function unknownAttachmentTypeMessage(attachmentType: string): string {
  return `There is no attachment type called "${attachmentType}"`;
}

export function typeNotAcceptedMessage(attachmentType: string): string {
  return `This type of file is not accepted here. Accepted types: ${acceptedExtensions(attachmentType).join(', ')}`;
}

export function contentMismatchMessage(extension: string): string {
  return `The file content does not match its type. Please upload a genuine ${extension.toUpperCase()} file`;
}

const fileNameRule = fileSchema.$defs.fileReference.properties.fileName;

/** Longest accepted file name, in characters (code points, as the schema counts them): 255. */
export const MAX_FILE_NAME_LENGTH: number = fileNameRule.maxLength;

/**
 * The `fileName` pattern of schemas/common/file.json: letters of any script
 * (with their combining marks, as macOS sends "ā" as "a" + U+0304), digits
 * 0-9, `_ . - ( ) [ ] { } , &` and space. No slash or backslash, so no name can
 * be a path.
 */
export const FILE_NAME_PATTERN = new RegExp(fileNameRule.pattern, 'u');

/** Not blank, at most 255 characters, only the characters above. */
export function isAcceptableFileName(name: string): boolean {
  return name.trim().length > 0 && [...name].length <= MAX_FILE_NAME_LENGTH && FILE_NAME_PATTERN.test(name);
}

/** Lower-case extension without the dot ('' when the name has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The media type stored and later served for a file, from its checked extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  dwg: 'image/vnd.dwg',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export function contentTypeFor(extension: string): string {
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

// ---------------------------------------------------------------------------
// Magic bytes. file-type names the format when it can; the rule for each
// extension lists the names that agree with it. When file-type cannot tell
// (it answers nothing), our own signature for the extension decides.
// ---------------------------------------------------------------------------

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => data[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

const SIGNATURES = {
  pdf: (data: Uint8Array) => startsWith(data, ascii('%PDF-')),
  jpeg: (data: Uint8Array) => startsWith(data, [0xff, 0xd8, 0xff]),
  gif: (data: Uint8Array) => startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a')),
  png: (data: Uint8Array) => startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  tiff: (data: Uint8Array) => startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a]),
  /** AutoCAD drawing: `AC10` and two more digits (AC1012 … AC1032). */
  dwg: (data: Uint8Array) => startsWith(data, ascii('AC10')) && data.length >= 6 && isDigit(data[4]) && isDigit(data[5]),
  /** OLE2 compound file: legacy Word and Excel. */
  ole2: (data: Uint8Array) => startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  /** A ZIP local file header: Office Open XML and OpenDocument. */
  zip: (data: Uint8Array) => startsWith(data, [0x50, 0x4b, 0x03, 0x04]),
};

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

interface ContentRule {
  /** file-type `ext` values that agree with the extension. */
  detected: readonly string[];
  /** Decides when file-type detects nothing. */
  signature: (data: Uint8Array) => boolean;
}

const CONTENT_RULES: Readonly<Record<string, ContentRule>> = {
  // An Illustrator file saved with PDF compatibility is a valid PDF.
  pdf: { detected: ['pdf', 'ai'], signature: SIGNATURES.pdf },
  jpg: { detected: ['jpg'], signature: SIGNATURES.jpeg },
  jpeg: { detected: ['jpg'], signature: SIGNATURES.jpeg },
  gif: { detected: ['gif'], signature: SIGNATURES.gif },
  png: { detected: ['png', 'apng'], signature: SIGNATURES.png },
  tif: { detected: ['tif'], signature: SIGNATURES.tiff },
  tiff: { detected: ['tif'], signature: SIGNATURES.tiff },
  dwg: { detected: ['dwg'], signature: SIGNATURES.dwg },
  // file-type calls every OLE2 file `cfb`; it cannot tell a .doc from an .xls.
  doc: { detected: ['cfb'], signature: SIGNATURES.ole2 },
  xls: { detected: ['cfb'], signature: SIGNATURES.ole2 },
  // A ZIP file-type recognises as another OOXML/ODF type (an .xlsx named .docx)
  // does not agree; a ZIP it cannot place further is accepted.
  docx: { detected: ['docx', 'zip'], signature: SIGNATURES.zip },
  xlsx: { detected: ['xlsx', 'zip'], signature: SIGNATURES.zip },
  ods: { detected: ['ods', 'zip'], signature: SIGNATURES.zip },
};

/** Whether the content's magic bytes agree with the (lower-case) extension. */
export async function contentMatchesExtension(data: Uint8Array, extension: string): Promise<boolean> {
  const rule = CONTENT_RULES[extension];
  if (!rule) return false;
  let detected: string | undefined;
  try {
    detected = (await fileTypeFromBuffer(data))?.ext;
  } catch {
    detected = undefined; // a malformed container: fall back to the signature
  }
  return detected === undefined ? rule.signature(data) : rule.detected.includes(detected);
}

// ---------------------------------------------------------------------------

export type FileCheckResult = { ok: true; extension: string; contentType: string } | { ok: false; message: string };

/**
 * The checks that need only the name (run first; they need no content).
 * The attachment type must be known (see `isAttachmentType`).
 */
export function checkFileName(attachmentType: string, fileName: string): FileCheckResult {
  if (!isAcceptableFileName(fileName)) return { ok: false, message: FILE_NAME_MESSAGE };
  const extension = fileExtension(fileName);
  if (!acceptedExtensions(attachmentType).includes(extension)) {
    return { ok: false, message: typeNotAcceptedMessage(attachmentType) };
  }
  return { ok: true, extension, contentType: contentTypeFor(extension) };
}

export function isWithinSizeLimit(sizeBytes: number): boolean {
  return sizeBytes <= MAX_UPLOAD_BYTES;
}

/** Every check, in the order the messages are given: name, type, size, content. */
export async function checkUploadedFile(attachmentType: string, fileName: string, data: Uint8Array): Promise<FileCheckResult> {
  const byName = checkFileName(attachmentType, fileName);
  if (!byName.ok) return byName;
  if (!isWithinSizeLimit(data.length)) return { ok: false, message: FILE_TOO_LARGE_MESSAGE };
  if (!(await contentMatchesExtension(data, byName.extension))) {
    return { ok: false, message: contentMismatchMessage(byName.extension) };
  }
  return byName;
}
