// @vitest-environment jsdom
// When one item of a list changes, then only that item renders again: RJSF's
// Form hands the array field a new uiSchema and new item objects on every
// change, which made every item of a long list render again.
import Form from '@rjsf/core';
import type { ArrayFieldItemTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StableArrayField } from './StableArrayField';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    units: { type: 'array', items: { type: 'object', properties: { unitNumber: { type: 'string' }, phase: { type: 'integer', default: 1 } } } },
  },
};
// ui:classNames and ui:options: what RJSF's SchemaField copies on every render.
const uiSchema: UiSchema = { units: { 'ui:classNames': 'units', 'ui:options': { orderable: false, classNames: 'wide' } } };

function renderCounting(fields: Record<string, unknown>) {
  const renders: number[] = [];
  function ItemTemplate({ index, children }: ArrayFieldItemTemplateProps) {
    renders[index] = (renders[index] ?? 0) + 1;
    return <div>{children}</div>;
  }
  const documentWith = (first: string) => ({ units: [{ unitNumber: first }, { unitNumber: '2' }, { unitNumber: '3' }] });
  const view = (formData: object) => (
    <Form schema={schema} uiSchema={uiSchema} formData={formData} validator={validator} fields={fields as never} templates={{ ArrayFieldItemTemplate: ItemTemplate }} />
  );
  const { rerender, container } = render(view(documentWith('1')));
  renders.fill(0);
  // Every object new, as the engine's commits and RJSF's defaults hand them on; only the first unit's number differs.
  rerender(view(documentWith('1A')));
  return { renders, container };
}

describe('StableArrayField', () => {
  it('when one item changes, then only that item renders again', () => {
    const { renders, container } = renderCounting({ ArrayField: StableArrayField });
    expect(renders).toEqual([1, 0, 0]);
    expect(container.querySelector<HTMLInputElement>('#root_units_0_unitNumber')?.value).toBe('1A');
    // The defaults RJSF adds are still there.
    expect(container.querySelector<HTMLInputElement>('#root_units_2_phase')?.value).toBe('1');
  });

  it("renders every item again without it (RJSF's own array field), which is why it is there", () => {
    const { renders } = renderCounting({});
    expect(renders).toEqual([1, 1, 1]);
  });
});
