// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { RadioWidget } from './RadioWidget';
import { renderWidget } from './testing/widgetProps';

afterEach(cleanup);

const enumOptions = [
  { value: 'lot', label: 'Lot and DP number' },
  { value: 'street', label: 'Street number and name' },
];

describe('ChoiceFieldset', () => {
  test('shows the help and then the error under the legend, before the options, as GOV.UK does', () => {
    renderWidget(RadioWidget, {
      id: 'root_siteType',
      label: 'Type of address',
      rawErrors: ['Type of address is required'],
      options: { enumOptions, help: 'Use the lot and DP number when the site has no street address yet.' },
    });
    const group = screen.getByRole('radiogroup', { name: 'Type of address' });
    const order = [...group.children].map((child) => child.className || child.localName);
    expect(order).toEqual(['engine-legend', 'engine-fieldset__help', 'engine-fieldset__error', 'engine-radios__items']);
    expect(group.querySelector('.engine-fieldset__help')?.textContent).toBe('Use the lot and DP number when the site has no street address yet.');
    expect(group.querySelector('.engine-fieldset__error')?.textContent).toBe('Error: Type of address is required');
  });

  test('describes the group by that help and error, for screen readers too', () => {
    renderWidget(RadioWidget, { id: 'root_siteType', label: 'Type of address', rawErrors: ['Required'], options: { enumOptions, help: 'Help' } });
    const group = screen.getByRole('radiogroup', { description: /^Error:\s*Required Help$/ });
    expect(group.getAttribute('aria-describedby')).toBe('root_siteType__error root_siteType__help');
  });

  test('shows neither when the field has no help and no error', () => {
    renderWidget(RadioWidget, { label: 'Type of address', options: { enumOptions } });
    expect(document.querySelector('.engine-fieldset__help, .engine-fieldset__error')).toBeNull();
  });
});
