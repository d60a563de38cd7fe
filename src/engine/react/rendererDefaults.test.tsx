// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type Form from '@rjsf/core';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormDocument } from '../core/formController';
import { testForm } from '../core/journeyTestForm';
import type { JsonSchema } from '../core/schemaAt';
import { engineRegistry } from '../widgets';
import { FormRenderer } from './FormRenderer';
import { withRendererDefaults } from './rendererDefaults';
import { useEngineFormContext, useFormController } from './useFormController';

afterEach(cleanup);

/** The test form's fields as the renderer shows them, with a default name. */
const displaySchema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', default: 'Mere' },
    hasPet: { type: 'boolean', title: 'Has a pet' },
    petName: { type: 'string', title: 'Pet name' },
    colour: { type: 'string', title: 'Colour' },
  },
};

function Shown({ complete, seen }: { complete?: (document: FormDocument) => FormDocument; seen: Array<{ revision: number; document: FormDocument }> }) {
  const [controller, state] = useFormController({ ...testForm(), initialDocument: { hasPet: false }, complete });
  const formRef = useRef<Form | null>(null);
  const formContext = useEngineFormContext({ controller, state, registry: engineRegistry, formRef, signedIn: false });
  seen.push({ revision: state.revision, document: state.document });
  return (
    <FormRenderer controller={controller} state={state} registry={engineRegistry} displaySchema={displaySchema} formContext={formContext} formRef={formRef} onSubmit={() => {}}>
      {null}
    </FormRenderer>
  );
}

describe('the document as the renderer fills it in', () => {
  it('when a form with defaults is shown with its defaults filled in, then the renderer has no change to report and renders once', () => {
    const seen: Array<{ revision: number; document: FormDocument }> = [];
    render(<Shown seen={seen} complete={(document) => withRendererDefaults(displaySchema, document)} />);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Mere');
    expect(seen.map((render) => render.revision)).toEqual([0]);
    expect(seen[0]!.document).toEqual({ hasPet: false, name: 'Mere' });
  });

  it('when it is shown without them, then the renderer reports its defaults as a change, and the form renders again', () => {
    const seen: Array<{ revision: number; document: FormDocument }> = [];
    render(<Shown seen={seen} />);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Mere');
    expect(seen.at(-1)).toEqual({ revision: 1, document: { hasPet: false, name: 'Mere' } });
    expect(seen.length).toBeGreaterThan(1);
  });
});
