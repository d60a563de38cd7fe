import { describe, expect, it } from 'vitest';
import fileSchema from '../../../../schemas/common/file.json' with { type: 'json' };
import type { Uploader } from '../../react/engineContext';
import { DEFAULT_STATUS_LABELS, readUploadSettings, statusText } from './uploadSettings';

const uploader: Uploader = {
  accept: (attachmentType) => ({ extensions: attachmentType === 'sitePlan' ? ['pdf'] : ['pdf', 'jpg'], maxBytes: 10_485_760 }),
  upload: () => Promise.reject(new Error('not in these tests')),
  scanResult: () => Promise.resolve('pending'),
};

const listSchema = { ...fileSchema.$defs.fileList, items: fileSchema.$defs.fileReference };

describe('upload settings', () => {
  it('defaults: the schema’s title and maximum, the host’s types and size', () => {
    const settings = readUploadSettings({}, listSchema, uploader, '/plans');
    expect(settings.attachmentType).toBe('');
    expect(settings.limits).toMatchObject({ accept: '.pdf,.jpg', maxFiles: 5, maxSizeBytes: 10_485_760 });
    expect(settings.statusPointer).toBeUndefined();
    expect(settings.statusLabels).toEqual(DEFAULT_STATUS_LABELS);
    expect(settings.labels).toEqual({
      legend: 'Files',
      help: undefined,
      limitsText: 'Accepted file types: PDF, JPG. Maximum 5 files, 10 MB each.',
      choose: 'Choose files',
      drop: 'or drop files here',
      retry: 'Retry',
      delete: 'Delete',
      scanFailedHint: 'Try uploading a new file',
    });
  });

  it('reads the file-name rule from the field’s schema (schemas/common/file.json), not from code', () => {
    const settings = readUploadSettings({}, listSchema, uploader, '/plans');
    expect(settings.limits.namePattern).toBe(fileSchema.$defs.fileReference.properties.fileName.pattern);
    expect(readUploadSettings({}, { type: 'array' } as object, uploader, '/plans').limits.namePattern).toBeUndefined();
  });

  it('takes the attachment type from the schema unless ui:options names one', () => {
    const schema = { ...listSchema, 'x-attachmentType': 'sitePlan' };
    expect(readUploadSettings({}, schema, uploader, '/plans')).toMatchObject({ attachmentType: 'sitePlan', limits: { accept: '.pdf' } });
    expect(readUploadSettings({ attachmentType: 'plan' }, schema, uploader, '/plans').attachmentType).toBe('plan');
  });

  it('lets ui:options narrow the types, lower the maximum and reword everything', () => {
    const settings = readUploadSettings(
      {
        title: 'Site plans',
        accept: '.pdf',
        maxFiles: 2,
        limitsText: 'PDF only',
        help: 'Use the template',
        messages: { tooMany: 'Two at most' },
        statusLabels: { UPLOADING: 'Sending' },
        chooseLabel: 'Pick',
        deleteLabel: 'Remove',
      },
      listSchema,
      uploader,
      '/plans',
    );
    expect(settings.limits).toMatchObject({ accept: '.pdf', maxFiles: 2 });
    expect(settings.messages).toEqual({ tooMany: 'Two at most' });
    expect(settings.statusLabels).toEqual({ ...DEFAULT_STATUS_LABELS, UPLOADING: 'Sending' });
    expect(settings.labels).toMatchObject({ legend: 'Site plans', help: 'Use the template', limitsText: 'PDF only', choose: 'Pick', delete: 'Remove' });
  });

  it('ignores options of the wrong kind', () => {
    const settings = readUploadSettings({ maxFiles: -1, accept: ' ', messages: 'no', statusLabels: ['x'] }, listSchema, uploader, '/plans');
    expect(settings.limits).toMatchObject({ accept: '.pdf,.jpg', maxFiles: 5 });
    expect(settings.messages).toEqual({});
    expect(settings.statusLabels).toEqual(DEFAULT_STATUS_LABELS);
  });

  it('binds * in statusField to the field’s own indices', () => {
    const settings = readUploadSettings({ statusField: '/sites/*/uploadStatus' }, listSchema, uploader, '/sites/2/plans');
    expect(settings.statusPointer).toBe('/sites/2/uploadStatus');
  });

  it('says when nothing can be uploaded, without an uploader', () => {
    const settings = readUploadSettings({ limitsText: 'PDF only' }, listSchema, undefined, '/plans');
    expect(settings.labels.limitsText).toBe('Uploading files is not available here.');
    expect(settings.limits.accept).toBeUndefined();
  });

  it('words a refusal by the server’s reason when it gave one', () => {
    expect(statusText(DEFAULT_STATUS_LABELS, 'UPLOAD_NAME_FAILED', 'Not a PDF')).toBe('Not a PDF');
    expect(statusText(DEFAULT_STATUS_LABELS, 'UPLOAD_NAME_FAILED')).toBe(DEFAULT_STATUS_LABELS.UPLOAD_NAME_FAILED);
    expect(statusText(DEFAULT_STATUS_LABELS, 'SCAN_FAILED', 'ignored')).toBe('File corrupted');
  });
});
