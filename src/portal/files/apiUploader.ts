// The portal's uploader for the engine's upload fields (the `Uploader`
// contract in src/engine/react/engineContext.ts), against the product API:
//   POST /api/file-upload/{attachmentType}   multipart, field `file` → { name, md5 }
//   GET  /api/file-scan-result/{md5}?attachmentType=…                → { scanResult }
// Uploads go through XMLHttpRequest, the one browser API that reports upload
// progress. Guests may upload; a signed-in user's calls carry the bearer token.
// The accepted types and the size limit come from the one declaration
// (src/shared/uploadLimits.ts), which the server enforces too.
import { useContext, useMemo } from 'react';
import { UPLOAD_REFUSED, type Uploader, type UploadAcceptance, type UploadedFile, type UploadRefusal } from '../../engine/react/engineContext';
import { acceptedExtensions, MAX_UPLOAD_BYTES } from '../../shared/uploadLimits';
import { SessionContext } from '../auth/sessionContext';

/** The server refused the file (its name, type, size or content); `message` says why. */
export class UploadRefusedError extends Error implements UploadRefusal {
  readonly code = UPLOAD_REFUSED;
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

/** The upload did not get through (network, server error): it may be retried. */
export class UploadFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadFailedError';
  }
}

/** Shown when a refusal comes without a message of its own. */
export const DEFAULT_REFUSAL_MESSAGE = 'This file cannot be accepted. Please check it and try another file';

/** The scan result for a file the server does not know: a failure, never 'ok'. */
export const SCAN_NOT_FOUND = 'not-found';

/** Answers that mean "not this file": asking again would get the same answer. */
const REFUSAL_STATUSES = new Set([400, 413, 415, 422]);

export interface ApiUploaderOptions {
  /** A current access token; undefined for guests. */
  getAccessToken?: () => Promise<string | undefined>;
  /** Where the API lives; `/api` by default. */
  apiBase?: string;
  /** For tests: makes the request object. */
  createRequest?: () => XMLHttpRequest;
  /** For tests: the fetch used for scan results. */
  fetch?: typeof fetch;
}

function abortError(): Error {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    const message = typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

function uploadedFileOf(body: string): UploadedFile | undefined {
  try {
    const parsed = JSON.parse(body) as Partial<UploadedFile> | null;
    if (parsed && typeof parsed.md5 === 'string' && parsed.md5 !== '' && typeof parsed.name === 'string') {
      return { name: parsed.name, md5: parsed.md5 };
    }
  } catch {
    // falls through
  }
  return undefined;
}

/**
 * The bytes of the file sent so far, from the request's progress: the request
 * body is the file plus the multipart envelope, so the share sent is applied
 * to the file's size.
 */
export function fileBytesSent(loaded: number, total: number, fileSize: number): number {
  if (!(total > 0) || !(fileSize > 0)) return 0;
  const share = Math.min(Math.max(loaded / total, 0), 1);
  return Math.round(share * fileSize);
}

export function createApiUploader(options: ApiUploaderOptions = {}): Uploader {
  const apiBase = options.apiBase ?? '/api';
  const getAccessToken = options.getAccessToken ?? (async () => undefined);
  const createRequest = options.createRequest ?? (() => new XMLHttpRequest());
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  // A guest's uploads belong to their guest session (an HttpOnly cookie). Files chosen together
  // upload in parallel; each would start a session of its own if the browser had none, and only the
  // last would be kept. So the first guest upload asks for the session once, and the rest wait for it.
  let guestSession: Promise<void> | undefined;
  const ensureGuestSession = (): Promise<void> => {
    guestSession ??= Promise.resolve()
      .then(() => doFetch(`${apiBase}/guest-session`, { method: 'POST' }))
      .then(
      () => undefined,
      () => {
        guestSession = undefined; // ask again next time; the upload itself still starts a session
      },
    );
    return guestSession;
  };

  const accept = (attachmentType: string): UploadAcceptance => ({
    extensions: [...acceptedExtensions(attachmentType)],
    maxBytes: MAX_UPLOAD_BYTES,
  });

  const upload: Uploader['upload'] = async (file, attachmentType, onProgress, signal) => {
    if (signal?.aborted) throw abortError();
    const token = await getAccessToken();
    if (!token) await ensureGuestSession();
    if (signal?.aborted) throw abortError();
    return new Promise<UploadedFile>((resolve, reject) => {
      const request = createRequest();
      const onAbort = () => request.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      request.open('POST', `${apiBase}/file-upload/${encodeURIComponent(attachmentType)}`);
      request.setRequestHeader('Accept', 'application/json');
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event: ProgressEvent) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress(total > 0 ? fileBytesSent(event.loaded, total, file.size) : 0, file.size);
      };
      request.onload = () => {
        settle();
        const body = typeof request.responseText === 'string' ? request.responseText : '';
        if (request.status >= 200 && request.status < 300) {
          const uploaded = uploadedFileOf(body);
          if (uploaded) {
            onProgress(file.size, file.size);
            resolve(uploaded);
          } else {
            reject(new UploadFailedError('Failed to upload', request.status));
          }
          return;
        }
        const message = messageOf(body);
        if (REFUSAL_STATUSES.has(request.status)) reject(new UploadRefusedError(message ?? DEFAULT_REFUSAL_MESSAGE, request.status));
        else reject(new UploadFailedError(message ?? `Failed to upload (${request.status})`, request.status));
      };
      request.onerror = () => {
        settle();
        reject(new UploadFailedError('Failed to upload', 0));
      };
      request.ontimeout = request.onerror;
      request.onabort = () => {
        settle();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort);
      const body = new FormData();
      body.append('file', file, file.name);
      request.send(body);
    });
  };

  const scanResult: Uploader['scanResult'] = async (md5, attachmentType, signal) => {
    const token = await getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const response = await doFetch(
      `${apiBase}/file-scan-result/${encodeURIComponent(md5)}?attachmentType=${encodeURIComponent(attachmentType)}`,
      { headers, signal },
    );
    // No such file (404) or a question the server cannot answer (400) will not
    // change: the scan has failed. Anything else may pass; the widget asks again.
    if (response.status === 404 || response.status === 400) return SCAN_NOT_FOUND;
    if (!response.ok) throw new Error(`Scan result not available (${response.status})`);
    const data = (await response.json()) as { scanResult?: unknown };
    if (typeof data.scanResult !== 'string') throw new Error('Scan result missing');
    return data.scanResult;
  };

  return { accept, upload, scanResult };
}

/**
 * The uploader for a page's Wizard (`uploader={useApiUploader()}`), sending the
 * current session's token with each call.
 * Outside a session (tests, previews) it uploads as a guest.
 */
export function useApiUploader(): Uploader {
  // The provider's getAccessToken is a stable callback: the uploader lives as long as the session's machinery.
  const getAccessToken = useContext(SessionContext)?.getAccessToken;
  return useMemo(() => createApiUploader({ getAccessToken }), [getAccessToken]);
}
