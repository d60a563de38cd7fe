// Fills a form's wizard from an example document the way a user would, widget
// by widget, using only what ui.json says about each field. No per-form code:
// every form folder is driven by this one filler.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { domIdOf } from '../../src/engine/core/errorSchema';
import type { FormModel, SectionModel } from '../../src/engine/core/formModel';
import { bindWildcards, formatPointer, getAt, parsePointer } from '../../src/engine/core/pointer';
import type { FieldUi } from '../../src/engine/core/uiModel';
import { contentTypeFor } from '../../src/server/files/fileChecks';

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

/** Whether the document enters this address lookup's address by hand (its `manualToggle`, `*` bound to the field's own indices). */
function entersManually(document: unknown, pointer: string, options: FieldUi | undefined): boolean {
  const manualToggle = options?.['manualToggle'];
  return typeof manualToggle === 'string' && getAt(document, bindWildcards(manualToggle, pointer)) === true;
}

async function fillAddress(page: Page, pointer: string, value: string, options: FieldUi, document: unknown) {
  if (entersManually(document, pointer, options)) {
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

/** A file reference of an upload field's value; the widget adds the md5 and the field's attachment type itself. */
interface FileItem {
  fileName: string;
}

const FIXTURE_FILES = 'tests/fixtures/files';

/**
 * The bytes uploaded for each extension: a real file of that type, since the
 * server checks that the content agrees with the extension and scans it.
 * The example's md5 cannot be reproduced; the upload's own md5 replaces it.
 */
const FIXTURE_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'site-plan.pdf',
  xlsx: 'units.xlsx',
  ods: 'units.ods',
};

/** What the widget shows once it has finished with a file, one way or the other. */
const SETTLED_STATUS = /^(COMPLETE|UPLOAD_FAILED|UPLOAD_NAME_FAILED|SCAN_FAILED)$/;

/** Upload, the server's scan queue and the widget's back-off take a few seconds per file. */
const SCAN_TIMEOUT_MS = 25_000;

function fixtureFor(fileName: string): { name: string; mimeType: string; buffer: Buffer } {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const fixture = FIXTURE_BY_EXTENSION[extension];
  if (!fixture) throw new Error(`The browser filler has no fixture file for ".${extension}" (${fileName}); add one to ${FIXTURE_FILES}`);
  return { name: fileName, mimeType: contentTypeFor(extension), buffer: readFileSync(`${FIXTURE_FILES}/${fixture}`) };
}

/**
 * Uploads each file of the document through the field's file input, one at a
 * time so the value keeps the document's order, and waits until the widget
 * shows it uploaded and scanned.
 */
async function uploadFiles(page: Page, pointer: string, files: FileItem[]) {
  for (const file of files) {
    await byId(page, pointer).setInputFiles(fixtureFor(file.fileName));
    const item = field(page, pointer)
      .locator('.engine-file-list__item')
      .filter({ has: page.locator('.engine-file-list__name').getByText(file.fileName, { exact: true }) });
    await expect(item).toHaveAttribute('data-status', SETTLED_STATUS, { timeout: SCAN_TIMEOUT_MS });
    expect(await item.getAttribute('data-status'), `${pointer}: ${await item.innerText()}`).toBe('COMPLETE');
  }
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
    case 'fileUpload':
      return uploadFiles(page, pointer, value as FileItem[]);
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

/**
 * How many items the list itself holds. Items of lists nested in its items
 * (the units of a site) carry `data-engine-item` too, so an item counts only
 * when the nearest list around it is this one.
 */
async function ownItemCount(list: Locator): Promise<number> {
  return list.evaluate(
    (group) => [...group.querySelectorAll('[data-engine-item]')].filter((item) => item.parentElement?.closest('.engine-repeatable') === group).length,
  );
}

/** Makes a repeatable list hold as many items as the document, by its Add button. */
async function matchItemCount(page: Page, model: FormModel, listPointer: string, wanted: number) {
  const options = model.fieldUi(listPointer) ?? {};
  if (typeof options['countField'] === 'string') return; // rows follow the count field
  const list = byId(page, listPointer);
  const itemLabel = String(options['itemLabel'] ?? 'Item');
  // A list's own Add button comes after its items, so after those of any list nested in them.
  const add = list.getByRole('button', { name: String(options['addLabel'] ?? 'Add another'), exact: true }).last();
  for (let count = await ownItemCount(list); count < wanted; count++) {
    await add.click();
    await expect.poll(() => ownItemCount(list), { message: `${listPointer}: ${itemLabel} added` }).toBe(count + 1);
  }
  expect(await ownItemCount(list), `${listPointer}: ${itemLabel} rows`).toBe(wanted);
}

// The lists a field pattern runs through, outermost first:
// `/metered/sites/*/manualUnits/*/unitNumber` gives `/metered/sites` and `/metered/sites/*/manualUnits`.
function listPatternsOf(pattern: string): string[] {
  const segments = parsePointer(pattern);
  return segments.flatMap((segment, index) => (segment === '*' ? [formatPointer(segments.slice(0, index))] : []));
}

/**
 * Gives every list a field pattern runs through as many items as the
 * document: the outer list first, then the list inside each of its items.
 * Lists hidden by an answer are left alone, as a person would not see them.
 */
async function matchListsOf(page: Page, model: FormModel, document: unknown, pattern: string, listsDone: Set<string>) {
  for (const listPattern of listPatternsOf(pattern)) {
    for (const listPointer of expand(document, listPattern)) {
      const list = getAt(document, listPointer);
      if (listsDone.has(listPointer) || !Array.isArray(list) || !model.visibility.isVisible(document, listPointer)) continue;
      listsDone.add(listPointer);
      await matchItemCount(page, model, listPointer, list.length);
    }
  }
}

/** Fills every visible field of a section that the document answers. */
export async function fillSection(page: Page, model: FormModel, document: unknown, section: SectionModel) {
  if (!model.visibility.holds(section.visibleWhen, document)) return;
  const listsDone = new Set<string>();
  for (const pattern of section.fields) {
    await matchListsOf(page, model, document, pattern, listsDone);
    for (const pointer of expand(document, pattern)) {
      const value = getAt(document, pointer);
      const options = model.fieldUi(pointer);
      if (value === undefined && !entersManually(document, pointer, options)) continue;
      if (options?.visibleWhen && !model.visibility.holds(options.visibleWhen, document, pointer)) continue;
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
    // The field template's message, or a choice group's own under its legend.
    const messages = await container
      .locator(':scope > .engine-field__error .engine-field__error-line, :scope > fieldset > .engine-fieldset__error .engine-fieldset__error-line')
      .allInnerTexts();
    for (const message of messages) lines.push(`${pointer} ${message.replace(/^Error:\s*/, '').trim()}`);
  }
  return lines.sort();
}
