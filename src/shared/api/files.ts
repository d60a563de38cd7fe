// File upload and scan result (spec 2 sections 3.4, 4.5 and 5.4):
//   POST /api/file-upload/{attachmentType}   multipart, one part `file`    → { name, md5 }
//   GET  /api/file-scan-result/{md5}?attachmentType=                      → { scanResult }
// Guests may upload (see guestSession.ts). Only the uploader learns a file's
// scan result; for anyone else the file does not exist (404). An unknown
// attachment type is 404 too; a refused file is 400 at `/file`.
import { ATTACHMENT_TYPES, MAX_UPLOAD_MEGABYTES } from '../uploadLimits';
import type { DocumentedRequestBody } from './forms';

/** Where a file stands: the browser polls until it is no longer pending. Only 'ok' files may be referenced. */
export const SCAN_RESULTS = ['pending', 'ok', 'infected', 'failed'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** The multipart part that holds the file. */
export const UPLOAD_FIELD_NAME = 'file';

export interface AttachmentTypeParams {
  attachmentType: string;
}

export interface UploadedFileResponse {
  /** The file's name as sent. */
  name: string;
  /** MD5 of the content, lower-case hex: how orders and drafts reference the file. */
  md5: string;
}

export interface ScanResultParams {
  md5: string;
}

export interface ScanResultQuery {
  attachmentType: string;
}

export interface ScanResultResponse {
  scanResult: ScanResult;
}

const ATTACHMENT_TYPE_DESCRIPTION = `One of ${Object.keys(ATTACHMENT_TYPES).join(', ')} (schemas/common/attachment-types.json); another answers 404`;

export const ATTACHMENT_TYPE_PARAMS_SCHEMA = {
  type: 'object',
  required: ['attachmentType'],
  properties: { attachmentType: { type: 'string', description: ATTACHMENT_TYPE_DESCRIPTION } },
} as const;

export const UPLOADED_FILE_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['name', 'md5'],
  additionalProperties: false,
  properties: { name: { type: 'string' }, md5: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

export const SCAN_RESULT_PARAMS_SCHEMA = {
  type: 'object',
  required: ['md5'],
  properties: { md5: { type: 'string', pattern: '^[0-9a-fA-F]{32}$', description: '32 hexadecimal digits, either case' } },
} as const;

export const SCAN_RESULT_QUERY_SCHEMA = {
  type: 'object',
  required: ['attachmentType'],
  properties: { attachmentType: { type: 'string', minLength: 1, description: ATTACHMENT_TYPE_DESCRIPTION } },
} as const;

export const SCAN_RESULT_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['scanResult'],
  additionalProperties: false,
  properties: { scanResult: { type: 'string', enum: SCAN_RESULTS } },
} as const;

/** The upload's body: the route reads the multipart stream itself, so Fastify has no schema for it. */
export const FILE_UPLOAD_REQUEST_BODY: DocumentedRequestBody = {
  description: `One file in the part \`${UPLOAD_FIELD_NAME}\`, at most ${MAX_UPLOAD_MEGABYTES} MB, of a type the attachment type accepts`,
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [UPLOAD_FIELD_NAME],
        properties: { [UPLOAD_FIELD_NAME]: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    },
  },
};
