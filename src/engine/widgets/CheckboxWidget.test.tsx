// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { CheckboxWidget } from './CheckboxWidget';
import { renderWidget } from './testing/widgetProps';

afterEach(cleanup);

describe('CheckboxWidget', () => {
  test('is a checkbox labelled beside it, with the field id', () => {
    renderWidget(CheckboxWidget, { id: 'root_manual', label: 'Add address manually', schema: { type: 'boolean' } });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Add address manually' });
    expect(box.id).toBe('root_manual');
    expect(box.checked).toBe(false);
  });

  test('clicking the box or its label toggles it and reports a boolean', async () => {
    const { user, props } = renderWidget(CheckboxWidget, { label: 'I agree', schema: { type: 'boolean' } });
    await user.click(screen.getByText('I agree'));
    expect(props.onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    await user.click(screen.getByRole('checkbox'));
    expect(props.onChange).toHaveBeenLastCalledWith(false);
  });

  test('Space toggles it and leaving reports the value', async () => {
    const { user, props } = renderWidget(CheckboxWidget, { id: 'root_agree', label: 'I agree', schema: { type: 'boolean' } });
    await user.tab();
    await user.keyboard(' ');
    expect(props.onChange).toHaveBeenLastCalledWith(true);
    await user.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_agree', true);
  });

  test('labelWhenChecked replaces the label while ticked', async () => {
    const { user } = renderWidget(CheckboxWidget, {
      label: 'Add address manually',
      schema: { type: 'boolean' },
      options: { labelWhenChecked: 'Remove manually entered address' },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Add address manually' }));
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remove manually entered address' });
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(screen.getByRole('checkbox', { name: 'Add address manually' })).toBeTruthy();
  });

  test('describes and marks itself when in error', () => {
    renderWidget(CheckboxWidget, { id: 'root_agree', rawErrors: ['You must agree'], options: { help: 'Help' } });
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('root_agree__error root_agree__help');
  });

  test('a locked checkbox keeps its tick and says why', async () => {
    const { user, props } = renderWidget(CheckboxWidget, { id: 'root_agree', value: true, options: { locked: true } });
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('root_agree__locked');
    expect(screen.getByText('Filled in from your profile')).toBeTruthy();
    await user.click(box);
    expect(props.onChange).not.toHaveBeenCalled();
    expect(box.checked).toBe(true);
  });

  test('a disabled checkbox cannot be ticked', async () => {
    const { user, props } = renderWidget(CheckboxWidget, { disabled: true });
    await user.click(screen.getByRole('checkbox'));
    expect(props.onChange).not.toHaveBeenCalled();
  });
});
