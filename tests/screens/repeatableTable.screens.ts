// Full-page screenshots of the engine's repeatable group in its table layout
// (ui.json `tableLayout: true`, RepeatableGroupTemplate), which the livening
// wizard never shows: its units list has too many columns for the table at any
// width it is captured at, so it stacks as cards. For before/after comparisons
// with scripts/bench/compareScreens.ts (docs/operations/benchmarks.md,
// "Screenshot comparison"); run by `npm run bench:screens`, never by `npm test`.
//
// The engine's fixture form (tests/fixtures/forms/engine-fixture), whose "Items"
// group has tableLayout, on the form preview page /forms/engine-fixture. That page
// serves it only when the build includes the test forms (the validators compiled
// with INCLUDE_TEST_FORMS=1): else the spec stops at the missing form.
//
// Per width: the step with the items table filled from a valid example (the steps
// before it filled too, by the browser tests' own filler), then, afresh, the same
// step filled from an invalid example with its errors after Next. Each capture
// asserts that the items are laid out as a table, so a width where they stack as
// cards fails rather than captures cards. Waits as the livening spec does, for
// states only; nothing is masked: the captured step shows no dates.
import { expect, test, type Page } from '@playwright/test';
import { loadFormFolder, type FormExample } from '../../scripts/lib/formFolders';
import type { StepModel } from '../../src/engine/core/formModel';
import type { FormUi } from '../../src/engine/core/uiModel';
import { withCountedLists } from '../e2e/countedLists';
import { formModelOf } from '../e2e/formModels';
import { fillSection } from '../e2e/wizardFiller';
import { Camera, formStepHeading, nextShowingErrors, slug, trackRequests } from './camera';

const FORM_NAME = 'engine-fixture';
/** The group laid out as a table (ui.json tableLayout); the spec captures the step that holds it. */
const TABLE_GROUP = '/items';
/**
 * The livening spec's laptop and wide desktop widths. The form's column is 960 px wide
 * at both (its max-width), and the two-column items table fits it at any width down
 * to a phone's 375 px, where it is still a table.
 */
const VIEWPORTS = [
  { width: 1200, height: 900 },
  { width: 1600, height: 900 },
] as const;
const VALID_EXAMPLE = `${FORM_NAME}/examples/valid-standard-request.json`;
const INVALID_EXAMPLE = `${FORM_NAME}/examples/invalid-items-and-people.json`;
/** Screenshots are named `table-<width>-<nn>-<step>.png`. */
const SHOT_PREFIX = 'table';

const form = loadFormFolder(FORM_NAME);
const ui = form.ui as unknown as FormUi;
const model = withCountedLists(formModelOf(ui, form.schemaFile.schema), form);

function fail(message: string): never {
  throw new Error(message);
}

function exampleOf(file: string, valid: boolean): FormExample {
  const example = form.examples.find((candidate) => candidate.file === file);
  if (example?.expect.valid !== valid) throw new Error(`${file}: not found among the ${FORM_NAME} examples, or not ${valid ? 'a valid' : 'an invalid'} one`);
  return example;
}
const validExample = exampleOf(VALID_EXAMPLE, true);
const invalidExample = exampleOf(INVALID_EXAMPLE, false);

const tableStepIndex = model.stepIndexOf(TABLE_GROUP);
const tableStep: StepModel = model.steps[tableStepIndex] ?? fail(`${FORM_NAME}: no step holds ${TABLE_GROUP}`);
if (model.fieldUi(TABLE_GROUP)?.tableLayout !== true) throw new Error(`${FORM_NAME}: ${TABLE_GROUP} is not laid out as a table (ui.json tableLayout)`);

// The preview opens as a guest on the browser's day: neither example may need a
// profile's answers (ui.json prefill) or a day of its own (`today`, ?asOf), which
// wizard.spec.ts's previewAddress and clock handle and this spec does not.
if (Object.keys(ui.prefill ?? {}).length > 0) throw new Error(`${FORM_NAME}: ui.json prefill is not supported here`);
for (const example of [validExample, invalidExample]) {
  if (example.today !== undefined) throw new Error(`${example.file}: an example for a day (today) is not supported here`);
}

/** Opens the preview afresh and fills every step before the table's, each passing Next. */
async function openAtTableStep(page: Page, example: FormExample): Promise<StepModel> {
  await page.goto(`/forms/${FORM_NAME}`);
  // The form's chunks (its validators, its widgets) load after the page's: on a busy machine that takes a while.
  const notFound = page.getByRole('heading', { level: 1, name: 'The page was not found' });
  await expect(page.locator('.engine-progress__step--current').or(notFound), 'the wizard has loaded').toBeVisible({ timeout: 60_000 });
  if (await notFound.isVisible()) throw new Error(`/forms/${FORM_NAME} is not served: build with the test forms (INCLUDE_TEST_FORMS=1 npx tsx scripts/compile-validators.ts, then vite build)`);
  for (const step of model.steps.slice(0, tableStepIndex)) {
    await formStepHeading(page, ui.title, step.title);
    for (const section of step.sections) await fillSection(page, model, example.document, section);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }), `${example.file}, ${step.title}: the step passes`).toHaveCount(0);
  }
  return tableStep;
}

/** The items are laid out as a table (not stacked as cards), one row per item of the example. */
async function expectTable(page: Page, example: FormExample) {
  const wrap = page.locator('.engine-repeatable__table-wrap');
  await expect(wrap, 'one group laid out as a table on the step').toHaveCount(1);
  await expect(wrap, 'the items as a table, not as cards').toHaveAttribute('data-layout', 'table');
  const items = (example.document as Record<string, unknown>)[TABLE_GROUP.slice(1)];
  await expect(wrap.locator('tbody > tr')).toHaveCount(Array.isArray(items) ? items.length : 0);
}

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`repeatable group table at ${viewport.width} px`, async ({ page }) => {
      // A clock that runs as usual, so that the wizard's delayed scroll to the first error
      // can be run at once (runFor) instead of waited for.
      await page.clock.install();
      const inFlight = trackRequests(page);
      const camera = new Camera(page, viewport.width, inFlight, SHOT_PREFIX);

      // The table's step filled from the valid example; Next then reaches the review.
      const step = await openAtTableStep(page, validExample);
      const heading = await formStepHeading(page, ui.title, step.title);
      for (const section of step.sections) await fillSection(page, model, validExample.document, section);
      await expectTable(page, validExample);
      await camera.take(slug(step.title), heading);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }), `${step.title}: the valid example passes`).toHaveCount(0);
      await expect(page.locator('.engine-progress__step--current')).toContainText(ui.review?.title ?? 'Review & Submit');

      // Afresh, the same step filled from the invalid example, with its errors after Next.
      await openAtTableStep(page, invalidExample);
      await formStepHeading(page, ui.title, step.title);
      for (const section of step.sections) await fillSection(page, model, invalidExample.document, section);
      const errorsHeading = await nextShowingErrors(page);
      await expectTable(page, invalidExample);
      await expect(page.locator('.engine-repeatable__table-wrap').getByText('Duplicate number'), 'the items table shows its errors').toHaveCount(2);
      await camera.take(`${slug(step.title)}-errors`, errorsHeading);
    });
  });
}
