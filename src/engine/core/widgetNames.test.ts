import { describe, expect, it } from 'vitest';
import type { FormUi } from './uiModel';
import { widgetNamesOf } from './widgetNames';

const ui: FormUi = {
  title: 'Order',
  steps: [{ id: 'a', title: 'A', sections: ['one'] }],
  sections: { one: { title: 'One', fields: ['/address', '/roles', '/when'] } },
  fields: { '/address': { widget: 'addressLookup' }, '/contacts/*/roles': { widget: 'roles' }, '/note': { label: 'Note' } },
};

describe('widgetNamesOf', () => {
  it("names ui.json's widgets and fields, and the display schema's formats RJSF picks a widget by", () => {
    const schema = {
      type: 'object',
      properties: {
        when: { type: 'string', format: 'date' },
        contacts: { type: 'array', items: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } },
        format: { type: 'string' },
      },
      allOf: [{ if: { properties: { when: { const: 'x' } } }, then: { properties: { other: { type: 'string', format: 'uri' } } } }],
    };
    expect([...widgetNamesOf(ui, schema)].sort()).toEqual(['addressLookup', 'date', 'email', 'roles', 'uri']);
  });

  it('names only the widgets of ui.json without a schema', () => {
    expect([...widgetNamesOf(ui)].sort()).toEqual(['addressLookup', 'roles']);
  });
});
