// Fills a form's wizard from an example document the way a user would, widget
// by widget, using only what the form model says about each field (ui.json,
// and the schema's counted lists: countedLists.ts). No per-form code: every
// form folder is driven by this one filler.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { domIdOf } from '../../src/engine/core/errorSchema';
import type { FormModel, SectionModel } from '../../src/engine/core/formModel';
import { bindWildcards, formatPointer, getAt, isWithin, matchesPattern, parsePointer } from '../../src/engine/core/pointer';
import { lineage } from '../../src/shared/jsonPointer';
import { valueConditionsOf } from '../../src/shared/conditions/condition';
import { parseCount, resolveCountPointer } from '../../src/engine/widgets/repeatableGroup/countLink';
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
  // Said at once when the lookup does not offer the example's address (it must be one of the preview addresses).
  const suggestion = page.getByRole('option', { name: value, exact: true });
  await expect(suggestion, `${pointer}: the address lookup offers "${value}"`).toBeVisible();
  // Should the list have closed before the click (a step settling can take focus away for a
  // moment), a person opens it again with the down arrow, and so does the filler.
  await expect(async () => {
    if (!(await suggestion.isVisible())) await input.press('ArrowDown');
    await suggestion.click({ timeout: 5_000 });
  }, `${pointer}: "${value}" chosen from the suggestions`).toPass();
}

