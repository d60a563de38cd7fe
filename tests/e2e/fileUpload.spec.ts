// The uploader widget end to end (issue 5; spec 2 sections 3.4, 4.5, 5.4):
// the engine fixture's attachments field (attachment type proofOfAddress)
// against the real upload API and the built-in scanner. Where a state passes
// too quickly to look at, the test holds the request in the browser
// (page.route) and then lets it through to the real server.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { formModelOf } from './formModels';
import type { FormUi } from '../../src/engine/core/uiModel';
import { contentMismatchMessage } from '../../src/server/files/fileChecks';
import { expectNoAccessibilityViolations } from './accessibility';
import { fillSection } from './wizardFiller';

const FIXTURE = 'tests/fixtures/forms/engine-fixture';
const FILES = 'tests/fixtures/files';
const ui = JSON.parse(readFileSync(`${FIXTURE}/ui.json`, 'utf8')) as FormUi;
const model = formModelOf(ui);
const valid = (JSON.parse(readFileSync(`${FIXTURE}/examples/valid-standard-request.json`, 'utf8')) as { document: Record<string, unknown> })
  .document;

const cleanPdf = readFileSync(`${FILES}/site-plan.pdf`);
const eicarPdf = readFileSync(`${FILES}/site-plan-eicar.pdf`);
const renamedProgram = readFileSync(`${FILES}/renamed-program.pdf`);

/** The clean PDF with a trailing comment, so each copy has its own content (and md5). */
function cleanVariant(index: number): Buffer {
  return Buffer.concat([cleanPdf, Buffer.from(`%variant ${index}\n`, 'latin1')]);
}

function pdf(name: string, buffer: Buffer = cleanPdf) {
  return { name, mimeType: 'application/pdf', buffer };
}

// Scans take a few seconds (upload, the server's queue, the widget's back-off).
const SCAN_TIMEOUT = 25_000;

async function fillStep(page: Page, stepIndex: number) {
  for (const section of model.steps[stepIndex]!.sections) await fillSection(page, model, valid, section);
}

