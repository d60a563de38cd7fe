// Schema lint's checks of the review options in ui.json (reviewAs, reviewLine),
// run on the livening form with one option changed at a time.
import { describe, expect, it } from 'vitest';
import { loadFormFolder, type FormFolder, type JsonObject } from '../../scripts/lib/formFolders';
import { lintSchemas } from '../../scripts/lib/lintSchemas';
import { reviewOptionProblems } from '../../scripts/lib/reviewOptions';

const livening = loadFormFolder('livening');
const MANUAL_ADDRESS = '/metered/sites/*/addressInformation/manualStreetAddress';

/** The livening form with the options of one field replaced; no examples, so only the ui.json checks speak. */
function withFieldOptions(pattern: string, options: JsonObject): FormFolder {
  const ui = livening.ui as JsonObject;
  const fields = ui['fields'] as Record<string, JsonObject>;
  return { ...livening, examples: [], ui: { ...ui, fields: { ...fields, [pattern]: { ...fields[pattern], ...options } } } };
}

function uiProblems(form: FormFolder): string[] {
  return lintSchemas([form]).problems.filter((problem) => problem.includes('ui.json'));
}

describe('schema lint of review options', () => {
  it('when the livening form says how its groups review, then lint finds nothing to say', () => {
    expect(reviewOptionProblems(livening.ui as JsonObject)).toEqual([]);
  });

  it('when I misspell a review shape, then lint refuses it and names the shapes there are', () => {
    expect(reviewOptionProblems((withFieldOptions('/contactDetails', { reviewAs: 'lines' }).ui as JsonObject))).toEqual([
      'fields["/contactDetails"].reviewAs is "lines": use "line", "table" or "block"',
    ]);
  });

  it('when I misspell the option itself, then lint refuses it rather than let the review ignore it', () => {
    expect(reviewOptionProblems(withFieldOptions('/contactDetails', { reviewas: 'block' }).ui as JsonObject)).toEqual([
      'fields["/contactDetails"] has "reviewas", which is not a review option: use "reviewAs" or "reviewLine"',
    ]);
  });

  it('when I give a line to a group that reviews as a table, or a line without fields, then lint says what is wrong', () => {
    expect(reviewOptionProblems(withFieldOptions(MANUAL_ADDRESS, { reviewAs: 'table' }).ui as JsonObject)).toEqual([
      `fields["${MANUAL_ADDRESS}"].reviewLine needs "reviewAs": "line" (or no reviewAs), not "table"`,
    ]);
    expect(reviewOptionProblems(withFieldOptions(MANUAL_ADDRESS, { reviewLine: 'unit/street' }).ui as JsonObject)).toEqual([
      `fields["${MANUAL_ADDRESS}"].reviewLine must be text naming the group's fields in braces, e.g. "{unit}/{streetNumber} {streetName}"`,
    ]);
  });

  it('when a line names a field the group does not have, then lint names it', () => {
    const form = withFieldOptions(MANUAL_ADDRESS, { reviewLine: '{unit}/{streetNumber} {streetNmae}, {suburb} {postcode}' });
    expect(uiProblems(form)).toEqual([
      `schemas/livening/ui.json: fields["${MANUAL_ADDRESS}"].reviewLine names "{streetNmae}", which is not a field of that group in schema.json`,
    ]);
  });

  it('when a list reviews as lines, then its line names the fields of each item', () => {
    expect(uiProblems(withFieldOptions('/contactDetails', { reviewLine: '{firstName} {lastName}' }))).toEqual([]);
  });
});
