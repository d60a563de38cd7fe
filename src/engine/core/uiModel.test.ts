import { describe, expect, it } from 'vitest';
import { prefillValues, singlePageUi, type FormUi } from './uiModel';

const ui: FormUi = {
  title: 'Order',
  steps: [
    { id: 'a', title: 'A', sections: ['one'] },
    { id: 'b', title: 'B', sections: ['two'] },
  ],
  sections: { one: { title: 'One', fields: ['/x'] }, two: { title: 'Two', fields: ['/y'] } },
  fields: {},
  views: { settings: { title: 'Settings', sections: ['two'] } },
  prefill: { '/contacts/0/firstName': 'firstName', '/contacts/0/email': 'email', '/contacts/0/mobile': 'mobile' },
};

describe('singlePageUi', () => {
  it('puts every step’s sections on one page, or a view’s sections', () => {
    expect(singlePageUi(ui).steps).toEqual([{ id: 'all', title: 'Order', sections: ['one', 'two'] }]);
    expect(singlePageUi(ui, 'settings')).toMatchObject({ title: 'Settings', steps: [{ id: 'settings', sections: ['two'] }] });
    expect(() => singlePageUi(ui, 'missing')).toThrow(/no view called "missing"/);
  });
});

describe('prefillValues', () => {
  it('maps the host’s values onto the declared pointers and leaves empty ones to the user', () => {
    expect(prefillValues(ui, { firstName: 'Aroha', email: 'a@b.nz', mobile: '' })).toEqual({
      '/contacts/0/firstName': 'Aroha',
      '/contacts/0/email': 'a@b.nz',
    });
    expect(prefillValues(ui, undefined)).toEqual({});
  });
});
