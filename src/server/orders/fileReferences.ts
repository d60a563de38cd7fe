// Files an order or a draft references (spec 2 sections 3.4 and 4.5; issue 5,
// "Order references"). Any object with an `md5` anywhere in the document is a
// reference to an uploaded file. It is accepted only when that file exists,
// was scanned 'ok' and has the right attachment type: the one the form
// declares beside the file list (`x-attachmentType`), or else the one the
// reference itself carries. Anything else is refused with a message at the
// reference's own pointer, e.g. /metered/sites/0/uploadUnits/1/md5.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { findUploadedFile, type UploadedFile } from '../files/uploadedFiles';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { isPlainObject } from './orderTypes';

export const FILE_NOT_SCANNED_MESSAGE = 'The file has not been scanned yet, or failed the virus scan. Please upload it again';
export const FILE_WRONG_TYPE_MESSAGE = 'The file was uploaded for a different kind of document. Please upload it again';

/** A file reference found in a document. */
export interface FoundFileReference {
  /** JSON pointer of the reference object, e.g. `/metered/sites/0/uploadUnits/1`. */
  pointer: string;
  md5: unknown;
  /** The attachment type the reference carries, if any. */
  carriedType: unknown;
  /** The attachment type the form declares for this list, if any. */
  declaredType: string | undefined;
}

/** A reference that passed the check. */
export interface CheckedFileReference {
  pointer: string;
  file: UploadedFile;
}

export type FileReferenceCheck = { ok: true; files: CheckedFileReference[] } | { ok: false; errors: FieldError[] };

const MAX_DEPTH = 64;

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function childSchema(schema: unknown, key: string | number): unknown {
  if (!isPlainObject(schema)) return undefined;
  if (typeof key === 'number') return schema['items'];
  const properties = schema['properties'];
  if (isPlainObject(properties) && key in properties) return properties[key];
  return isPlainObject(schema['additionalProperties']) ? schema['additionalProperties'] : undefined;
}

function declaredAttachmentType(schema: unknown): string | undefined {
  if (!isPlainObject(schema)) return undefined;
  const declared = schema['x-attachmentType'];
  return typeof declared === 'string' ? declared : undefined;
}

/**
 * Every file reference in `document`, with the attachment type the (display)
 * schema declares for it. Walks the document, following the schema alongside
 * where it has a matching property or item schema.
 */
export function findFileReferences(document: unknown, displaySchema?: unknown): FoundFileReference[] {
  const found: FoundFileReference[] = [];
  const visit = (value: unknown, schema: unknown, pointer: string, listType: string | undefined, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      const itemType = declaredAttachmentType(schema) ?? listType;
      value.forEach((item, index) => visit(item, childSchema(schema, index), `${pointer}/${index}`, itemType, depth + 1));
      return;
    }
    if (!isPlainObject(value)) return;
    if ('md5' in value) {
      found.push({ pointer, md5: value['md5'], carriedType: value['attachmentType'], declaredType: declaredAttachmentType(schema) ?? listType });
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const schemaOfChild = childSchema(schema, key);
      visit(child, schemaOfChild, `${pointer}/${escapePointerToken(key)}`, declaredAttachmentType(schemaOfChild), depth + 1);
    }
  };
  visit(document, displaySchema, '', undefined, 0);
  return found;
}

/**
 * Checks every file reference of `document` against the uploaded files. Each
 * distinct (md5, attachment type) is looked up once.
 */
export async function checkFileReferences(db: Kysely<DatabaseSchema>, document: unknown, displaySchema?: unknown): Promise<FileReferenceCheck> {
  const references = findFileReferences(document, displaySchema);
  if (references.length === 0) return { ok: true, files: [] };

  const errors: FieldError[] = [];
  const wanted = new Map<string, { md5: string; attachmentType: string }>();
  const pending: Array<{ pointer: string; key: string }> = [];

  for (const reference of references) {
    const carried = typeof reference.carriedType === 'string' && reference.carriedType !== '' ? reference.carriedType : undefined;
    if (reference.declaredType && carried && carried !== reference.declaredType) {
      errors.push({ pointer: `${reference.pointer}/attachmentType`, message: FILE_WRONG_TYPE_MESSAGE });
      continue;
    }
    const attachmentType = reference.declaredType ?? carried;
    if (typeof reference.md5 !== 'string' || attachmentType === undefined) {
      errors.push({ pointer: `${reference.pointer}/md5`, message: FILE_NOT_SCANNED_MESSAGE });
      continue;
    }
    const key = `${reference.md5.toLowerCase()} ${attachmentType}`;
    wanted.set(key, { md5: reference.md5, attachmentType });
    pending.push({ pointer: reference.pointer, key });
  }

  const entries = [...wanted.entries()];
  const found = await Promise.all(entries.map(([, { md5, attachmentType }]) => findUploadedFile(db, md5, attachmentType)));
  const byKey = new Map(entries.map(([key], index) => [key, found[index]]));

  const files: CheckedFileReference[] = [];
  for (const { pointer, key } of pending) {
    const file = byKey.get(key);
    if (file?.scanStatus === 'ok') files.push({ pointer, file });
    else errors.push({ pointer: `${pointer}/md5`, message: FILE_NOT_SCANNED_MESSAGE });
  }
  if (errors.length > 0) {
    errors.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
    return { ok: false, errors };
  }
  return { ok: true, files };
}
