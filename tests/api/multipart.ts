// Builds a multipart/form-data body for `app.inject`, as a browser sends a file field.
import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  /** Form field name (the upload API reads `file`). */
  field: string;
  /** File name; omit for a plain (non-file) field. */
  fileName?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.fileName.replace(/"/g, '%22')}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.fileName !== undefined) headers.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data);
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The body of a one-file upload in the field `file`. */
export function fileUpload(fileName: string, data: Buffer | string, contentType?: string) {
  return multipartBody([{ field: 'file', fileName, data, ...(contentType ? { contentType } : {}) }]);
}
