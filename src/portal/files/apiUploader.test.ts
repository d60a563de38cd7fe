// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isUploadRefusal } from '../../engine/react/engineContext';
import { MAX_UPLOAD_BYTES } from '../../shared/uploadLimits';
import { createApiUploader, DEFAULT_REFUSAL_MESSAGE, fileBytesSent, SCAN_NOT_FOUND, UploadFailedError } from './apiUploader';

/** Just enough of XMLHttpRequest for the uploader; the test plays the network. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function setup(token?: string) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>();
  const uploader = createApiUploader({
    getAccessToken: async () => token,
    createRequest: () => {
      const request = new FakeRequest();
      requests.push(request);
      return request as unknown as XMLHttpRequest;
    },
    fetch: fetchMock,
  });
  return { uploader, requests, fetchMock };
}

const file = new File(['%PDF-1.4 clean'], 'plan.pdf', { type: 'application/pdf' });

/** Starts an upload and waits until its request is sent. */
async function start(context: ReturnType<typeof setup>, onProgress = vi.fn(), signal?: AbortSignal) {
  const sent = context.requests.length;
  const result = context.uploader.upload(file, 'proofOfAddress', onProgress, signal);
  await vi.waitFor(() => expect(context.requests[sent]?.body).toBeDefined());
  return { result, request: context.requests[sent] as FakeRequest, onProgress };
}

describe('apiUploader', () => {
  it('accepts what the one declaration says for the attachment type', () => {
    const { uploader } = setup();
    expect(uploader.accept('proofOfAddress')).toEqual({ extensions: ['pdf', 'jpg', 'jpeg', 'gif', 'tif', 'tiff'], maxBytes: MAX_UPLOAD_BYTES });
    expect(uploader.accept('nothing')).toEqual({ extensions: [], maxBytes: MAX_UPLOAD_BYTES });
  });

  it('posts the file as multipart field `file`, with the bearer token when signed in', async () => {
    const context = setup('token-1');
    const { result, request } = await start(context);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/file-upload/proofOfAddress');
    expect(request.headers['Authorization']).toBe('Bearer token-1');
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((request.body as FormData).get('file') as File).name).toBe('plan.pdf');
    request.answer(200, { name: 'plan.pdf', md5: 'b'.repeat(32) });
    await expect(result).resolves.toEqual({ name: 'plan.pdf', md5: 'b'.repeat(32) });
  });

  it('sends no Authorization header for guests', async () => {
    const context = setup();
    const { request } = await start(context);
    expect(request.headers['Authorization']).toBeUndefined();
  });

  it('asks once for a guest session before a guest\'s first upload, so files chosen together share it', async () => {
    const context = setup();
    context.fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const uploads = [1, 2, 3].map(() => context.uploader.upload(file, 'proofOfAddress', vi.fn()));
    await vi.waitFor(() => expect(context.requests).toHaveLength(3));
    expect(context.fetchMock.mock.calls).toEqual([['/api/guest-session', { method: 'POST' }]]);
    for (const request of context.requests) request.answer(200, { name: 'plan.pdf', md5: 'a'.repeat(32) });
    await Promise.all(uploads);

    const signedIn = setup('token-3');
    await start(signedIn);
    expect(signedIn.fetchMock).not.toHaveBeenCalled();
  });

  it('reports the bytes of the file sent, from the request’s progress', async () => {
    const context = setup();
    const { result, request, onProgress } = await start(context);
    request.progress(100, 400);
    request.progress(0, 0, false);
    request.answer(200, { name: 'plan.pdf', md5: 'c'.repeat(32) });
    await result;
    expect(onProgress.mock.calls).toEqual([
      [Math.round(file.size / 4), file.size],
      [0, file.size],
      [file.size, file.size],
    ]);
  });

  it('maps the share of the request sent onto the file', () => {
    expect(fileBytesSent(0, 1200, 1000)).toBe(0);
    expect(fileBytesSent(600, 1200, 1000)).toBe(500);
    expect(fileBytesSent(1200, 1200, 1000)).toBe(1000);
    expect(fileBytesSent(5000, 1200, 1000)).toBe(1000);
    expect(fileBytesSent(10, 0, 1000)).toBe(0);
  });

  it('turns a 400 into a refusal carrying the server’s message', async () => {
    const context = setup();
    const { result, request } = await start(context);
    request.answer(400, { message: 'The file content does not match its type. Please upload a genuine PDF file' });
    const error = await result.catch((caught: unknown) => caught);
    expect(isUploadRefusal(error)).toBe(true);
    expect((error as Error).message).toBe('The file content does not match its type. Please upload a genuine PDF file');
  });

  it('refuses with a message of its own when the server gives none', async () => {
    const context = setup();
    const { result, request } = await start(context);
    request.answer(413, 'Payload Too Large');
    const error = await result.catch((caught: unknown) => caught);
    expect(isUploadRefusal(error)).toBe(true);
    expect((error as Error).message).toBe(DEFAULT_REFUSAL_MESSAGE);
  });

  it('fails (retryable) on a server error, a network error or a bad answer', async () => {
    const context = setup();
    const first = await start(context);
    first.request.answer(503, { message: 'Down for maintenance' });
    const error = await first.result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadFailedError);
    expect(isUploadRefusal(error)).toBe(false);

    const second = await start(context);
    second.request.onerror?.();
    await expect(second.result).rejects.toBeInstanceOf(UploadFailedError);

    const third = await start(context);
    third.request.answer(200, 'not json');
    await expect(third.result).rejects.toBeInstanceOf(UploadFailedError);
  });

  it('aborts the request when the signal aborts', async () => {
    const context = setup();
    const controller = new AbortController();
    const { result, request } = await start(context, vi.fn(), controller.signal);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('asks for the scan result by md5 and attachment type', async () => {
    const context = setup('token-2');
    context.fetchMock.mockResolvedValue(new Response(JSON.stringify({ scanResult: 'pending' }), { status: 200 }));
    const controller = new AbortController();
    await expect(context.uploader.scanResult('d'.repeat(32), 'proofOfAddress', controller.signal)).resolves.toBe('pending');
    const [url, init] = context.fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/file-scan-result/${'d'.repeat(32)}?attachmentType=proofOfAddress`);
    expect((init?.headers as Record<string, string>)['Authorization']).toBe('Bearer token-2');
    expect(init?.signal).toBe(controller.signal);
  });

  it('answers a failure for a file the server does not know', async () => {
    const context = setup();
    context.fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'There is no uploaded file' }), { status: 404 }));
    await expect(context.uploader.scanResult('f'.repeat(32), 'proofOfAddress')).resolves.toBe(SCAN_NOT_FOUND);
  });

  it('throws when the scan result cannot be read (the widget asks again)', async () => {
    const context = setup();
    context.fetchMock.mockResolvedValue(new Response('{}', { status: 502 }));
    await expect(context.uploader.scanResult('e'.repeat(32), 'proofOfAddress')).rejects.toThrow('Scan result not available (502)');
    context.fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await expect(context.uploader.scanResult('e'.repeat(32), 'proofOfAddress')).rejects.toThrow('Scan result missing');
  });
});
