// File upload and scan result (spec 2 sections 3.4, 4.5, 5.4 and 7; issue 5):
//   POST /api/file-upload/:attachmentType      multipart, field `file`     200 { name, md5 } | 400 | 404
//   GET  /api/file-scan-result/:md5?attachmentType=                        200 { scanResult } | 400 | 404
// Guests may upload. A file belongs to its uploader: the signed-in user, or a
// guest's session (an HttpOnly cookie the first upload sets; see
// auth/guestSession.ts). Only the uploader may ask for its scan result (anyone
// else gets 404, as for a file that does not exist) or reference it in an
// order or draft. A rejected file gets 400 with the message at the pointer of
// what was wrong (`/file`, `/md5`, `/attachmentType`) and nothing is stored.
// Scanning starts after the answer (see files/scanQueue.ts); the browser polls
// the scan result.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { identifyIfSignedIn } from '../auth/authenticate';
import { ownerOfRead, ownerOfWrite } from '../auth/guestSession';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { checkUploadedFile, FILE_TOO_LARGE_MESSAGE, NO_FILE_MESSAGE, unknownAttachmentTypeMessage } from '../files/fileChecks';
import type { FileServices } from '../files/fileServices';
import { saveUpload } from '../files/saveUpload';
import { findUploadedFile, MD5_PATTERN } from '../files/uploadedFiles';
import { isAttachmentType, MAX_UPLOAD_BYTES } from '../../shared/uploadLimits';

export interface FileRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
  files: FileServices;
  /** Send the guest session cookie with `Secure` (the portal is served over https). */
  secureCookies: boolean;
}

export const UPLOAD_FIELD_NAME = 'file';
export const ONE_FILE_MESSAGE = 'Upload one file at a time';
export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please try again';
export const MALFORMED_MD5_MESSAGE = 'The md5 must be 32 hexadecimal digits';
export const MISSING_ATTACHMENT_TYPE_MESSAGE = 'Give the attachmentType of the file';
export const UNKNOWN_FILE_MESSAGE = 'There is no uploaded file with this md5 and attachment type';

/**
 * The upload route's body limit: the largest file plus room for the multipart
 * framing (boundaries, part headers). The file itself is held to
 * MAX_UPLOAD_BYTES by the checks, not by this.
 */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * One file of at most MAX_UPLOAD_BYTES + 1 bytes is read: a file over the limit
 * is seen as such (and refused) without reading it all into memory.
 */
const MULTIPART_LIMITS = { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 };

/** A refused upload or scan-result request: 400 with the message at the pointer of what was wrong. */
function refused(pointer: '/file' | '/md5' | '/attachmentType', message: string): ApiError {
  return new ApiError(400, message, [{ pointer, message }]);
}

function attachmentTypeOrNotFound(attachmentType: string): string {
  if (!isAttachmentType(attachmentType)) throw new ApiError(404, unknownAttachmentTypeMessage(attachmentType));
  return attachmentType;
}

function multipartError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refused('/file', FILE_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return refused('/file', ONE_FILE_MESSAGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_MP_PREMATURE_CLOSE':
      return refused('/file', UNREADABLE_UPLOAD_MESSAGE);
    default:
      return undefined;
  }
}

/**
 * Reads the whole multipart body: the `file` part into memory (bounded by
 * MULTIPART_LIMITS), other fields ignored. A second file breaks the limit.
 */
async function readUploadedPart(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw refused('/file', NO_FILE_MESSAGE);
  let upload: { fileName: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD_NAME) throw refused('/file', NO_FILE_MESSAGE);
      upload = { fileName: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const known = multipartError(error);
    if (known) throw known;
    // Malformed multipart (busboy): a client error, not ours.
    if (error instanceof Error && /multipart|boundary|part terminated/i.test(error.message)) {
      request.log.info({ err: error }, 'unreadable multipart upload');
      throw refused('/file', UNREADABLE_UPLOAD_MESSAGE);
    }
    throw error;
  }
  if (!upload) throw refused('/file', NO_FILE_MESSAGE);
  return upload;
}

export async function fileRoutes(app: FastifyInstance, { database, verifier, files, secureCookies }: FileRoutesOptions): Promise<void> {
  const { db } = database;

  // Encapsulated: the multipart parser and these hooks apply to this plugin's routes only.
  // preservePath: the name arrives as sent (`../x.pdf`), so the name rule refuses it
  // instead of the parser quietly shortening it.
  await app.register(multipart, { limits: MULTIPART_LIMITS, preservePath: true });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post<{ Params: { attachmentType: string } }>(
    '/file-upload/:attachmentType',
    { bodyLimit: UPLOAD_BODY_LIMIT_BYTES, preHandler: identifyIfSignedIn(verifier) },
    async (request, reply) => {
      const attachmentType = attachmentTypeOrNotFound(request.params.attachmentType);
      const { fileName, data } = await readUploadedPart(request);
      const checked = await checkUploadedFile(attachmentType, fileName, data);
      if (!checked.ok) throw refused('/file', checked.message);
      const file = await saveUpload(db, files, {
        owner: ownerOfWrite(request, reply, { secureCookies }),
        attachmentType,
        fileName,
        contentType: checked.contentType,
        data,
        uploadedBySubject: request.identity?.subject,
      });
      request.log.info({ fileId: file.id, attachmentType, sizeBytes: data.length }, 'file uploaded');
      return { name: fileName, md5: file.md5 };
    },
  );

  app.get<{ Params: { md5: string }; Querystring: { attachmentType?: unknown } }>(
    '/file-scan-result/:md5',
    { preHandler: identifyIfSignedIn(verifier) },
    async (request) => {
    const md5 = request.params.md5.toLowerCase();
    if (!MD5_PATTERN.test(md5)) throw refused('/md5', MALFORMED_MD5_MESSAGE);
    const raw = request.query.attachmentType;
    if (typeof raw !== 'string' || raw === '') throw refused('/attachmentType', MISSING_ATTACHMENT_TYPE_MESSAGE);
    const attachmentType = attachmentTypeOrNotFound(raw);
    // Only the uploader learns anything about a file; a guest without a session owns nothing.
    const owner = ownerOfRead(request);
    const file = owner ? await findUploadedFile(db, owner, md5, attachmentType) : undefined;
    if (!file) throw new ApiError(404, UNKNOWN_FILE_MESSAGE);
    return { scanResult: file.scanStatus };
    },
  );
}
