// Fills a form's wizard from an example document the way a user would, widget
// by widget, using only what ui.json says about each field. No per-form code:
// every form folder is driven by this one filler.
import { expect, type Locator, type Page } from '@playwright/test';
import { domIdOf } from '../../src/engine/core/errorSchema';
import type { FormModel, SectionModel } from '../../src/engine/core/formModel';
import { bindWildcards, formatPointer, getAt, parsePointer } from '../../src/engine/core/pointer';
import type { FieldUi } from '../../src/engine/core/uiModel';
import { evaluateCondition } from '../../src/engine/core/conditions';

function byId(page: Page, pointer: string): Locator {
  return page.locator(`[id="${domIdOf(pointer)}"]`);
}

function field(page: Page, pointer: string): Locator {
  return page.locator(`[data-pointer="${pointer}"]`).first();
}

/** The concrete pointers a pattern names in the document (`*` expanded). */
export function expand(document: unknown, pattern: string): string[] {
  let pointers = [''];
  for (const segment of parsePointer(pattern)) {
    pointers = pointers.flatMap((base) => {
      if (segment !== '*') return [`${base}${formatPointer([segment])}`];
      const list = getAt(document, base);
      return Array.isArray(list) ? list.map((_item, index) => `${base}/${index}`) : [];
    });
  }
  return pointers;
}

async function fillText(page: Page, pointer: string, value: unknown) {
  const input = byId(page, pointer);
  await input.fill(String(value));
  await input.blur();
}

async function fillDate(page: Page, pointer: string, value: string) {
  const [year, month, day] = value.split('-');
  await byId(page, pointer).click();
  await page.keyboard.type(`${day}${month}${year}`);
  await page.keyboard.press('Tab');
}

async function fillAddress(page: Page, pointer: string, value: string, options: FieldUi, document: unknown) {
  const manualToggle = options['manualToggle'];
  if (typeof manualToggle === 'string' && getAt(document, manualToggle) === true) {
    // Manual entry: switch the lookup to manual; the manual fields are filled as fields of their own.
    await field(page, pointer).getByRole('button', { name: 'Add address manually' }).click();
    return;
  }
  const input = byId(page, pointer);
  await input.fill(value);
  const idField = options['idField'];
  if (typeof idField === 'string' && !getAt(document, bindWildcards(idField, pointer))) {
    // Typed but never chosen from the suggestions.
    await page.keyboard.press('Escape');
    await input.blur();
    return;
  }
  await page.getByRole('option', { name: value, exact: true }).click();
}

async function setCheckboxes(container: Locator, wanted: Record<string, boolean>) {
  for (const [label, checked] of Object.entries(wanted)) {
    const box = container.getByRole('checkbox', { name: label, exact: true });
    if ((await box.count()) === 0 || (await box.isDisabled())) continue;
    await box.setChecked(checked);
  }
}

/** Fills one concrete field with its value from the document. */
async function fillField(page: Page, model: FormModel, document: unknown, pointer: string, value: unknown) {
  const options = model.fieldUi(pointer) ?? {};
  const widget = options.widget ?? (typeof value === 'boolean' ? 'checkbox' : 'text');
  const labels = options.options ?? {};
  switch (widget) {
    case 'text':
    case 'email':
    case 'tel':
      return fillText(page, pointer, value);
    case 'select':
    case 'asyncSelect': {
      const select = byId(page, pointer);
      await expect(select.locator(`option[value="${String(value)}"]`)).toHaveCount(1);
      await select.selectOption(String(value));
      return select.blur();
    }
    case 'radio':
    case 'yesNo':
      return field(page, pointer).locator(`input[type="radio"][value="${String(value)}"]`).check();
    case 'checkbox':
      return byId(page, pointer).setChecked(value === true);
    case 'checkboxGroup': {
      const chosen = new Set((value as unknown[]).map(String));
      return setCheckboxes(field(page, pointer), Object.fromEntries(Object.entries(labels).map(([key, label]) => [label, chosen.has(key)])));
    }
    case 'date':
      return fillDate(page, pointer, String(value));
    case 'addressLookup':
      return fillAddress(page, pointer, String(value), options, document);
    case 'roles':
    case 'contactPreferences': {
      const flags = value as Record<string, boolean>;
      const names = widget === 'roles' ? labels : { email: 'Email', sms: 'SMS', ...labels };
      return setCheckboxes(field(page, pointer), Object.fromEntries(Object.entries(flags).map(([key, checked]) => [names[key] ?? key, checked])));
    }
    default:
      throw new Error(`The browser filler does not know the widget "${widget}" (field ${pointer})`);
  }
}

/** Makes a repeatable list hold as many items as the document, by its Add button. */
async function matchItemCount(page: Page, model: FormModel, listPointer: string, wanted: number) {
  const options = model.fieldUi(listPointer) ?? {};
  if (typeof options['countField'] === 'string') return; // rows follow the count field
  const container = field(page, listPointer);
  const itemLabel = String(options['itemLabel'] ?? 'Item');
  const items = container.locator('[data-engine-item]');
  for (let guard = 0; guard < 20 && (await items.count()) < wanted; guard++) {
    await container.getByRole('button', { name: String(options['addLabel'] ?? 'Add another') }).click();
  }
  expect(await items.count(), `${listPointer}: ${itemLabel} rows`).toBe(wanted);
}

/** Fills every visible field of a section that the document answers. */
export async function fillSection(page: Page, model: FormModel, document: unknown, section: SectionModel) {
  if (!evaluateCondition(section.visibleWhen, document)) return;
  const listsDone = new Set<string>();
  for (const pattern of section.fields) {
    const star = parsePointer(pattern).indexOf('*');
    if (star >= 0) {
      const listPointer = formatPointer(parsePointer(pattern).slice(0, star));
      const list = getAt(document, listPointer);
      if (!listsDone.has(listPointer) && Array.isArray(list)) {
        listsDone.add(listPointer);
        await matchItemCount(page, model, listPointer, list.length);
      }
    }
    for (const pointer of expand(document, pattern)) {
      const value = getAt(document, pointer);
      const options = model.fieldUi(pointer);
      const manualToggle = options?.['manualToggle'];
      if (value === undefined && !(typeof manualToggle === 'string' && getAt(document, manualToggle) === true)) continue;
      if (options?.visibleWhen && !evaluateCondition(options.visibleWhen, document, pointer)) continue;
      if (!options?.widget && typeof value === 'object' && value !== null) continue; // containers: their fields are listed separately
      await fillField(page, model, document, pointer, value);
    }
  }
}

/** The messages each field shows, as "pointer message" lines. */
export async function shownFieldErrors(page: Page): Promise<string[]> {
  const lines: string[] = [];
  for (const container of await page.locator('.engine-field--error[data-pointer]').all()) {
    const pointer = (await container.getAttribute('data-pointer')) ?? '';
    const messages = await container.locator(':scope > .engine-field__error .engine-field__error-line').allInnerTexts();
    for (const message of messages) lines.push(`${pointer} ${message.replace(/^Error:\s*/, '').trim()}`);
  }
  return lines.sort();
}
