// Full-page screenshots of the livening wizard (/icp-request, as a guest) at
// 375, 1200 and 1600 px, for before/after comparisons with scripts/bench/compareScreens.ts
// (docs/operations/benchmarks.md, "Screenshot comparison"). Run by
// `npm run bench:screens` (playwright.screens.config.ts), never by `npm test`.
//
// Per width: the empty first step, the same step with its errors after Next,
// then every form step filled from one valid example of schemas/livening/examples
// (by the browser tests' own filler), and the review step. Each screenshot waits
// for states only (fonts, images, no request in flight, the step's heading), never
// for time. Nothing is masked: the example has no dates and the pages show none.
//
// One change to the example: its site address is one of the form preview's
// addresses, which /icp-request's real address search (the bundled NZ sample)
// does not offer, so an address of the sample with the same shape takes its place.
import { expect, test } from '@playwright/test';
import { loadFormFolder } from '../../scripts/lib/formFolders';
import { setAt } from '../../src/engine/core/pointer';
import type { FormUi } from '../../src/engine/core/uiModel';
import { withCountedLists } from '../e2e/countedLists';
import { formModelOf } from '../e2e/formModels';
import { continueAsGuest } from '../e2e/orderJourney';
import { fillSection } from '../e2e/wizardFiller';
import { Camera, formStepHeading, nextShowingErrors, slug, trackRequests } from './camera';

/**
 * The widths the issue names, each with a phone's or a laptop's viewport
 * height (vh units depend on it), and a wide desktop. The units list stacks as
 * cards at all three (its columns do not fit the form's column):
 * repeatableTable.screens.ts captures the table layout.
 */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1200, height: 900 },
  { width: 1600, height: 900 },
] as const;
const EXAMPLE_FILE = 'livening/examples/valid-metered-one-site-manual-units.json';

const form = loadFormFolder('livening');
const ui = form.ui as unknown as FormUi;
const model = withCountedLists(formModelOf(ui, form.schemaFile.schema), form);
const example = form.examples.find((candidate) => candidate.file === EXAMPLE_FILE);
if (!example?.expect.valid) throw new Error(`${EXAMPLE_FILE}: not found among the livening examples, or not a valid one`);
const SITE_ADDRESS = '/metered/sites/0/addressInformation';
const documentToEnter = setAt(
  setAt(example.document, `${SITE_ADDRESS}/streetAddress`, '96A Queen Street, Auckland Central, Auckland 1010'),
  `${SITE_ADDRESS}/streetAddressId`,
  'nz-000053',
);
const reviewTitle = ui.review?.title ?? 'Review & Submit';

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`livening wizard at ${viewport.width} px`, async ({ page }) => {
      // A clock that runs as usual, so that the wizard's delayed scroll to the first error
      // can be run at once (runFor) instead of waited for.
      await page.clock.install();
      const inFlight = trackRequests(page);
      const camera = new Camera(page, viewport.width, inFlight);
      const [firstStep] = model.steps;
      if (!firstStep) throw new Error('The livening form has no steps');

      // The first step as it opens, then with its errors after Next on nothing answered.
      await continueAsGuest(page, 'icp-request');
      await camera.take(`${slug(firstStep.title)}-empty`, await formStepHeading(page, ui.title, firstStep.title));
      await camera.take(`${slug(firstStep.title)}-errors`, await nextShowingErrors(page));

      // Afresh, every form step filled from the example, then the review.
      await continueAsGuest(page, 'icp-request');
      for (const step of model.steps) {
        const heading = await formStepHeading(page, ui.title, step.title);
        for (const section of step.sections) await fillSection(page, model, documentToEnter, section);
        await camera.take(slug(step.title), heading);
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }), `${step.title}: the example passes`).toHaveCount(0);
      }
      await expect(page.locator('.engine-progress__step--current')).toContainText(reviewTitle);
      await camera.take(slug(reviewTitle), page.locator('.engine-review').getByRole('heading', { level: 2 }).first());
    });
  });
}