/** Opens the fixture and moves to the step with the attachments field. */
async function openAttachments(page: Page): Promise<Locator> {
  await page.goto('/forms/engine-fixture');
  await fillStep(page, 0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.engine-progress__step--current')).toContainText('Items and people');
  const field = page.getByRole('group', { name: 'Attachments' });
  await expect(field).toBeVisible();
  return field;
}

function chooser(field: Locator): Locator {
  return field.getByLabel('Choose files');
}

function fileItem(field: Locator, name: string): Locator {
  return field.locator('.engine-file-list__item').filter({ has: field.page().locator('.engine-file-list__name', { hasText: name }) });
}

/** A gate: requests matching `pattern` wait until `open()`; `requests` counts them. */
async function holdRequests(page: Page, pattern: string, answer?: (route: Route) => Promise<void>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const state = { held: true, requests: 0, open: () => open() };
  await page.route(pattern, async (route) => {
    state.requests++;
    if (state.held && answer) return answer(route);
    await opened;
    await route.continue();
  });
  return state;
}

const pending = (route: Route) => route.fulfill({ json: { scanResult: 'pending' } });

test.describe('file upload', () => {
  test.setTimeout(60_000);

  test('when I upload a clean PDF, then I see it uploading, being scanned, and uploaded', async ({ page }) => {
    const field = await openAttachments(page);
    await expect(field).toContainText('Accepted file types: PDF, JPG, JPEG, GIF, TIF, TIFF. Maximum 5 files, 20 MB each.');
    await expect(chooser(field)).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.gif,.tif,.tiff');
    const upload = await holdRequests(page, '**/api/file-upload/**');
    const scan = await holdRequests(page, '**/api/file-scan-result/**', pending);

    await chooser(field).setInputFiles(pdf('proof of address (2024).pdf'));
    const item = fileItem(field, 'proof of address (2024).pdf');
    await expect(item).toHaveAttribute('data-status', 'UPLOADING');
    const bar = item.getByRole('progressbar', { name: 'Uploading proof of address (2024).pdf' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('max', String(cleanPdf.length));
    await expect(item).toContainText(/Uploading \d+(\.\d)? (bytes|KB) of /);
    await expect(item.getByRole('button')).toHaveCount(0);
    await expect(field.getByRole('status')).toHaveText('proof of address (2024).pdf: Uploading');
    await expectNoAccessibilityViolations(page);

    upload.open();
    await expect(item).toHaveAttribute('data-status', 'SCANNING');
    await expect(item).toContainText('Checking the file for viruses');
    await expect(item.getByRole('button')).toHaveCount(0);
    await expect(field.getByRole('status')).toHaveText('proof of address (2024).pdf: Checking the file for viruses');
    await expectNoAccessibilityViolations(page);

    expect(scan.requests).toBeGreaterThan(0);
    scan.held = false;
    scan.open();
    await expect(item).toHaveAttribute('data-status', 'COMPLETE', { timeout: SCAN_TIMEOUT });
    await expect(item).toContainText('Uploaded');
    await expect(item.getByRole('button', { name: 'Delete proof of address (2024).pdf' })).toBeVisible();
    await expect(item.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    await expect(field.getByRole('status')).toHaveText('proof of address (2024).pdf: Uploaded');
    await expectNoAccessibilityViolations(page);
  });

  test('when I upload a PDF that carries the EICAR test string, then I see "File corrupted"', async ({ page }) => {
    const field = await openAttachments(page);
    await chooser(field).setInputFiles(pdf('site plan.pdf', eicarPdf));
    const item = fileItem(field, 'site plan.pdf');
    await expect(item).toHaveAttribute('data-status', 'SCAN_FAILED', { timeout: SCAN_TIMEOUT });
    await expect(item).toContainText('File corrupted');
    await expect(item).toContainText('Try uploading a new file');
    await expect(item.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
    await expectNoAccessibilityViolations(page);

    await item.getByRole('button', { name: 'Delete site plan.pdf' }).click();
    await expect(item).toHaveCount(0);
    await expect(chooser(field)).toBeFocused();
  });

  test('when I upload a program renamed .pdf, then I see the server’s reason and no Retry', async ({ page }) => {
    const field = await openAttachments(page);
    await chooser(field).setInputFiles(pdf('invoice.pdf', renamedProgram));
    const item = fileItem(field, 'invoice.pdf');
    await expect(item).toHaveAttribute('data-status', 'UPLOAD_NAME_FAILED', { timeout: SCAN_TIMEOUT });
    await expect(item).toContainText(contentMismatchMessage('pdf'));
    await expect(item.getByRole('button', { name: /Retry/ })).toHaveCount(0);
    await expect(item.getByRole('button', { name: 'Delete invoice.pdf' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('when an upload fails on the way, then I can Retry it and it completes', async ({ page }) => {
    const field = await openAttachments(page);
    let failNext = true;
    await page.route('**/api/file-upload/**', async (route) => {
      if (failNext) {
        failNext = false;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await chooser(field).setInputFiles(pdf('retry me.pdf'));
    const item = fileItem(field, 'retry me.pdf');
    await expect(item).toHaveAttribute('data-status', 'UPLOAD_FAILED');
    await expect(item).toContainText('Failed to upload');
    await expect(item.getByRole('button', { name: 'Delete retry me.pdf' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await item.getByRole('button', { name: 'Retry retry me.pdf' }).click();
    await expect(item).toHaveAttribute('data-status', 'COMPLETE', { timeout: SCAN_TIMEOUT });
  });

  test('when I choose a file with a name already chosen, then I am told and it is not uploaded again', async ({ page }) => {
    const field = await openAttachments(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/file-upload/')) uploads++;
    });
    await chooser(field).setInputFiles(pdf('plan.pdf'));
    await expect(fileItem(field, 'plan.pdf')).toHaveAttribute('data-status', 'COMPLETE', { timeout: SCAN_TIMEOUT });

    await chooser(field).setInputFiles(pdf('plan.pdf', cleanVariant(1)));
    const alert = field.getByRole('alert');
    await expect(alert).toHaveText('A file with name plan.pdf has already been selected');
    await expect(chooser(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(fileItem(field, 'plan.pdf')).toHaveCount(1);
    expect(uploads).toBe(1);
    await expectNoAccessibilityViolations(page);
  });

  test('when I choose a badly named or wrong type of file, then I am told before any upload', async ({ page }) => {
    const field = await openAttachments(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/file-upload/')) uploads++;
    });
    await chooser(field).setInputFiles([pdf('plan#1.pdf'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') }]);
    const alert = field.getByRole('alert');
    await expect(alert.locator('li')).toHaveText([
      'Please check the file name is not empty and does not contain any special characters',
      'This type of file is not accepted here. Accepted types: pdf, jpg, jpeg, gif, tif, tiff',
    ]);
    await expect(field.locator('.engine-file-list__item')).toHaveCount(0);
    expect(uploads).toBe(0);
    await expectNoAccessibilityViolations(page);
  });

  test('when I choose a sixth file, then it is refused with "Max of 5 files allowed"', async ({ page }) => {
    const field = await openAttachments(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/file-upload/')) uploads++;
    });
    await chooser(field).setInputFiles([1, 2, 3, 4, 5].map((index) => pdf(`plan ${index}.pdf`, cleanVariant(index))));
    for (const index of [1, 2, 3, 4, 5]) {
      await expect(fileItem(field, `plan ${index}.pdf`)).toHaveAttribute('data-status', 'COMPLETE', { timeout: SCAN_TIMEOUT });
    }
    await chooser(field).setInputFiles(pdf('plan 6.pdf', cleanVariant(6)));
    await expect(field.getByRole('alert')).toHaveText('Max of 5 files allowed');
    await expect(fileItem(field, 'plan 6.pdf')).toHaveCount(0);
    expect(uploads).toBe(5);
    await expectNoAccessibilityViolations(page);
  });

  test('when a file is still uploading or being scanned, then Next waits, and the order carries the file once done', async ({ page }) => {
    const field = await openAttachments(page);
    await fillStep(page, 1);
    const upload = await holdRequests(page, '**/api/file-upload/**');
    const scan = await holdRequests(page, '**/api/file-scan-result/**', pending);
    const next = page.getByRole('button', { name: /^Next/ });

    await chooser(field).setInputFiles(pdf('proof.pdf'));
    const item = fileItem(field, 'proof.pdf');
    await expect(item).toHaveAttribute('data-status', 'UPLOADING');
    await expect(next).toBeDisabled();
    await expect(next).toHaveAttribute('aria-busy', 'true');

    upload.open();
    await expect(item).toHaveAttribute('data-status', 'SCANNING');
    await expect(next).toBeDisabled();
    await expect(page.locator('.engine-progress__step--current')).toContainText('Items and people');

    scan.held = false;
    scan.open();
    await expect(item).toHaveAttribute('data-status', 'COMPLETE', { timeout: SCAN_TIMEOUT });
    await expect(next).toBeEnabled();
    await expect(next).toHaveText('Next');
    await next.click();
    await expect(page.locator('.engine-progress__step--current')).toContainText(ui.review?.title ?? 'Review & Submit');
    for (const consent of ui.review?.consent ?? []) await page.getByLabel(consent.label).check();
    await page.getByRole('button', { name: ui.submitLabel ?? 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Form submitted' })).toBeVisible();
    const submitted = JSON.parse(await page.getByTestId('submitted-document').innerText()) as Record<string, unknown>;
    expect(submitted['attachments']).toEqual([{ fileName: 'proof.pdf', md5: expect.stringMatching(/^[0-9a-f]{32}$/), attachmentType: 'proofOfAddress' }]);
    expect(submitted['attachmentsUploadStatus']).toBe('DONE');
  });
});
