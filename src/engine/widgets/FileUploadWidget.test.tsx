// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FileUploadWidget, pollScan, type FileReference, type Uploader } from './FileUploadWidget';
import { FormHarness, fakeEngineContext, fieldProps } from './testing/groupProps';

const schema: RJSFSchema = {
  type: 'array',
  title: 'Plans',
  maxItems: 5,
  items: { type: 'object', properties: { md5: { type: 'string' }, fileName: { type: 'string' }, attachmentType: { type: 'string' } } },
};
const uiSchema: UiSchema = { 'ui:options': { accept: '.pdf,.jpg', attachmentType: 'plan' } };
const MD5 = 'a'.repeat(32);

function pdf(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An uploader whose uploads the test settles by hand and whose scans answer from a script. */
function scriptedUploader(scans: string[] | ((md5: string) => string)) {
  const uploads: { file: File; attachmentType: string; progress: (fraction: number) => void; result: Deferred<{ name: string; md5: string }> }[] = [];
  const scanCalls: { md5: string; attachmentType: string; at: number }[] = [];
  const uploader: Uploader = {
    upload: vi.fn((file: File, attachmentType: string, progress: (fraction: number) => void) => {
      const result = deferred<{ name: string; md5: string }>();
      uploads.push({ file, attachmentType, progress, result });
      return result.promise;
    }),
    scanResult: vi.fn(async (md5: string, attachmentType: string) => {
      scanCalls.push({ md5, attachmentType, at: Date.now() });
      return typeof scans === 'function' ? scans(md5) : (scans.shift() ?? 'pending');
    }),
  };
  return { uploader, uploads, scanCalls };
}

function renderUpload(options: { value?: FileReference[]; uploader?: Uploader; ui?: UiSchema; readonly?: boolean } = {}) {
  const context = fakeEngineContext({ plans: options.value ?? [] }, options.uploader ? { uploader: options.uploader } : {});
  const onChange = vi.fn();
  const props = fieldProps<FileReference[]>({
    schema,
    uiSchema: options.ui ?? uiSchema,
    formData: options.value ?? [],
    path: ['plans'],
    formContext: context,
    onChange,
    readonly: options.readonly,
  });
  const view = render(<FileUploadWidget {...props} />);
  return { ...view, props, context, onChange };
}

function input(): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>('Choose files');
}

