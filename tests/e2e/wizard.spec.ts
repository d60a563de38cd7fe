// For every form folder: when I fill the wizard from each example document,
// then a valid example is accepted by the server exactly as entered, and an
// invalid one shows exactly its messages at its fields. Every step passes an
// accessibility check.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loadAllForms, type FormExample } from '../../scripts/lib/formFolders';
import type { FormModel } from '../../src/engine/core/formModel';
import { withCountedLists } from './countedLists';
import { formModelOf } from './formModels';
import type { FormUi } from '../../src/engine/core/uiModel';
import { getAt } from '../../src/engine/core/pointer';
import { expectNoAccessibilityViolations } from './accessibility';
import { fillSection, shownFieldErrors } from './wizardFiller';

const lines = (errors: Array<{ pointer: string; message: string }>) => errors.map((error) => `${error.pointer} ${error.message}`).sort();

/** A list item that refers to an uploaded file, as upload fields hold them. */
function isFileReference(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { fileName?: unknown }).fileName === 'string' && 'md5' in value;
}

function holdsFileReferences(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => isFileReference(item) || holdsFileReferences(item));
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsFileReferences);
}

/**
 * The example document as the wizard can submit it. The filler uploads a
 * fixture of the same type under each file's name, so a file's md5 is that
 * upload's own: it need only be an md5. Every other value, the file's name
 * and attachment type included, must be as the example has it.
 */
function asUploaded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (isFileReference(item) ? { ...item, md5: expect.stringMatching(/^[0-9a-f]{32}$/) } : asUploaded(item)));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, asUploaded(child)]));
  return value;
}

/**
 * Where the preview opens for a document. An answer that the signed-in
 * customer's profile gives and nobody types (a hidden field in ui.json's
 * `prefill`, such as the account type) makes it a signed-in customer's
 * document: the preview then opens signed in, with those answers prefilled.
 * An example written for a day (`today`) is checked as on that day (`asOf`).
 */
function previewAddress(formName: string, model: FormModel, example: FormExample): string {
  const query = new URLSearchParams();
  const fromProfile = Object.keys(model.ui.prefill ?? {}).filter((pointer) => model.fieldUi(pointer)?.widget === 'hidden' && getAt(example.document, pointer) !== undefined);
  if (fromProfile.length > 0) {
    query.set('signedIn', '1');
    query.set('prefill', JSON.stringify(Object.fromEntries(fromProfile.map((pointer) => [pointer, getAt(example.document, pointer)]))));
  }
  if (example.today !== undefined) query.set('asOf', example.today);
  const search = query.toString();
  return search === '' ? `/forms/${formName}` : `/forms/${formName}?${search}`;
}

/**
 * A moment in New Zealand on the day an example was written for: midnight UTC
 * is midday (NZST) or 1 pm (NZDT) there, the same calendar day either way,
 * with half a day to spare before the NZ date the wizard reads (Intl) moves on.
 */
function instantOnNewZealandDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Moves the page to `address` inside the app, as the browser's back and forward buttons do (React Router follows popstate). */
async function moveInApp(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/**
 * Opens the wizard at `address` afresh. A page's first example loads the
 * portal; the next ones move inside the app, to the list of forms and from
 * there to the wizard, so the preview page and its wizard are unmounted and
 * mounted anew with nothing carried over, while the portal's scripts and the
 * form's module stay loaded. A reload took about 580 ms a test against about
 * 130 ms for this (decision 0032).
 */
async function openWizard(page: Page, address: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(address);
    return;
  }
  await moveInApp(page, '/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms', exact: true })).toBeVisible();
  await moveInApp(page, address);
}

async function driveWizard(page: Page, formName: string, model: FormModel, example: FormExample) {
  const document = example.document;
  await openWizard(page, previewAddress(formName, model, example));
  await expect(page.getByRole('heading', { level: 1, name: model.ui.title })).toBeVisible();
  for (const [stepIndex, step] of model.steps.entries()) {
    await expect(page.locator('.engine-progress__step--current')).toContainText(step.title);
    await expectNoAccessibilityViolations(page);
    for (const section of step.sections) await fillSection(page, model, document, section);
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    if (await summary.isVisible()) {
      return { stoppedAt: stepIndex, errors: await shownFieldErrors(page), summary: await summary.locator('li').allInnerTexts() };
    }
  }
  return { stoppedAt: -1, errors: [], summary: [] };
}

for (const form of loadAllForms()) {
  const ui = form.ui as unknown as FormUi;
  const model = withCountedLists(formModelOf(ui, form.schemaFile.schema), form);
  test.describe(`${form.name} wizard`, () => {
    // One page per day the form's examples are written for (and one for
    // undated examples): each test opens the wizard afresh (openWizard), but
    // the portal's scripts are already loaded, which saves about 2 s a test. A page's clock
    // is its own (each browser.newPage() has its own context), so the day
    // installed for one set of examples never reaches another.
    const pages = new Map<string, Page>();
    const pageFor = async (browser: Browser, today: string | undefined): Promise<Page> => {
      const key = today ?? '';
      const existing = pages.get(key);
      if (existing) return existing;
      const page = await browser.newPage();
      // The browser's date decides the date picker's window and the wizard's own date checks;
      // the clock keeps running from there, so timers (uploads, scans) behave as usual.
      if (today !== undefined) await page.clock.install({ time: instantOnNewZealandDay(today) });
      pages.set(key, page);
      return page;
    };
    test.afterAll(async () => {
      for (const page of pages.values()) await page.close();
    });

    for (const example of form.examples) {
      const title = `${example.file}: ${example.description}`;
      if (example.wizard?.skip) {
        test.skip(`${title} (${example.wizard.skip})`, () => {});
        continue;
      }
      test(title, async ({ browser }) => {
        const page = await pageFor(browser, example.today);
        // Each file is uploaded and virus-scanned for real, which takes a few seconds.
        if (holdsFileReferences(example.document)) test.slow();
        const outcome = await driveWizard(page, form.name, model, example);
        if (!example.expect.valid) {
          const expected = example.wizard?.errors ?? example.expect.errors;
          expect(outcome.errors, 'messages at fields').toEqual(lines(expected));
          expect([...outcome.summary].sort(), 'error summary').toEqual(expected.map((error) => error.message).sort());
          return;
        }
        expect(outcome.stoppedAt, `stopped with errors: ${outcome.errors.join('; ')}`).toBe(-1);
        await expect(page.locator('.engine-progress__step--current')).toContainText(ui.review?.title ?? 'Review & Submit');
        await expectNoAccessibilityViolations(page);
        for (const consent of ui.review?.consent ?? []) {
          if (getAt(example.document, consent.pointer) === true) await page.getByLabel(consent.label).check();
        }
        await page.getByRole('button', { name: ui.submitLabel ?? 'Submit' }).click();
        await expect(page.getByRole('heading', { name: 'Form submitted' })).toBeVisible();
        const submitted = JSON.parse(await page.getByTestId('submitted-document').innerText()) as unknown;
        expect(submitted).toMatchObject(asUploaded(example.document) as Record<string, unknown>);
      });
    }
  });
}
