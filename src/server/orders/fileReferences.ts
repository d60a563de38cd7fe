// Files an order or a draft references (spec 2 sections 3.4 and 4.5; issue 5,
// "Order references"; issue 11, section 4). Any object with an `md5` anywhere
// in the document is a reference to an uploaded file. It is accepted only when
// the caller may reference that file (they uploaded it, or it is already a
// file of the draft they are continuing), it was scanned 'ok' and it has the
// right attachment type: the one the form declares beside the file list
// (`x-attachmentType`), or else the one the reference itself carries.
// Anything else is refused with a message at the reference's own pointer, e.g.
// /metered/sites/0/uploadUnits/1/md5; someone else's file gets the same
// message as a file that does not exist, so a guess at an md5 learns nothing.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { OwnerKey } from '../auth/guestSession';
import { findReferenceableFiles, type UploadedFile } from '../files/uploadedFiles';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { escapeSegment } from '../../shared/jsonPointer';
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
      visit(child, schemaOfChild, `${pointer}/${escapeSegment(key)}`, declaredAttachmentType(schemaOfChild), depth + 1);
    }
  };
  visit(document, displaySchema, '', undefined, 0);
  return found;
}

/** Whose files a document may reference. */
export interface FileReferenceRights {
  /** The caller: their own uploads. */
  owner: OwnerKey;
  /** Files of the draft the caller continues (a draft the caller may see), though someone else uploaded them. */
  sharedFileIds?: readonly string[];
}

/**
 * Checks every file reference of `document` against the files the caller may
 * reference, in one query.
 */
export async function checkFileReferences(
  db: Kysely<DatabaseSchema>,
  document: unknown,
  displaySchema: unknown,
  { owner, sharedFileIds = [] }: FileReferenceRights,
): Promise<FileReferenceCheck> {
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

  const candidates = await findReferenceableFiles(db, { owner, md5s: [...wanted.values()].map(({ md5 }) => md5), sharedFileIds });
  const byKey = new Map<string, UploadedFile>();
  // The caller's own upload wins over a draft's shared file with the same content.
  for (const candidate of candidates.sort((a, b) => Number(a.ownedByCaller) - Number(b.ownedByCaller))) {
    const { ownedByCaller: _owned, ...file } = candidate;
    byKey.set(`${file.md5} ${file.attachmentType}`, file);
  }

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
