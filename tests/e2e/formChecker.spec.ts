// When I check an example document of a form in the browser, then the
// browser's precompiled validator and the server give exactly the messages the
// example declares, at the declared pointers.
//
// The page is checked with a few of each form's examples, the ones that use
// each part of it: a valid one, the invalid one with the most messages, and
// one written for a day (asOf). That every example gives its declared result
// through the same precompiled validator and the same server check is proven
// for all of them, without a page, by tests/unit/examples.test.ts and
// tests/api/formValidation.test.ts (decision 0032).
import { expect, test, type Page } from '@playwright/test';
import { loadAllForms, type FormExample } from '../../scripts/lib/formFolders';
import { expectNoAccessibilityViolations } from './accessibility';

/** The examples that between them use every part of the checker page. */
function examplesForThePage(examples: readonly FormExample[]): FormExample[] {
  const valid = examples.find((example) => example.expect.valid);
  const mostMessages = examples
    .filter((example) => !example.expect.valid)
    .reduce<FormExample | undefined>((most, example) => (most && messageCount(most) >= messageCount(example) ? most : example), undefined);
  const dated = examples.find((example) => example.today !== undefined);
  return [...new Set([valid, mostMessages, dated].filter((example): example is FormExample => example !== undefined))];
}

function messageCount(example: FormExample): number {
  return example.expect.valid ? 0 : example.expect.errors.length;
}

function rendered(errors: Array<{ pointer: string; message: string }>): string[] {
  return errors.map((error) => `${error.pointer || '/'} ${error.message}`).sort();
}

for (const form of loadAllForms()) {
  test.describe(`${form.name} form checker`, () => {
    // One page for the form's examples, opened once per day the examples are
    // checked as of: editing the document forgets the last results, so each
    // example waits for its own.
    let page: Page;
    let openAt = '';
    const openChecker = async (asOf: string | undefined) => {
      const address = `/forms/${form.name}/check${asOf ? `?asOf=${asOf}` : ''}`;
      if (openAt === address) return;
      await page.goto(address);
      openAt = address;
    };
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('passes an accessibility check', async () => {
      await openChecker(undefined);
      await expect(page.getByRole('heading', { level: 1, name: `Check a ${form.name} document` })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });

    for (const example of examplesForThePage(form.examples)) {
      test(`${example.file}: ${example.description}`, async () => {
        // An example's dates mean what they meant on the day it names.
        await openChecker(example.today);
        await page.getByLabel('Document (JSON)').fill(JSON.stringify(example.document, null, 2));
        // Then the last example's results are gone before this one is checked.
        for (const testId of ['browser-result', 'server-result']) await expect(page.getByTestId(testId).getByText('Not checked yet.')).toBeVisible();
        await page.getByRole('button', { name: 'Check' }).click();
        for (const testId of ['browser-result', 'server-result']) {
          const result = page.getByTestId(testId);
          if (example.expect.valid) {
            await expect(result.getByText('The document is valid.')).toBeVisible();
          } else {
            await expect(result.locator('li')).toHaveCount(example.expect.errors.length);
            const shown = (await result.locator('li').allInnerTexts()).map((text) => text.trim()).sort();
            expect(shown).toEqual(rendered(example.expect.errors));
          }
        }
      });
    }
  });
}
