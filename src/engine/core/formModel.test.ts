import { describe, expect, it } from 'vitest';
import { buildFormModel } from './formModel';
import { errorsForStep } from './stepErrors';
import type { FormUi } from './uiModel';

const ui: FormUi = {
  title: 'Order',
  steps: [
    { id: 'details', title: 'Details', sections: ['details'] },
    { id: 'contacts', title: 'Contacts', sections: ['contacts'] },
  ],
  sections: {
    details: { title: 'Details', fields: ['/icpType'] },
    contacts: { title: 'Contacts', fields: ['/contactDetails/*/firstName'] },
  },
  fields: {},
  review: { title: 'Review', consent: [{ pointer: '/privacyPolicyAccepted', label: 'I accept' }] },
};

describe('buildFormModel', () => {
  it('gives each pointer the step of the section that renders it', () => {
    const model = buildFormModel(ui);
    expect(model.stepIndexOf('/icpType')).toBe(0);
    expect(model.stepIndexOf('/contactDetails/2/firstName')).toBe(1);
    expect(model.stepIndexOf('/unknown')).toBe(-1);
  });

  it('puts a consent box on the review step, so no form step waits for it', () => {
    const model = buildFormModel(ui);
    expect(model.stepIndexOf('/privacyPolicyAccepted')).toBe(2);
    const errors = [
      { pointer: '/contactDetails/0/firstName', message: 'First name is required' },
      { pointer: '/privacyPolicyAccepted', message: 'Please accept the privacy policy to submit your order' },
    ];
    expect(errorsForStep(model, errors, 1)).toEqual([errors[0]]);
  });
});
