// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FileUploadWidget, pollScan, type FileReference } from './FileUploadWidget';
import type { Uploader, UploadedFile } from '../react/engineContext';
import { FormHarness, fakeEngineContext, fieldProps } from './testing/groupProps';
import { deferred, type Deferred } from './testing/deferred';

const schema: RJSFSchema = {
  type: 'array',
  title: 'Plans',
  maxItems: 5,
  items: { type: 'object', properties: { md5: { type: 'string' }, fileName: { type: 'string' }, attachmentType: { type: 'string' } } },
};
const uiSchema: UiSchema = { 'ui:options': { attachmentType: 'plan', statusField: '/plansUploadStatus' } };
const MD5 = 'a'.repeat(32);
const LIMIT = 20_971_520;

function pdf(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

interface UploadCall {
  file: File;
  attachmentType: string;
  progress: (sent: number, total: number) => void;
  signal: AbortSignal | undefined;
  result: Deferred<UploadedFile>;
}

/** An uploader whose uploads the test settles by hand and whose scans answer from a script. */
function scriptedUploader(scans: string[] | ((md5: string) => string | Promise<string>), extensions = ['pdf', 'jpg']) {
  const uploads: UploadCall[] = [];
  const scanCalls: { md5: string; attachmentType: string; at: number; signal: AbortSignal | undefined }[] = [];
  const uploader: Uploader = {
    accept: vi.fn(() => ({ extensions, maxBytes: LIMIT })),
    upload: vi.fn((file: File, attachmentType: string, progress: (sent: number, total: number) => void, signal?: AbortSignal) => {
      const result = deferred<UploadedFile>();
      uploads.push({ file, attachmentType, progress, signal, result });
      return result.promise;
    }),
    scanResult: vi.fn(async (md5: string, attachmentType: string, signal?: AbortSignal) => {
      scanCalls.push({ md5, attachmentType, at: Date.now(), signal });
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

function item(name: string): HTMLElement {
  const found = screen.getAllByRole('listitem').find((element) => element.querySelector('.engine-file-list__name')?.textContent === name);
  if (!found) throw new Error(`No item for ${name}`);
  return found;
}

function statusOf(name: string): string | null {
  return item(name).getAttribute('data-status');
}

/** Lets pending promises and the timers due within `ms` run, inside act. */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// user-event waits on real timers inside Testing Library's act wrapper, which
// never fire under Vitest's fake timers; fireEvent is synchronous.
function pick(files: File[]) {
  fireEvent.change(input(), { target: { files } });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** Picks one file and lets its upload finish; the scan then starts. */
async function uploadOne(upload: ReturnType<typeof scriptedUploader>, name = 'plan.pdf', md5 = MD5) {
  pick([pdf(name)]);
  const call = upload.uploads.at(-1);
  await act(async () => call?.result.resolve({ name, md5 }));
}

describe('FileUploadWidget: the field', () => {
  it('is a labelled group with a focusable file input, the host’s types and limit as help', () => {
    const { uploader } = scriptedUploader([]);
    renderUpload({ uploader });
    expect(uploader.accept).toHaveBeenCalledWith('plan');
    expect(screen.getByRole('group', { name: 'Plans' })).toBeTruthy();
    const field = input();
    expect(field.type).toBe('file');
    expect(field.multiple).toBe(true);
    expect(field.accept).toBe('.pdf,.jpg');
    expect(field.id).toBe('root_plans');
    expect(field.disabled).toBe(false);
    const help = screen.getByText('Accepted file types: PDF, JPG. Maximum 5 files, 20 MB each.');
    expect(field.getAttribute('aria-describedby')).toContain(help.id);
    field.focus();
    expect(document.activeElement).toBe(field);
  });

  it('takes the attachment type from the schema, and lets ui.json narrow the types', () => {
    const { uploader } = scriptedUploader([]);
    render(
      <FileUploadWidget
        {...fieldProps<FileReference[]>({
          schema: { ...schema, 'x-attachmentType': 'sitePlan' } as RJSFSchema,
          uiSchema: { 'ui:options': { accept: '.pdf', maxFiles: 2, help: 'Use the template' } },
          path: ['plans'],
          formContext: fakeEngineContext({}, { uploader }),
        })}
      />,
    );
    expect(uploader.accept).toHaveBeenCalledWith('sitePlan');
    expect(input().accept).toBe('.pdf');
    const limits = screen.getByText('Accepted file types: PDF. Maximum 2 files, 20 MB each.');
    const help = screen.getByText('Use the template');
    expect(input().getAttribute('aria-describedby')?.split(' ')).toEqual([limits.id, help.id]);
  });

  it('cannot upload when the host gives no uploader', () => {
    renderUpload();
    expect(input().disabled).toBe(true);
    expect(screen.getByText('Uploading files is not available here.')).toBeTruthy();
  });

  it('lists the files already in the value as uploaded, with Delete', () => {
    const { uploader } = scriptedUploader([]);
    const { onChange } = renderUpload({ uploader, value: [{ md5: MD5, fileName: 'plan.pdf', attachmentType: 'plan' }] });
    expect(statusOf('plan.pdf')).toBe('COMPLETE');
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    click('Delete plan.pdf');
    expect(onChange).toHaveBeenCalledWith([], ['plans']);
    expect(document.activeElement).toBe(input());
  });

  it('cannot be used when read-only', () => {
    const { uploader } = scriptedUploader([]);
    renderUpload({ uploader, readonly: true, value: [{ md5: MD5, fileName: 'plan.pdf' }] });
    expect(input().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete plan.pdf' }).disabled).toBe(true);
  });

  it('accepts dropped files', () => {
    const { uploader } = scriptedUploader(() => 'pending');
    renderUpload({ uploader });
    const zone = input().parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.className).toContain('engine-file-upload__drop-zone--active');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(uploader.upload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('dropped.pdf')).toBeTruthy();
  });
});

describe('FileUploadWidget: rejected before upload', () => {
  it('rejects a duplicate name, a bad name, a type and a size, with their messages', () => {
    const { uploader } = scriptedUploader(['ok']);
    renderUpload({ uploader, value: [{ md5: MD5, fileName: 'plan.pdf' }] });
    pick([pdf('plan.pdf'), pdf('bad#name.pdf'), new File(['x'], 'notes.docx'), pdf('huge.pdf', LIMIT + 1)]);
    const alert = screen.getByRole('alert');
    expect(Array.from(alert.querySelectorAll('li')).map((line) => line.textContent)).toEqual([
      'A file with name plan.pdf has already been selected',
      'Please check the file name is not empty and does not contain any special characters',
      'This type of file is not accepted here. Accepted types: pdf, jpg',
      'The file is larger than 20 MB',
    ]);
    expect(uploader.upload).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')?.split(' ')[0]).toBe(alert.id);
  });

  it('takes the size in the message from the host’s limit', () => {
    const { uploader } = scriptedUploader([]);
    vi.mocked(uploader.accept).mockReturnValue({ extensions: ['pdf'], maxBytes: 10_485_760 });
    renderUpload({ uploader });
    expect(screen.getByText('Accepted file types: PDF. Maximum 5 files, 10 MB each.')).toBeTruthy();
    pick([pdf('big.pdf', 10_485_761)]);
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 10 MB');
  });

  it('refuses a sixth file', () => {
    const { uploader } = scriptedUploader(() => 'pending');
    renderUpload({ uploader });
    pick([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]);
    pick([pdf('5.pdf'), pdf('6.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe('Max of 5 files allowed');
    expect(uploader.upload).toHaveBeenCalledTimes(5);
    expect(screen.queryByText('6.pdf')).toBeNull();
  });

  it('follows the field’s own maximum', () => {
    const { uploader } = scriptedUploader(() => 'pending');
    renderUpload({ uploader, ui: { 'ui:options': { attachmentType: 'plan', maxFiles: 2 } } });
    pick([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe('Max of 2 files allowed');
    expect(uploader.upload).toHaveBeenCalledTimes(2);
  });

  it('clears the messages when the next pick is fine', () => {
    const { uploader } = scriptedUploader(() => 'pending');
    renderUpload({ uploader });
    pick([pdf('bad#.pdf')]);
    expect(screen.getByRole('alert')).toBeTruthy();
    pick([pdf('good.pdf')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('FileUploadWidget: states', () => {
  it('goes through uploading (with the bytes sent), scanning and complete', async () => {
    const upload = scriptedUploader(['pending', 'ok']);
    const { onChange, context } = renderUpload({ uploader: upload.uploader });
    pick([pdf('plan.pdf', 4096)]);

    expect(statusOf('plan.pdf')).toBe('UPLOADING');
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Uploading plan.pdf' });
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar.value).toBe(0);
    expect(bar.max).toBe(4096);
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry plan.pdf' })).toBeNull();
    expect(context.setBusy.calls).toEqual([['/plans', true]]);
    expect(context.setValue.calls).toEqual([['/plansUploadStatus', 'IN_PROGRESS']]);
    expect(screen.getByRole('status').textContent).toBe('plan.pdf: Uploading');
    expect(upload.uploads[0]?.attachmentType).toBe('plan');

    await act(async () => upload.uploads[0]?.progress(1024, 4096));
    expect(bar.value).toBe(1024);
    expect(item('plan.pdf').textContent).toContain('Uploading 1 KB of 4 KB');

    await act(async () => upload.uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    expect(statusOf('plan.pdf')).toBe('SCANNING');
    expect(screen.getByText('Checking the file for viruses')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('plan.pdf: Checking the file for viruses');
    expect(upload.scanCalls[0]).toMatchObject({ md5: MD5, attachmentType: 'plan' });

    await advance(1100);
    expect(statusOf('plan.pdf')).toBe('COMPLETE');
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith([{ fileName: 'plan.pdf', md5: MD5, attachmentType: 'plan' }], ['plans']);
    expect(context.setBusy.calls).toEqual([
      ['/plans', true],
      ['/plans', false],
    ]);
    expect(context.setValue.calls).toEqual([
      ['/plansUploadStatus', 'IN_PROGRESS'],
      ['/plansUploadStatus', 'DONE'],
    ]);
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry plan.pdf' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('plan.pdf: Uploaded');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('stays IN_PROGRESS until the last busy file is done', async () => {
    const upload = scriptedUploader((md5) => (md5 === MD5 ? 'ok' : 'pending'));
    const { context } = renderUpload({ uploader: upload.uploader });
    pick([pdf('a.pdf'), pdf('b.pdf')]);
    await act(async () => upload.uploads[0]?.result.resolve({ name: 'a.pdf', md5: MD5 }));
    expect(statusOf('a.pdf')).toBe('COMPLETE');
    expect(context.setValue.calls).toEqual([['/plansUploadStatus', 'IN_PROGRESS']]);
    await act(async () => upload.uploads[1]?.result.reject(new Error('offline')));
    expect(context.setValue.calls.at(-1)).toEqual(['/plansUploadStatus', 'DONE']);
    expect(context.setBusy.calls.at(-1)).toEqual(['/plans', false]);
  });

  it('binds * in statusField to the field’s own item', async () => {
    const upload = scriptedUploader(['ok']);
    const context = fakeEngineContext({}, { uploader: upload.uploader });
    render(
      <FileUploadWidget
        {...fieldProps<FileReference[]>({
          schema,
          uiSchema: { 'ui:options': { attachmentType: 'plan', statusField: '/sites/*/uploadStatus' } },
          path: ['sites', 2, 'plans'],
          formContext: context,
        })}
      />,
    );
    pick([pdf('plan.pdf')]);
    expect(context.setValue.calls).toEqual([['/sites/2/uploadStatus', 'IN_PROGRESS']]);
  });

  it('keeps both files when two finish before the host re-renders', async () => {
    const upload = scriptedUploader(() => 'ok');
    const { onChange } = renderUpload({ uploader: upload.uploader, value: [{ md5: MD5, fileName: 'old.pdf' }] });
    pick([pdf('a.pdf'), pdf('b.jpg')]);
    await act(async () => {
      upload.uploads[0]?.result.resolve({ name: 'a.pdf', md5: '1'.repeat(32) });
      upload.uploads[1]?.result.resolve({ name: 'b.jpg', md5: '2'.repeat(32) });
    });
    await advance();
    expect(onChange).toHaveBeenLastCalledWith(
      [
        { md5: MD5, fileName: 'old.pdf' },
        { fileName: 'a.pdf', md5: '1'.repeat(32), attachmentType: 'plan' },
        { fileName: 'b.jpg', md5: '2'.repeat(32), attachmentType: 'plan' },
      ],
      ['plans'],
    );
  });

  it('deletes only the file asked for when two names hold the same content', async () => {
    const upload = scriptedUploader([]);
    const { onChange } = renderUpload({
      uploader: upload.uploader,
      value: [
        { md5: MD5, fileName: 'copy 1.pdf', attachmentType: 'plan' },
        { md5: MD5, fileName: 'copy 2.pdf', attachmentType: 'plan' },
      ],
    });
    click('Delete copy 2.pdf');
    expect(onChange).toHaveBeenCalledWith([{ md5: MD5, fileName: 'copy 1.pdf', attachmentType: 'plan' }], ['plans']);
  });

  it('offers Retry after a failed upload, and Delete', async () => {
    const upload = scriptedUploader(['ok']);
    const { onChange } = renderUpload({ uploader: upload.uploader });
    pick([pdf('plan.pdf')]);
    await act(async () => upload.uploads[0]?.result.reject(new Error('network')));
    expect(statusOf('plan.pdf')).toBe('UPLOAD_FAILED');
    expect(screen.getByText('Failed to upload')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('plan.pdf: Failed to upload');
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' })).toBeTruthy();

    click('Retry plan.pdf');
    expect(uploader(upload).upload).toHaveBeenCalledTimes(2);
    expect(statusOf('plan.pdf')).toBe('UPLOADING');
    expect(screen.queryByRole('button', { name: 'Retry plan.pdf' })).toBeNull();
    await act(async () => upload.uploads[1]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    expect(statusOf('plan.pdf')).toBe('COMPLETE');
    expect(onChange).toHaveBeenCalledWith([{ fileName: 'plan.pdf', md5: MD5, attachmentType: 'plan' }], ['plans']);
  });

  it('shows the server’s reason when it refuses the file, without Retry', async () => {
    const upload = scriptedUploader(['ok']);
    renderUpload({ uploader: upload.uploader });
    pick([pdf('plan.pdf'), pdf('other.pdf')]);
    const reason = 'The file content does not match its type. Please upload a genuine PDF file';
    await act(async () => {
      upload.uploads[0]?.result.reject({ code: 'UPLOAD_NAME_FAILED', message: reason });
      upload.uploads[1]?.result.reject({ code: 'UPLOAD_NAME_FAILED' });
    });
    expect(statusOf('plan.pdf')).toBe('UPLOAD_NAME_FAILED');
    expect(item('plan.pdf').textContent).toContain(reason);
    expect(statusOf('other.pdf')).toBe('UPLOAD_NAME_FAILED');
    expect(item('other.pdf').textContent).toContain('Please check the file name is not empty and does not contain any special characters');
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete plan.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete other.pdf' })).toBeTruthy();
  });

  it('marks a file that fails the scan as corrupted, without Retry', async () => {
    const upload = scriptedUploader(['infected']);
    const { onChange, context } = renderUpload({ uploader: upload.uploader });
    await uploadOne(upload);
    expect(statusOf('plan.pdf')).toBe('SCAN_FAILED');
    expect(screen.getByText('File corrupted')).toBeTruthy();
    expect(screen.getByText('Try uploading a new file')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('plan.pdf: File corrupted');
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(context.setValue.calls.at(-1)).toEqual(['/plansUploadStatus', 'DONE']);

    click('Delete plan.pdf');
    expect(screen.queryByText('plan.pdf')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('plan.pdf deleted');
  });

  it('lets a form rename the states', () => {
    const { uploader } = scriptedUploader([]);
    renderUpload({ uploader, ui: { 'ui:options': { attachmentType: 'plan', statusLabels: { UPLOADING: 'Sending' } } } });
    pick([pdf('plan.pdf')]);
    expect(screen.getByRole('progressbar', { name: 'Sending plan.pdf' })).toBeTruthy();
  });
});

function uploader(upload: ReturnType<typeof scriptedUploader>): Uploader {
  return upload.uploader;
}

describe('FileUploadWidget: scan polling', () => {
  it('asks at once, then after 1100, 1200, 1400 ... ms', async () => {
    const upload = scriptedUploader(['pending', 'pending', 'pending', 'ok']);
    renderUpload({ uploader: upload.uploader });
    const start = Date.now();
    await uploadOne(upload);
    expect(upload.scanCalls).toHaveLength(1);
    await advance(1099);
    expect(upload.scanCalls).toHaveLength(1);
    await advance(1);
    expect(upload.scanCalls).toHaveLength(2);
    await advance(1200 + 1400);
    expect(upload.scanCalls.map((call) => call.at - start)).toEqual([0, 1100, 2300, 3700]);
    expect(statusOf('plan.pdf')).toBe('COMPLETE');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds the jitter from the random source', async () => {
    vi.mocked(Math.random).mockReturnValue(0.5);
    const upload = scriptedUploader(['pending', 'pending', 'ok']);
    renderUpload({ uploader: upload.uploader });
    const start = Date.now();
    await uploadOne(upload);
    await advance(1210 + 1320);
    expect(upload.scanCalls.map((call) => call.at - start)).toEqual([0, 1210, 2530]);
  });

  it('treats a failing question as pending', async () => {
    let calls = 0;
    const upload = scriptedUploader(() => (++calls === 1 ? Promise.reject(new Error('blip')) : 'ok'));
    renderUpload({ uploader: upload.uploader });
    await uploadOne(upload);
    expect(statusOf('plan.pdf')).toBe('SCANNING');
    await advance(1100);
    expect(statusOf('plan.pdf')).toBe('COMPLETE');
  });

  it('keeps asking while pending and gives up after 600 000 ms', async () => {
    const upload = scriptedUploader(() => 'pending');
    const { context } = renderUpload({ uploader: upload.uploader });
    const start = Date.now();
    await uploadOne(upload);
    await advance(599_999);
    expect(statusOf('plan.pdf')).toBe('SCANNING');
    expect(upload.scanCalls).toHaveLength(13);
    await advance(1);
    expect(statusOf('plan.pdf')).toBe('SCAN_FAILED');
    expect(screen.getByText('File corrupted')).toBeTruthy();
    expect(upload.scanCalls).toHaveLength(14);
    expect((upload.scanCalls.at(-1)?.at ?? 0) - start).toBe(600_000);
    expect(context.setBusy.calls.at(-1)).toEqual(['/plans', false]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops cleanly when unmounted while scanning: no timer, no question, busy cleared', async () => {
    const upload = scriptedUploader(() => 'pending');
    const { unmount, context } = renderUpload({ uploader: upload.uploader });
    await uploadOne(upload);
    await advance(1100);
    expect(upload.scanCalls).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(1);
    const errors = vi.spyOn(console, 'error');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(upload.scanCalls.at(-1)?.signal?.aborted).toBe(true);
    expect(context.setBusy.calls.at(-1)).toEqual(['/plans', false]);
    expect(context.setValue.calls.at(-1)).toEqual(['/plansUploadStatus', 'DONE']);
    await vi.advanceTimersByTimeAsync(700_000);
    expect(upload.scanCalls).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('aborts an upload in flight when unmounted, and ignores its answer', async () => {
    const upload = scriptedUploader(['ok']);
    const { unmount, onChange } = renderUpload({ uploader: upload.uploader });
    pick([pdf('plan.pdf')]);
    const signal = upload.uploads[0]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => upload.uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(upload.scanCalls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('pollScan', () => {
  it('answers ok, failed, or timeout at the deadline', async () => {
    const signal = new AbortController().signal;
    const answers = ['pending', 'ok'];
    const ok = pollScan(async () => answers.shift() ?? 'pending', { signal });
    await vi.advanceTimersByTimeAsync(1100);
    expect(await ok).toBe('ok');
    expect(await pollScan(async () => 'infected', { signal })).toBe('failed');
    const slow = pollScan(async () => 'pending', { signal, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await slow).toBe('timeout');
  });

  it('is cancelled by its signal', async () => {
    const controller = new AbortController();
    const outcome = pollScan(
      async () => {
        controller.abort();
        return 'pending';
      },
      { signal: controller.signal },
    );
    expect(await outcome).toBe('cancelled');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('FileUploadWidget inside a real RJSF form', () => {
  it('stores the reference at its own path and the status beside it', async () => {
    vi.useRealTimers();
    const onDocument = vi.fn();
    const uploader: Uploader = {
      accept: () => ({ extensions: ['pdf'], maxBytes: LIMIT }),
      upload: async (file) => ({ name: file.name, md5: MD5 }),
      scanResult: async () => 'ok',
    };
    const formSchema: RJSFSchema = {
      type: 'object',
      properties: { other: { type: 'string', title: 'Other' }, plans: schema, plansUploadStatus: { type: 'string' } },
    };
    render(
      <FormHarness
        schema={formSchema}
        uiSchema={{
          plans: { 'ui:field': 'fileUpload', 'ui:options': { attachmentType: 'plan', statusField: '/plansUploadStatus' } },
          plansUploadStatus: { 'ui:widget': 'hidden' },
        }}
        initial={{ other: 'kept' }}
        extraContext={{ uploader }}
        onDocument={onDocument}
      />,
    );
    pick([pdf('plan.pdf')]);
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    await vi.waitFor(() =>
      expect(onDocument).toHaveBeenLastCalledWith({
        other: 'kept',
        plans: [{ fileName: 'plan.pdf', md5: MD5, attachmentType: 'plan' }],
        plansUploadStatus: 'DONE',
      }),
    );
    expect(screen.getAllByText('plan.pdf')).toHaveLength(1);
  });
});