/** A string option of a field's options; undefined when absent or empty. */
function textOption(options: FieldUi, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A keyed lookup (the ICP): I type the key. A key of the lookup's length is
 * looked up at once: when the document holds the lookup's found flag, the
 * lookup must find it and show the result's label as the document has it;
 * otherwise it must say it found nothing. A shorter or longer key (or none)
 * is never looked up, so nothing is said.
 */
async function fillKeyedLookup(page: Page, pointer: string, value: string, options: FieldUi, document: unknown) {
  const input = byId(page, pointer);
  await input.fill(value);
  const status = field(page, pointer).locator('[role="status"]');
  const foundField = textOption(options, 'foundField');
  const resultField = textOption(options, 'resultField');
  const found = foundField !== undefined && getAt(document, bindWildcards(foundField, pointer)) === true;
  const lookupLength = options['lookupLength'];
  if (found) {
    const result = resultField === undefined ? undefined : getAt(document, bindWildcards(resultField, pointer));
    const label = typeof result === 'object' && result !== null ? (result as { label?: unknown }).label : undefined;
    const foundLabel = textOption(options, 'foundLabel');
    const line = foundLabel === undefined ? String(label) : `${foundLabel}: ${String(label)}`;
    // Said at once when the lookup does not find the example's key (it must be one the preview's source finds, with the same label).
    await expect(status, `${pointer}: the lookup finds "${value}" as "${String(label)}"`).toHaveText(line);
  } else if (typeof lookupLength === 'number' && value.trim().length === lookupLength) {
    const notFound = textOption(options, 'notFoundMessage') ?? 'No match found.'; // the widget's default
    await expect(status, `${pointer}: the lookup does not find "${value}"`).toContainText(notFound);
  } else {
    await expect(status, `${pointer}: "${value}" is not looked up`).toHaveText('');
  }
  await input.blur();
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
  jpg: 'meter-board.jpg',
  jpeg: 'meter-board.jpg',
  png: 'site-photo.png',
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
    case 'textarea':
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
    case 'keyedLookup':
      return fillKeyedLookup(page, pointer, String(value), options, document);
    case 'hidden':
      // Set by the widget that owns it (a lookup's id and found flag) or by the profile (prefill), never typed.
      return;
    case 'fileUpload':
      return uploadFiles(page, pointer, value as FileItem[]);
    case 'roles': {
      // The boxes offered follow other answers (a connection's kind): a role the document holds and the
      // form shows must be there to tick; one the form hides is not offered, and the wizard drops it.
      const flags = value as Record<string, boolean>;
      for (const [role, held] of Object.entries(flags)) {
        if (held && model.visibility.isVisible(document, `${pointer}/${role}`)) {
          await expect(field(page, pointer).getByRole('checkbox', { name: labels[role] ?? role, exact: true }), `${pointer}: ${role} offered`).toBeVisible();
        }
      }
      return setCheckboxes(field(page, pointer), Object.fromEntries(Object.entries(flags).map(([key, checked]) => [labels[key] ?? key, checked])));
    }
    case 'contactPreferences': {
      const flags = value as Record<string, boolean>;
      const names: Record<string, string> = { email: 'Email', sms: 'SMS', ...labels };
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

/** A concrete pointer's segments, array indices as numbers (as the engine's field paths hold them). */
function pathOf(pointer: string): Array<string | number> {
  return parsePointer(pointer).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** The answer whose value sets a counted list's number of items (`countField`, or the schema's `itemCountFrom`); null for other lists. */
function countPointerOf(model: FormModel, listPointer: string): string | null {
  const countField = model.fieldUi(listPointer)?.['countField'];
  return typeof countField === 'string' ? resolveCountPointer(countField, pathOf(listPointer)) : null;
}

/**
 * Makes a repeatable list hold as many items as the document: by its Add
 * button, or, for a list whose rows follow a count (chosen before, as the
 * count reveals the list), by waiting for the rows the count gives.
 */
async function matchItemCount(page: Page, model: FormModel, document: unknown, listPointer: string, wanted: number) {
  const options = model.fieldUi(listPointer) ?? {};
  const list = byId(page, listPointer);
  const itemLabel = String(options['itemLabel'] ?? 'Item');
  const addLabel = String(options['addLabel'] ?? 'Add another');
  const countPointer = countPointerOf(model, listPointer);
  if (countPointer !== null) {
    // No Add button to press: the rows are there once the count is.
    await expect(list.getByRole('button', { name: addLabel, exact: true }), `${listPointer}: rows follow ${countPointer}`).toHaveCount(0);
    const count = parseCount(getAt(document, countPointer));
    if (count !== null) await expect.poll(() => ownItemCount(list), { message: `${listPointer}: ${itemLabel} rows for ${countPointer}` }).toBe(count);
    return;
  }
  // A list's own Add button comes after its items, so after those of any list nested in them.
  const add = list.getByRole('button', { name: addLabel, exact: true }).last();
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
 * The answers that decide whether a field or list is on screen: the
 * `visibleWhen` of the field and of every group around it (`*` bound to the
 * field's own indices), and a counted list's count.
 */
function revealersOf(model: FormModel, pointer: string): string[] {
  return lineage(pointer).flatMap((at) => {
    const shownBy = valueConditionsOf(model.fieldUi(at)?.visibleWhen).map((condition) => bindWildcards(condition.pointer, at));
    const countPointer = countPointerOf(model, at);
    return countPointer === null ? shownBy : [...shownBy, countPointer];
  });
}

/**
 * Fills a section the way a person works through it: an answer that reveals
 * a field (the quote payer role and its billing address) or a list (the
 * number of lots and the lot table) is given before what it reveals, whatever
 * the order in ui.json; then every list gets the document's number of items,
 * and every field on screen that the document answers gets its value.
 */
class SectionFiller {
  private readonly done = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly model: FormModel,
    private readonly document: unknown,
    private readonly section: SectionModel,
  ) {}

  async fill() {
    for (const pattern of this.section.fields) {
      for (const listPattern of listPatternsOf(pattern)) {
        for (const listPointer of expand(this.document, listPattern)) await this.matchList(listPointer);
      }
      for (const pointer of expand(this.document, pattern)) await this.fillPointer(pointer);
    }
  }

  /** The field of this section that gives an answer (the answer's own, or the whole-object field that holds it, such as a role picker). */
  private fieldGiving(answer: string): string | undefined {
    return lineage(answer)
      .reverse()
      .find((at) => this.section.fields.some((pattern) => matchesPattern(pattern, at)));
  }

  private async fillRevealersOf(pointer: string) {
    for (const answer of revealersOf(this.model, pointer)) {
      const field = this.fieldGiving(answer);
      if (field !== undefined && !isWithin(pointer, field)) await this.fillPointer(field);
    }
  }

  /** Lists hidden by an answer are left alone, as a person would not see them. */
  private async matchList(listPointer: string) {
    if (this.done.has(listPointer)) return;
    this.done.add(listPointer);
    const list = getAt(this.document, listPointer);
    if (!Array.isArray(list) || !this.model.visibility.isVisible(this.document, listPointer)) return;
    await this.fillRevealersOf(listPointer);
    await matchItemCount(this.page, this.model, this.document, listPointer, list.length);
  }

  private async fillPointer(pointer: string) {
    if (this.done.has(pointer)) return;
    this.done.add(pointer);
    const value = getAt(this.document, pointer);
    const options = this.model.fieldUi(pointer);
    if (value === undefined && !entersManually(this.document, pointer, options)) return;
    if (!this.model.visibility.isVisible(this.document, pointer)) return;
    if (!options?.widget && typeof value === 'object' && value !== null) return; // containers: their fields are listed separately
    await this.fillRevealersOf(pointer);
    await fillField(this.page, this.model, this.document, pointer, value);
  }
}

/** Fills every visible field of a section that the document answers. */
export async function fillSection(page: Page, model: FormModel, document: unknown, section: SectionModel) {
  // The wizard sets the schema's derived values (a connection being complex) on every change, and shows what they decide.
  const shown = model.visibility.derive(document);
  if (!model.visibility.holds(section.visibleWhen, shown)) return;
  await new SectionFiller(page, model, shown, section).fill();
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