/** Lets pending promises and the timers due within `ms` run, inside act. */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// user-event waits on real timers inside Testing Library's act wrapper, which
// never fire under Vitest's fake timers; fireEvent is synchronous.
function pick(files: File[]) {
  fireEvent.change(input(), { target: { files } });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('FileUploadWidget', () => {
  it('is a labelled group with a focusable file input and the limits as help', () => {
    renderUpload();
    expect(screen.getByRole('group', { name: 'Plans' })).toBeTruthy();
    const field = input();
    expect(field.type).toBe('file');
    expect(field.multiple).toBe(true);
    expect(field.accept).toBe('.pdf,.jpg');
    expect(field.id).toBe('root_plans');
    const help = screen.getByText('Accepted file types: PDF, JPG. Maximum 5 files, 20 MB each.');
    expect(field.getAttribute('aria-describedby')).toContain(help.id);
    field.focus();
    expect(document.activeElement).toBe(field);
  });

  it('states the configured limits, and its help', () => {
    renderUpload({ ui: { 'ui:options': { accept: '.xls,.xlsx', maxFiles: 2, maxSizeBytes: 10_485_760, help: 'Use the template' } } });
    const limits = screen.getByText('Accepted file types: XLS, XLSX. Maximum 2 files, 10 MB each.');
    const help = screen.getByText('Use the template');
    expect(input().getAttribute('aria-describedby')?.split(' ')).toEqual([limits.id, help.id]);
  });

  it('lists the files already in the value as uploaded, with Delete', async () => {
    const { onChange } = renderUpload({ value: [{ md5: MD5, fileName: 'plan.pdf', attachmentType: 'plan' }] });
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    expect(screen.getByText('Uploaded')).toBeTruthy();
    click('Delete plan.pdf');
    expect(onChange).toHaveBeenCalledWith([], ['plans']);
    expect(document.activeElement).toBe(input());
  });

  it('rejects files locally before any upload', async () => {
    const { uploader } = scriptedUploader(['ok']);
    renderUpload({ uploader, value: [{ md5: MD5, fileName: 'plan.pdf' }] });
    pick([pdf('plan.pdf'), pdf('bad#name.pdf'), new File(['x'], 'notes.docx'), pdf('huge.pdf', 30_000_000)]);
    const alert = screen.getByRole('alert');
    expect(Array.from(alert.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'A file with name plan.pdf has already been selected',
      'Please check the file name is not empty and does not contain any special characters',
      'notes.docx is not an accepted file type',
      'huge.pdf must be smaller than 20 MB',
    ]);
    expect(uploader.upload).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects files over the maximum count', async () => {
    const { uploader } = scriptedUploader(() => 'pending');
    renderUpload({ uploader, ui: { 'ui:options': { maxFiles: 2 } } });
    pick([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe('Max of 2 files allowed');
    expect(uploader.upload).toHaveBeenCalledTimes(2);
  });

  it('uploads, polls the scan with growing back-off, and adds the file once clean', async () => {
    const { uploader, uploads, scanCalls } = scriptedUploader(['pending', 'pending', 'ok']);
    const { onChange, context } = renderUpload({ uploader });
    pick([pdf('plan.pdf')]);

    expect(screen.getByText('Uploading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull();
    expect(context.setBusy.calls).toEqual([['/plans', true]]);
    expect(uploads[0]?.attachmentType).toBe('plan');

    await act(async () => uploads[0]?.progress(0.4));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();

    const start = Date.now();
    await act(async () => uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    await advance();
    expect(screen.getByText('Checking for viruses…')).toBeTruthy();
    expect(scanCalls).toHaveLength(1);
    expect(scanCalls[0]).toMatchObject({ md5: MD5, attachmentType: 'plan' });

    await advance(999);
    expect(scanCalls).toHaveLength(1);
    await advance(1);
    expect(scanCalls).toHaveLength(2);
    await advance(2000);
    expect(scanCalls.map((call) => call.at - start)).toEqual([0, 1000, 3000]);

    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith([{ md5: MD5, fileName: 'plan.pdf', attachmentType: 'plan' }], ['plans']);
    expect(context.setBusy.calls).toEqual([
      ['/plans', true],
      ['/plans', false],
    ]);
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('plan.pdf: Uploaded');
  });

  it('keeps both files when two finish before the host re-renders', async () => {
    const { uploader, uploads } = scriptedUploader(() => 'ok');
    const { onChange } = renderUpload({ uploader, value: [{ md5: MD5, fileName: 'old.pdf' }] });
    pick([pdf('a.pdf'), pdf('b.jpg')]);
    await act(async () => {
      uploads[0]?.result.resolve({ name: 'a.pdf', md5: '1'.repeat(32) });
      uploads[1]?.result.resolve({ name: 'b.jpg', md5: '2'.repeat(32) });
    });
    await advance();
    expect(onChange).toHaveBeenLastCalledWith(
      [
        { md5: MD5, fileName: 'old.pdf' },
        { md5: '1'.repeat(32), fileName: 'a.pdf', attachmentType: 'plan' },
        { md5: '2'.repeat(32), fileName: 'b.jpg', attachmentType: 'plan' },
      ],
      ['plans'],
    );
  });

  it('offers Retry after a failed upload, and Delete', async () => {
    const { uploader, uploads } = scriptedUploader(['ok']);
    const { onChange } = renderUpload({ uploader });
    pick([pdf('plan.pdf')]);
    await act(async () => uploads[0]?.result.reject(new Error('network')));
    expect(screen.getByText('Upload failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' })).toBeTruthy();

    click('Retry plan.pdf');
    expect(uploader.upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Uploading…')).toBeTruthy();
    await act(async () => uploads[1]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    await advance();
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith([{ md5: MD5, fileName: 'plan.pdf', attachmentType: 'plan' }], ['plans']);
  });

  it('says when the server refuses the name, without Retry', async () => {
    const { uploader, uploads } = scriptedUploader(['ok']);
    renderUpload({ uploader });
    pick([pdf('plan.pdf')]);
    await act(async () => uploads[0]?.result.reject({ code: 'UPLOAD_NAME_FAILED' }));
    expect(screen.getByText('File name not accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' })).toBeTruthy();
  });

  it('marks a file that fails the scan as corrupted', async () => {
    const { uploader, uploads } = scriptedUploader(['infected']);
    const { onChange } = renderUpload({ uploader });
    pick([pdf('plan.pdf')]);
    await act(async () => uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    await advance();
    expect(screen.getByText('File corrupted')).toBeTruthy();
    expect(screen.getByText('Try uploading a new file')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives up on a scan after two minutes', async () => {
    const { uploader, uploads, scanCalls } = scriptedUploader(() => 'pending');
    const { context } = renderUpload({ uploader });
    pick([pdf('plan.pdf')]);
    await act(async () => uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    await advance(119_000);
    expect(screen.getByText('Checking for viruses…')).toBeTruthy();
    await advance(1000);
    expect(screen.getByText('File corrupted')).toBeTruthy();
    // 1 + 2 + 4 + 8 s, then every 10 s up to 120 s.
    expect(scanCalls.length).toBe(16);
    expect(context.setBusy.calls.at(-1)).toEqual(['/plans', false]);
  });

  it('lists files as not uploadable when the host has no uploader', async () => {
    renderUpload();
    pick([pdf('plan.pdf')]);
    expect(screen.getByText('Upload not available')).toBeTruthy();
    click('Delete plan.pdf');
    expect(screen.queryByText('plan.pdf')).toBeNull();
  });

  it('accepts dropped files', async () => {
    const { uploader } = scriptedUploader(() => 'pending');
    renderUpload({ uploader });
    const zone = input().parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.className).toContain('engine-file-upload__drop-zone--active');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(uploader.upload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('dropped.pdf')).toBeTruthy();
  });

  it('clears busy when unmounted mid-upload and stops polling', async () => {
    const { uploader, uploads, scanCalls } = scriptedUploader(() => 'pending');
    const { unmount, context } = renderUpload({ uploader });
    pick([pdf('plan.pdf')]);
    await act(async () => uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    unmount();
    expect(context.setBusy.calls.at(-1)).toEqual(['/plans', false]);
    const calls = scanCalls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scanCalls.length).toBe(calls);
  });

  it('cannot be used when read-only', () => {
    renderUpload({ readonly: true, value: [{ md5: MD5, fileName: 'plan.pdf' }] });
    expect(input().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete plan.pdf' }).disabled).toBe(true);
  });
});

describe('pollScan', () => {
  it('waits 1, 2, 4, 8, 10, 10 ... seconds between attempts and stops at ok', async () => {
    const waits: number[] = [];
    let now = 0;
    const answers = ['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'ok'];
    const outcome = await pollScan(async () => answers.shift() ?? 'pending', {
      timeoutMs: 120_000,
      isCancelled: () => false,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    expect(outcome).toBe('ok');
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('treats a failing call as pending, another answer as failed, and stops at the deadline', async () => {
    let now = 0;
    const clock = { now: () => now, sleep: async (ms: number) => void (now += ms), isCancelled: () => false };
    let calls = 0;
    const flaky = () => (++calls === 1 ? Promise.reject(new Error('blip')) : Promise.resolve('infected'));
    expect(await pollScan(flaky, { ...clock, timeoutMs: 10_000 })).toBe('failed');
    now = 0;
    expect(await pollScan(async () => 'pending', { ...clock, timeoutMs: 5000 })).toBe('timeout');
    expect(now).toBe(5000);
  });
});

describe('FileUploadWidget inside a real RJSF form', () => {
  it('stores the reference at its own path once the file is clean', async () => {
    vi.useRealTimers();
    const onDocument = vi.fn();
    const uploader: Uploader = {
      upload: async (file) => ({ name: file.name, md5: MD5 }),
      scanResult: async () => 'ok',
    };
    const formSchema: RJSFSchema = { type: 'object', properties: { other: { type: 'string', title: 'Other' }, plans: schema } };
    render(
      <FormHarness
        schema={formSchema}
        uiSchema={{ plans: { 'ui:field': 'fileUpload', 'ui:options': { accept: '.pdf', attachmentType: 'plan' } } }}
        initial={{ other: 'kept' }}
        extraContext={{ uploader }}
        onDocument={onDocument}
      />,
    );
    pick([pdf('plan.pdf')]);
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(onDocument).toHaveBeenLastCalledWith({ other: 'kept', plans: [{ md5: MD5, fileName: 'plan.pdf', attachmentType: 'plan' }] });
    expect(screen.getAllByText('plan.pdf')).toHaveLength(1);
  });
});
