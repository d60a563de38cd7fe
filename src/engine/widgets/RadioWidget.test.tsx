// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { RadioWidget } from './RadioWidget';
import { renderWidget } from './testing/widgetProps';

afterEach(cleanup);

const enumOptions = [
  { value: 'personal', label: 'personal' },
  { value: 'business', label: 'business' },
  { value: 'trust', label: 'trust' },
];
const optionLabels = { personal: 'Personal account', business: 'Business account' };

function radio(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('radio', { name });
}

describe('RadioWidget', () => {
  test('is a group named by its legend, with a radio per option labelled from optionLabels', () => {
    renderWidget(RadioWidget, { id: 'root_type', label: 'Account type', options: { enumOptions, optionLabels } });
    const group = screen.getByRole('radiogroup', { name: 'Account type' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((input) => input.labels?.[0]?.textContent)).toEqual([
      'Personal account',
      'Business account',
      'trust',
    ]);
    // Links to the field (error summary) land on the first radio.
    expect(radio('Personal account').id).toBe('root_type');
  });

  test('shows the current value', () => {
    renderWidget(RadioWidget, { value: 'business', options: { enumOptions, optionLabels } });
    expect(radio('Business account').checked).toBe(true);
    expect(radio('Personal account').checked).toBe(false);
  });

  test('clicking a label chooses its option', async () => {
    const { user, props } = renderWidget(RadioWidget, { options: { enumOptions, optionLabels } });
    await user.click(screen.getByText('Business account'));
    expect(props.onChange).toHaveBeenCalledWith('business');
    expect(radio('Business account').checked).toBe(true);
  });

  test('arrow keys move the choice, each reported final at once; Tab leaves the group once', async () => {
    const { user, props } = renderWidget(RadioWidget, { id: 'root_type', value: 'personal', options: { enumOptions, optionLabels } });
    await user.tab();
    expect(document.activeElement).toBe(radio('Personal account'));
    await user.keyboard('{ArrowDown}');
    expect(props.onChange).toHaveBeenLastCalledWith('business');
    expect(document.activeElement).toBe(radio('Business account'));
    // Checked as it is made, so the page never moves under the next click.
    expect(props.onBlur).toHaveBeenCalledTimes(1);
    expect(props.onBlur).toHaveBeenCalledWith('root_type', 'business');

    await user.tab();
    expect(document.activeElement?.getAttribute('type')).not.toBe('radio');
    expect(props.onBlur).toHaveBeenCalledTimes(2);
    expect(props.onBlur).toHaveBeenLastCalledWith('root_type', 'business');
  });

  test('puts the help and error ids on the group and marks it invalid', () => {
    renderWidget(RadioWidget, { id: 'root_type', label: 'Account type', rawErrors: ['Choose one'], options: { enumOptions, help: 'Help' } });
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-describedby')).toBe('root_type__error root_type__help');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.classList.contains('engine-fieldset--error')).toBe(true);
  });

  test('a locked group keeps its choice and says where it came from', async () => {
    const { user, props } = renderWidget(RadioWidget, { id: 'root_type', value: 'personal', options: { enumOptions, optionLabels, locked: true } });
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-readonly')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('root_type__locked');
    expect(screen.getByText('Filled in from your profile')).toBeTruthy();

    await user.click(radio('Business account'));
    expect(props.onChange).not.toHaveBeenCalled();
    expect(radio('Personal account').checked).toBe(true);
  });

  test('a disabled group cannot be chosen from', async () => {
    const { user, props } = renderWidget(RadioWidget, { disabled: true, options: { enumOptions } });
    expect(radio('business').matches(':disabled')).toBe(true);
    await user.click(radio('business'));
    expect(props.onChange).not.toHaveBeenCalled();
  });

  test('a hidden label still names the group', () => {
    renderWidget(RadioWidget, { label: 'Account type', hideLabel: true, options: { enumOptions } });
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeTruthy();
  });
});
