// A two-step form for the controller's and journey's tests: its schema is
// compiled in process by the project's Ajv (the app uses the precompiled one).
import { createAjv } from '../../shared/validation/compiler/createAjv';
import type { CompiledValidateFunction } from '../../shared/validation/compiledValidator';
import { conditionKey } from '../../shared/conditions/condition';
import { buildFormModel } from './formModel';
import type { FormUi } from './uiModel';

export const testUi: FormUi = {
  title: 'Test form',
  leadingSteps: ['Choose'],
  steps: [
    { id: 'about', title: 'About you', sections: ['about'] },
    { id: 'more', title: 'More', sections: ['more'] },
  ],
  sections: {
    about: { title: 'About you', fields: ['/name', '/hasPet', '/petName'] },
    more: { title: 'More', fields: ['/colour'] },
  },
  fields: {
    '/name': { widget: 'text', label: 'Name' },
    '/hasPet': { widget: 'checkbox', label: 'Has a pet' },
    '/petName': { widget: 'text', label: 'Pet name', visibleWhen: { pointer: '/hasPet', schema: { const: true } } },
    '/colour': { widget: 'text', label: 'Colour' },
  },
  review: { title: 'Check', consent: [{ pointer: '/agreed', label: 'I agree' }] },
};

const schema = {
  type: 'object',
  required: ['name', 'colour', 'agreed'],
  properties: {
    name: { type: 'string', minLength: 1, errorMessage: 'Name is required' },
    hasPet: { type: 'boolean' },
    petName: { type: 'string', maxLength: 5, errorMessage: 'Pet name is too long' },
    colour: { type: 'string', minLength: 1, errorMessage: 'Colour is required' },
    agreed: { const: true, errorMessage: 'Please agree' },
  },
  errorMessage: { required: { name: 'Name is required', colour: 'Colour is required', agreed: 'Please agree' } },
};

export function testForm() {
  const ajv = createAjv();
  const validate = ajv.compile(schema) as CompiledValidateFunction;
  const conditions = { [conditionKey({ const: true })]: ajv.compile({ const: true }) as CompiledValidateFunction };
  return { model: buildFormModel(testUi, conditions), validate };
}
