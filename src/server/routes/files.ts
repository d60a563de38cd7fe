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
import type { ScanStatus } from '../db/schema';
import { ApiError } from '../errors';
import { checkUploadedFile, FILE_TOO_LARGE_MESSAGE, NO_FILE_MESSAGE, unknownAttachmentTypeMessage } from '../files/fileChecks';
import type { FileServices } from '../files/fileServices';
import { saveUpload } from '../files/saveUpload';
import { findUploadedFile } from '../files/uploadedFiles';
import { errorResponse } from '../../shared/api/errors';
import {
  ATTACHMENT_TYPE_PARAMS_SCHEMA,
  FILE_UPLOAD_REQUEST_BODY,
  SCAN_RESULT_PARAMS_SCHEMA,
  SCAN_RESULT_QUERY_SCHEMA,
  SCAN_RESULT_RESPONSE_SCHEMA,
  UPLOAD_FIELD_NAME,
  UPLOADED_FILE_RESPONSE_SCHEMA,
  type AttachmentTypeParams,
  type ScanResult,
  type ScanResultParams,
  type ScanResultQuery,
  type ScanResultResponse,
  type UploadedFileResponse,
} from '../../shared/api/files';
import { isAttachmentType, MAX_UPLOAD_BYTES } from '../../shared/uploadLimits';
import { sameMembers } from './contractChecks';
import { GUEST_OR_SIGNED_IN, tagOf } from './openApi';
import { answerSchemaErrorsInApiShape, refuseInvalidRequest } from './validationErrors';

export interface FileRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
  files: FileServices;
  /** Send the guest session cookie with `Secure` (the portal is served over https). */
  secureCookies: boolean;
}

export { UPLOAD_FIELD_NAME };
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

// The database's scan statuses are the contract's scan results, no more and no fewer.
sameMembers<ScanStatus, ScanResult>(true);

const UPLOAD_ROUTE_SCHEMA = {
  tags: tagOf('files'),
  summary: 'Uploads one file; the virus scan starts after the answer',
  description: 'The file belongs to its uploader: the signed-in customer, or the guest session (started by this upload when the browser has none).',
  security: GUEST_OR_SIGNED_IN,
  params: ATTACHMENT_TYPE_PARAMS_SCHEMA,
  // Read by the route from the multipart stream (one bounded part), so not a Fastify body schema.
  'x-request-body': FILE_UPLOAD_REQUEST_BODY,
  response: {
    200: { ...UPLOADED_FILE_RESPONSE_SCHEMA, description: 'Stored; poll its scan result by md5' },
    400: errorResponse('The file was refused (name, type, size or content), at /file; nothing is stored'),
    404: errorResponse('There is no such attachment type'),
  },
};

const SCAN_RESULT_ROUTE_SCHEMA = {
  tags: tagOf('files'),
  summary: "An uploaded file's virus-scan result",
  description: 'Only its uploader learns anything about a file: for anyone else it does not exist.',
  security: GUEST_OR_SIGNED_IN,
  params: SCAN_RESULT_PARAMS_SCHEMA,
  querystring: SCAN_RESULT_QUERY_SCHEMA,
  response: {
    200: { ...SCAN_RESULT_RESPONSE_SCHEMA, description: 'Poll again while pending; only ok files may be referenced' },
    400: errorResponse('The md5 is not 32 hexadecimal digits (/md5), or attachmentType is missing (/attachmentType)'),
    404: errorResponse('No file of the caller with this md5 and attachment type, or no such attachment type'),
  },
};

/** Fastify checks md5 and attachmentType; these keep the route's words and pointers. */
const SCAN_RESULT_REFUSALS = {
  '/md5': () => refused('/md5', MALFORMED_MD5_MESSAGE),
  '/attachmentType': () => refused('/attachmentType', MISSING_ATTACHMENT_TYPE_MESSAGE),
};

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
  answerSchemaErrorsInApiShape(app);

  // Encapsulated: the multipart parser and these hooks apply to this plugin's routes only.
  // preservePath: the name arrives as sent (`../x.pdf`), so the name rule refuses it
  // instead of the parser quietly shortening it.
  await app.register(multipart, { limits: MULTIPART_LIMITS, preservePath: true });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post<{ Params: AttachmentTypeParams; Reply: UploadedFileResponse }>(
    '/file-upload/:attachmentType',
    // preValidation: a token that is sent but not valid is refused (401) before anything about the request.
    { schema: UPLOAD_ROUTE_SCHEMA, bodyLimit: UPLOAD_BODY_LIMIT_BYTES, preValidation: identifyIfSignedIn(verifier) },
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

  app.get<{ Params: ScanResultParams; Querystring: ScanResultQuery; Reply: ScanResultResponse }>(
    '/file-scan-result/:md5',
    { schema: SCAN_RESULT_ROUTE_SCHEMA, schemaErrorFormatter: refuseInvalidRequest(SCAN_RESULT_REFUSALS), preValidation: identifyIfSignedIn(verifier) },
    async (request) => {
      const md5 = request.params.md5.toLowerCase();
      const attachmentType = attachmentTypeOrNotFound(request.query.attachmentType);
      // Only the uploader learns anything about a file; a guest without a session owns nothing.
      const owner = ownerOfRead(request);
      const file = owner ? await findUploadedFile(db, owner, md5, attachmentType) : undefined;
      if (!file) throw new ApiError(404, UNKNOWN_FILE_MESSAGE);
      return { scanResult: file.scanStatus };
    },
  );
}
