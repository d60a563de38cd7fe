// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { YesNoWidget } from './YesNoWidget';
import { renderWidget } from './testing/widgetProps';

afterEach(cleanup);

function radio(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('radio', { name });
}

describe('YesNoWidget', () => {
  test('asks the question as a group of Yes and No', () => {
    renderWidget(YesNoWidget, { id: 'root_gst', label: 'Are you registered for GST?', schema: { type: 'boolean' } });
    expect(screen.getByRole('radiogroup', { name: 'Are you registered for GST?' })).toBeTruthy();
    expect(radio('Yes').id).toBe('root_gst');
    expect(radio('Yes').checked).toBe(false);
    expect(radio('No').checked).toBe(false);
  });

  test('reports true and false as booleans', async () => {
    const { user, props } = renderWidget(YesNoWidget, { schema: { type: 'boolean' } });
    await user.click(radio('No'));
    expect(props.onChange).toHaveBeenLastCalledWith(false);
    expect(radio('No').checked).toBe(true);
    await user.click(radio('Yes'));
    expect(props.onChange).toHaveBeenLastCalledWith(true);
  });

  test('shows the current value, false included', () => {
    renderWidget(YesNoWidget, { schema: { type: 'boolean' }, value: false });
    expect(radio('No').checked).toBe(true);
  });

  test('takes its labels from optionLabels', () => {
    renderWidget(YesNoWidget, {
      schema: { type: 'boolean' },
      value: true,
      options: { optionLabels: { true: 'Joining existing account', false: 'Creating new account' } },
    });
    expect(radio('Joining existing account').checked).toBe(true);
    expect(radio('Creating new account').checked).toBe(false);
  });

  test('can be answered from the keyboard', async () => {
    const { user, props } = renderWidget(YesNoWidget, { id: 'root_gst', schema: { type: 'boolean' } });
    await user.tab();
    await user.keyboard(' ');
    expect(props.onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{ArrowRight}');
    expect(props.onChange).toHaveBeenLastCalledWith(false);
    await user.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_gst', false);
  });

  test('marks the group invalid and locked like other radios', () => {
    renderWidget(YesNoWidget, { id: 'root_gst', schema: { type: 'boolean' }, rawErrors: ['Answer'], options: { locked: true } });
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-readonly')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('root_gst__error root_gst__locked');
  });
});
