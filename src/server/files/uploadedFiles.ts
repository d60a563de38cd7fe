// The uploaded_file table: one row per (owner, md5, attachment type). A file
// belongs to whoever uploaded it (owner_key: src/server/auth/guestSession.ts):
// only they can ask for its scan result or reference it. Used by the upload
// routes, the scan queue, and by orders to check and serve the files they
// reference (only a file scanned 'ok' is ever read back).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, ScanStatus, UploadedFileTable } from '../db/schema';
import type { OwnerKey } from '../auth/guestSession';
import type { FileStorage } from './fileStorage';

export interface UploadedFile {
  id: string;
  /** Lower-case hex MD5 of the content. */
  md5: string;
  attachmentType: string;
  /** The name the file was first uploaded with. */
  originalName: string;
  sizeBytes: number;
  /** Media type from the checked extension (never the client's header). */
  contentType: string;
  storageKey: string;
  scanStatus: ScanStatus;
}

export const MD5_PATTERN = /^[0-9a-f]{32}$/;

type Db = Kysely<DatabaseSchema>;

const COLUMNS = ['id', 'md5', 'attachment_type', 'original_name', 'size_bytes', 'content_type', 'storage_key', 'scan_status'] as const;

type UploadedFileRow = Pick<Selectable<UploadedFileTable>, (typeof COLUMNS)[number]>;

function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    md5: row.md5,
    attachmentType: row.attachment_type,
    originalName: row.original_name,
    sizeBytes: row.size_bytes,
    contentType: row.content_type,
    storageKey: row.storage_key,
    scanStatus: row.scan_status,
  };
}

/** The owner's file with this content and attachment type, whatever its scan status. */
export async function findUploadedFile(db: Db, owner: OwnerKey, md5: string, attachmentType: string): Promise<UploadedFile | undefined> {
  const normalised = md5.toLowerCase();
  if (!MD5_PATTERN.test(normalised)) return undefined;
  const row = await db
    .selectFrom('uploaded_file')
    .select(COLUMNS)
    .where('owner_key', '=', owner)
    .where('md5', '=', normalised)
    .where('attachment_type', '=', attachmentType)
    .executeTakeFirst();
  return row ? toUploadedFile(row) : undefined;
}

/**
 * The files with these md5s that `owner` may reference: the owner's own, and
 * those among `sharedFileIds` (the files of a draft the caller may see).
 * Where both hold the same (md5, attachment type), the owner's own comes first.
 */
export async function findReferenceableFiles(
  db: Db,
  { owner, md5s, sharedFileIds }: { owner: OwnerKey; md5s: readonly string[]; sharedFileIds: readonly string[] },
): Promise<Array<UploadedFile & { ownedByCaller: boolean }>> {
  const wanted = [...new Set(md5s.map((md5) => md5.toLowerCase()).filter((md5) => MD5_PATTERN.test(md5)))];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('uploaded_file')
    .select([...COLUMNS, 'owner_key'])
    .where('md5', 'in', wanted)
    .where((eb) => (sharedFileIds.length > 0 ? eb.or([eb('owner_key', '=', owner), eb('id', 'in', [...sharedFileIds])]) : eb('owner_key', '=', owner)))
    .execute();
  return rows.map((row) => ({ ...toUploadedFile(row), ownedByCaller: row.owner_key === owner }));
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file with this id (e.g. a download's `fileId`); undefined for a malformed or unknown id. */
export async function findUploadedFileById(db: Db, id: string): Promise<UploadedFile | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const row = await db.selectFrom('uploaded_file').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toUploadedFile(row) : undefined;
}

/**
 * The file's bytes, only when it was scanned 'ok'. A pending, infected or
 * failed file is never read back (nor served, nor attached to an order).
 */
export async function readUploadedFile(storage: FileStorage, file: UploadedFile): Promise<Buffer | undefined> {
  if (file.scanStatus !== 'ok') return undefined;
  return storage.get(file.storageKey);
}

export interface NewUploadedFile {
  owner: OwnerKey;
  md5: string;
  attachmentType: string;
  originalName: string;
  sizeBytes: number;
  contentType: string;
  storageKey: string;
  uploadedBySubject: string | undefined;
}

/**
 * Inserts the row unless the owner has one with the same (md5, attachment type).
 * Resolves with the new file, or undefined when another upload got there first.
 */
export async function insertUploadedFile(db: Db, file: NewUploadedFile): Promise<UploadedFile | undefined> {
  const row = await db
    .insertInto('uploaded_file')
    .values({
      owner_key: file.owner,
      md5: file.md5,
      attachment_type: file.attachmentType,
      original_name: file.originalName,
      size_bytes: file.sizeBytes,
      content_type: file.contentType,
      storage_key: file.storageKey,
      uploaded_by_subject: file.uploadedBySubject ?? null,
    })
    .onConflict((conflict) => conflict.columns(['owner_key', 'md5', 'attachment_type']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toUploadedFile(row) : undefined;
}

/**
 * A 'failed' file (its stored bytes were lost) uploaded again: the new bytes
 * under a new key, and back to 'pending' for a fresh scan. Resolves with the
 * updated file, or undefined when it was no longer 'failed'.
 */
export async function replaceFailedFile(db: Db, id: string, storageKey: string): Promise<UploadedFile | undefined> {
  const row = await db
    .updateTable('uploaded_file')
    .set({ storage_key: storageKey, scan_status: 'pending', scan_detail: null, scan_attempts: 0, next_scan_at: sql<Date>`now()`, scanned_at: null })
    .where('id', '=', id)
    .where('scan_status', '=', 'failed')
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toUploadedFile(row) : undefined;
}
