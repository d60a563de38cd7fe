// A file of an order, for staff to download (GET
// /api/staff/orders/{orderId}/files/{fileId}): a customer's upload or a
// company document. Staff may open a file still waiting for its scan (a
// customer is never served one); an infected file is never served to anyone,
// and a file whose scan failed has no bytes to serve.
import type { Executor } from '../accounts/profileRepository';
import { ApiError } from '../errors';
import type { FileStorage } from '../files/fileStorage';
import { findUploadedFileById, type UploadedFile } from '../files/uploadedFiles';
import { isUuid } from '../orders/orderTypes';

export const STAFF_FILE_NOT_FOUND_MESSAGE = 'This order has no such file';
export const STAFF_FILE_INFECTED_MESSAGE = 'This file failed the virus scan, so it cannot be downloaded';
export const STAFF_FILE_SCAN_FAILED_MESSAGE = 'This file could not be scanned, so it cannot be downloaded. Ask for it to be uploaded again';
export const STAFF_FILE_MISSING_MESSAGE = 'The stored copy of this file is missing. Ask for it to be uploaded again';

/** The file and its bytes, or a 404 that says why. */
export async function readStaffOrderFile(db: Executor, storage: FileStorage, orderId: string, fileId: string): Promise<{ file: UploadedFile; bytes: Buffer }> {
  if (!isUuid(orderId) || !isUuid(fileId)) throw new ApiError(404, STAFF_FILE_NOT_FOUND_MESSAGE);
  const reference = await db
    .selectFrom('order_file')
    .select('uploaded_file_id')
    .where('order_id', '=', orderId)
    .where('uploaded_file_id', '=', fileId)
    .executeTakeFirst();
  const file = reference ? await findUploadedFileById(db, reference.uploaded_file_id) : undefined;
  if (!file) throw new ApiError(404, STAFF_FILE_NOT_FOUND_MESSAGE);
  if (file.scanStatus === 'infected') throw new ApiError(404, STAFF_FILE_INFECTED_MESSAGE);
  if (file.scanStatus === 'failed') throw new ApiError(404, STAFF_FILE_SCAN_FAILED_MESSAGE);
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new ApiError(404, STAFF_FILE_MISSING_MESSAGE);
  return { file, bytes };
}
