// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { SelectWidget } from './SelectWidget';
import { renderWidget } from './testing/widgetProps';

afterEach(cleanup);

const enumOptions = [
  { value: 'personal', label: 'personal' },
  { value: 'business', label: 'business' },
];

function Labelled(props: WidgetProps) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <SelectWidget {...props} />
    </>
  );
}

function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('SelectWidget', () => {
  test('is a combobox named by the field label, starting with an empty choice', () => {
    renderWidget(Labelled, { id: 'root_type', label: 'Account type', options: { enumOptions } });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account type' });
    expect(select.id).toBe('root_type');
    expect(optionTexts(select)).toEqual(['Select an option', 'personal', 'business']);
    expect(select.value).toBe('');
  });

  test('uses optionLabels over the enum labels, and the placeholder for the empty choice', () => {
    renderWidget(Labelled, {
      placeholder: 'Choose one',
      options: { enumOptions, optionLabels: { personal: 'Personal account' } },
    });
    expect(optionTexts(screen.getByRole('combobox'))).toEqual(['Choose one', 'Personal account', 'business']);
  });

  test('shows the current value', () => {
    renderWidget(Labelled, { value: 'business', options: { enumOptions } });
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.selectedOptions[0]?.textContent).toBe('business');
  });

  test('reports a choice at once, and the value when focus leaves', async () => {
    const { user, props } = renderWidget(Labelled, { id: 'root_type', options: { enumOptions } });
    const select = screen.getByRole('combobox');
    await user.selectOptions(select, 'business');
    expect(props.onChange).toHaveBeenCalledWith('business');
    await user.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_type', 'business');
  });

  test('keeps the type of non-string values', async () => {
    const { user, props } = renderWidget(Labelled, {
      schema: { type: 'integer' },
      value: 1,
      options: {
        enumOptions: [
          { value: 1, label: 'One' },
          { value: 2, label: 'Two' },
        ],
      },
    });
    await user.selectOptions(screen.getByRole('combobox'), 'Two');
    expect(props.onChange).toHaveBeenCalledWith(2);
  });

  test('choosing the empty option reports undefined, or the emptyValue option', async () => {
    const first = renderWidget(Labelled, { value: 'business', options: { enumOptions } });
    await first.user.selectOptions(screen.getByRole('combobox'), 'Select an option');
    expect(first.props.onChange).toHaveBeenCalledWith(undefined);
    cleanup();

    const second = renderWidget(Labelled, { value: 'business', options: { enumOptions, emptyValue: '' } });
    await second.user.selectOptions(screen.getByRole('combobox'), 'Select an option');
    expect(second.props.onChange).toHaveBeenCalledWith('');
  });

  // Choosing with the arrow keys is the browser's own select behaviour (not modelled by jsdom).
  test('is reached with Tab and reports leaving it', async () => {
    const { user, props } = renderWidget(Labelled, { id: 'root_type', value: 'personal', options: { enumOptions } });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    await user.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_type', 'personal');
  });

  test('describes and marks itself when in error', () => {
    renderWidget(Labelled, { id: 'root_type', rawErrors: ['Choose an account type'], options: { enumOptions, help: 'Help' } });
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('root_type__error root_type__help');
    expect(select.className).toBe('engine-select engine-select--error');
  });

  test('a locked select keeps its value, is marked read-only and says why', async () => {
    const { user, props } = renderWidget(Labelled, { id: 'root_type', value: 'personal', options: { enumOptions, locked: true } });
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.getAttribute('aria-readonly')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('root_type__locked');
    expect(screen.getByText('Filled in from your profile')).toBeTruthy();
    await user.selectOptions(select, 'business');
    expect(props.onChange).not.toHaveBeenCalled();
    expect(select.value).toBe('personal');
  });

  test('a disabled select cannot be changed', () => {
    renderWidget(Labelled, { disabled: true, options: { enumOptions } });
    expect(screen.getByRole<HTMLSelectElement>('combobox').disabled).toBe(true);
  });
});
