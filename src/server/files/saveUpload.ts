// Keeps an upload that passed the checks: the bytes under a generated storage
// key, one uploaded_file row per (owner, md5, attachment type), and a scan
// started. The same content uploaded again by the same owner for the same type
// is the same file: nothing is stored twice, and the answer is the same md5.
// Another owner's identical bytes are another file: an upload never tells
// anyone whether someone else has uploaded the same content.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OwnerKey } from '../auth/guestSession';
import type { DatabaseSchema } from '../db/schema';
import { generateStorageKey } from './fileStorage';
import type { FileServices } from './fileServices';
import { findUploadedFile, insertUploadedFile, replaceFailedFile, type UploadedFile } from './uploadedFiles';

export interface CheckedUpload {
  /** Who uploads it (src/server/auth/guestSession.ts); only they may reference it. */
  owner: OwnerKey;
  attachmentType: string;
  fileName: string;
  contentType: string;
  data: Buffer;
  uploadedBySubject: string | undefined;
}

/** Lower-case hex MD5, as the API answers it. */
export function md5Hex(data: Uint8Array): string {
  return createHash('md5').update(data).digest('hex');
}

async function mustFind(db: Kysely<DatabaseSchema>, owner: OwnerKey, md5: string, attachmentType: string): Promise<UploadedFile> {
  const file = await findUploadedFile(db, owner, md5, attachmentType);
  if (!file) throw new Error(`uploaded file ${md5} (${attachmentType}) vanished while saving it`);
  return file;
}

export async function saveUpload(db: Kysely<DatabaseSchema>, { storage, queue }: Pick<FileServices, 'storage' | 'queue'>, upload: CheckedUpload): Promise<UploadedFile> {
  const md5 = md5Hex(upload.data);
  const existing = await findUploadedFile(db, upload.owner, md5, upload.attachmentType);
  if (existing && existing.scanStatus !== 'failed') return existing;

  const storageKey = generateStorageKey();
  await storage.put(storageKey, upload.data);
  const discard = () => storage.remove(storageKey).catch(() => undefined);

  let saved: UploadedFile | undefined;
  try {
    saved = existing
      ? await replaceFailedFile(db, existing.id, storageKey)
      : await insertUploadedFile(db, {
          owner: upload.owner,
          md5,
          attachmentType: upload.attachmentType,
          originalName: upload.fileName,
          sizeBytes: upload.data.length,
          contentType: upload.contentType,
          storageKey,
          uploadedBySubject: upload.uploadedBySubject,
        });
  } catch (error) {
    await discard();
    throw error;
  }
  if (!saved) {
    // A concurrent upload of the same content won: keep its row and bytes.
    await discard();
    return mustFind(db, upload.owner, md5, upload.attachmentType);
  }
  if (existing) await storage.remove(existing.storageKey).catch(() => undefined);
  queue.enqueue(saved.id);
  return saved;
}
