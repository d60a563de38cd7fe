// @vitest-environment jsdom
// The document an order form starts from, over the real livening and new
// connection forms (precompiled validators, display schemas, ui.json) and the
// engine's own registry, as the portal shows them.
import { cleanup, render, screen } from '@testing-library/react';
import type Form from '@rjsf/core';
import { useMemo, useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import getDefaultFormState from '@rjsf/utils/lib/schema/getDefaultFormState.js';
import { loadAllForms } from '../../../scripts/lib/formFolders';
import { formValidatorLoaders } from '../../shared/generated/validators';
import type { FormDocument } from '../core/formController';
import { buildFormModel } from '../core/formModel';
import type { JsonSchema } from '../core/schemaAt';
import type { FormUi } from '../core/uiModel';
import { engineRegistry } from '../widgets';
import { documentToStartFrom } from './documentToStartFrom';
import { loadFormWidgets } from './formWidgets';
import { FormRenderer } from './FormRenderer';
import { noopValidator } from './noopValidator';
import { useEngineFormContext, useFormController } from './useFormController';
import type { EngineForm } from './Wizard';

afterEach(cleanup);

const forms: Record<string, EngineForm> = {};

beforeAll(async () => {
  for (const name of ['livening', 'new-connection']) {
    const module = await formValidatorLoaders[name]!();
    forms[name] = { name, ui: module.ui as FormUi, displaySchema: module.displaySchema as JsonSchema, validate: module.validate, conditions: module.conditions, derivations: module.derivations };
    // As the portal does before it shows a form: its lazily registered fields (the role picker, the preferences) first.
    await loadFormWidgets(engineRegistry, forms[name]);
  }
});

function modelOf(form: EngineForm) {
  return buildFormModel(form.ui, form.conditions, form.derivations);
}

function startFrom(name: string, document: FormDocument): FormDocument {
  const form = forms[name]!;
  return documentToStartFrom(document, { model: modelOf(form), registry: engineRegistry, displaySchema: form.displaySchema });
}

type Contact = { roles: Record<string, boolean>; workContactPreferences: Record<string, boolean> };

describe('the document an order form starts from', () => {
  it('when an empty livening order starts, then the first contact is the requester, with email updates on', () => {
    const contacts = startFrom('livening', {})['contactDetails'] as Contact[];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]!.roles).toEqual({ requester: true, siteAccessContactRole: false, powerRetailerAccountHolderRole: false });
    expect(contacts[0]!.workContactPreferences).toEqual({ email: true, sms: false });
  });

  it('when a draft names a second contact as requester, then only the first keeps the role, and the second its own choices', () => {
    const draft = {
      contactDetails: [
        { firstName: 'Aroha', roles: { requester: false, siteAccessContactRole: true }, workContactPreferences: { email: false, sms: false } },
        { firstName: 'Mere', roles: { requester: true, powerRetailerAccountHolderRole: true }, workContactPreferences: { email: false, sms: false } },
      ],
    };
    const contacts = startFrom('livening', structuredClone(draft))['contactDetails'] as Contact[];
    expect(contacts[0]!.roles).toMatchObject({ requester: true, siteAccessContactRole: true });
    expect(contacts[0]!.workContactPreferences).toMatchObject({ email: true });
    expect(contacts[1]!.roles).toMatchObject({ requester: false, powerRetailerAccountHolderRole: true });
    expect(contacts[1]!.workContactPreferences).toEqual({ email: false, sms: false });
  });

  it.each(loadAllForms().map((form) => [form.name, form.examples] as const))('when %s starts from any of its examples, then RJSF would add nothing to it', async (name, examples) => {
    const module = await formValidatorLoaders[name]!();
    const form: EngineForm = { name, ui: module.ui as FormUi, displaySchema: module.displaySchema as JsonSchema, validate: module.validate, conditions: module.conditions, derivations: module.derivations };
    await loadFormWidgets(engineRegistry, form);
    const root = form.displaySchema as RJSFSchema;
    for (const document of [{}, ...examples.map((example) => example.document as FormDocument)]) {
      const start = documentToStartFrom(structuredClone(document), { model: modelOf(form), registry: engineRegistry, displaySchema: form.displaySchema });
      // What the renderer's own creation call vouches for (rememberedDefaultFormState.ts).
      expect(getDefaultFormState(noopValidator, root, structuredClone(start), root, false, {})).toEqual(start);
    }
  });

  it('when a document is already settled, then it starts from that very document', () => {
    const settled = startFrom('livening', {});
    expect(startFrom('livening', settled)).toEqual(settled);
  });

  function Shown({ name, seen }: { name: string; seen: number[] }) {
    const form = forms[name]!;
    const model = useMemo(() => modelOf(form), [form]);
    const complete = (document: FormDocument) => documentToStartFrom(document, { model, registry: engineRegistry, displaySchema: form.displaySchema });
    const [controller, state] = useFormController({ model, validate: form.validate, initialDocument: {}, complete });
    const formRef = useRef<Form | null>(null);
    const formContext = useEngineFormContext({ controller, state, registry: engineRegistry, formRef, signedIn: false });
    seen.push(state.revision);
    return (
      <FormRenderer controller={controller} state={state} registry={engineRegistry} displaySchema={form.displaySchema} formContext={formContext} formRef={formRef} onSubmit={() => {}}>
        {null}
      </FormRenderer>
    );
  }

  it.each(['livening', 'new-connection'])('when an empty %s order is shown, then neither the renderer nor a field changes the document', async (name) => {
    const seen: number[] = [];
    render(<Shown name={name} seen={seen} />);
    const requester = await screen.findByRole('checkbox', { name: 'Requester' });
    expect(requester).toHaveProperty('checked', true);
    // Let the fields' effects run: none of them commits.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(new Set(seen)).toEqual(new Set([0]));
  });
});
