import { describe, expect, it } from 'vitest';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import getDefaultFormState from '@rjsf/utils/lib/schema/getDefaultFormState.js';
import { loadAllForms } from '../../../scripts/lib/formFolders';
import { formValidatorLoaders } from '../../shared/generated/validators';
import type { JsonSchema } from '../core/schemaAt';
import { noopValidator } from './noopValidator';
import rememberedDefaultFormState from './rememberedDefaultFormState';
import { withRendererDefaults } from './rendererDefaults';

const forms = loadAllForms();

describe('getDefaultFormState, remembered on a form’s creation (the portal build’s stand-in)', () => {
  it.each(forms.map((form) => form.name))('when %s is filled in, then filling in the result again changes nothing, as the stand-in assumes', async (name) => {
    const { displaySchema } = await formValidatorLoaders[name]!();
    const root = displaySchema as RJSFSchema;
    const documents = [{}, ...forms.find((form) => form.name === name)!.examples.map((example) => example.document as Record<string, unknown>)];
    for (const document of documents) {
      const filled = getDefaultFormState(noopValidator, root, structuredClone(document), root, false, {});
      // RJSF's own answer for the filled document: what the form would report on its creation.
      expect(getDefaultFormState(noopValidator, root, structuredClone(filled), root, false, {})).toEqual(filled);
      expect(withRendererDefaults(displaySchema as JsonSchema, structuredClone(document))).toEqual(filled);
    }
  });

  it('when a form is created with the document the engine filled in, then the form’s own call answers with that document', async () => {
    const { displaySchema } = await formValidatorLoaders['livening']!();
    const root = displaySchema as RJSFSchema;
    const filled = rememberedDefaultFormState(noopValidator, root, {}, root, false, undefined);
    expect(filled).toEqual(getDefaultFormState(noopValidator, root, {}, root, false, {}));
    // As the form's constructor asks: its own schema utilities, which pass a new empty behaviour.
    const formsUtils = createSchemaUtils(noopValidator, root);
    expect(rememberedDefaultFormState(noopValidator, formsUtils.getRootSchema(), filled, root, false, {}, undefined, undefined)).toBe(filled);
  });

  it('when a change asks (initial defaults generated), then RJSF works the answer out, even for a document filled in on creation', () => {
    const schema: RJSFSchema = { type: 'object', properties: { phase: { type: 'number', default: 1 }, note: { type: 'string' } } };
    const filled = rememberedDefaultFormState(noopValidator, schema, {}, schema) as Record<string, unknown>;
    expect(filled).toEqual({ phase: 1 });
    // RJSF clears a field in place in what a change's call returned; a later call must not trust it.
    const changed = rememberedDefaultFormState(noopValidator, schema, { note: 'x' }, schema, false, undefined, undefined, true) as Record<string, unknown>;
    delete changed['phase'];
    expect(rememberedDefaultFormState(noopValidator, schema, changed, schema, false, undefined, undefined, true)).toEqual({ phase: 1, note: 'x' });
    expect(rememberedDefaultFormState(noopValidator, schema, changed, schema)).toEqual({ phase: 1, note: 'x' });
  });

  it('when the call differs from the one that filled the document in, or the schema depends on the data, then RJSF answers', () => {
    const schema: RJSFSchema = { type: 'object', properties: { phase: { type: 'number', default: 1 } } };
    const other: RJSFSchema = { type: 'object', properties: { phase: { type: 'number', default: 3 } } };
    const filled = rememberedDefaultFormState(noopValidator, schema, {}, schema);
    expect(rememberedDefaultFormState(noopValidator, other, filled, other)).toEqual({ phase: 1 });
    expect(rememberedDefaultFormState(noopValidator, schema, filled, schema, 'excludeObjectChildren')).not.toBe(filled);
    expect(rememberedDefaultFormState(noopValidator, schema, filled, schema, false, { emptyObjectFields: 'skipDefaults' })).not.toBe(filled);
    const conditional: RJSFSchema = { ...schema, if: { properties: { phase: { const: 3 } } }, then: { properties: { size: { type: 'number', default: 100 } } } };
    const conditionalFilled = rememberedDefaultFormState(noopValidator, conditional, {}, conditional);
    expect(rememberedDefaultFormState(noopValidator, conditional, conditionalFilled, conditional)).not.toBe(conditionalFilled);
  });
});
