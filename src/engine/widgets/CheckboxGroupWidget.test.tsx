// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { CheckboxGroupWidget } from './CheckboxGroupWidget';
import { renderWidget } from './testing/widgetProps';

afterEach(cleanup);

const schema: RJSFSchema = { type: 'array', items: { type: 'string', enum: ['email', 'sms', 'post'] } };
const optionLabels = { email: 'Email', sms: 'Text message', post: 'Post' };

function box(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('checkbox', { name });
}

describe('CheckboxGroupWidget', () => {
  test('is a group named by its legend, with a checkbox per enum value', () => {
    renderWidget(CheckboxGroupWidget, { id: 'root_channels', label: 'How can we contact you?', schema, options: { optionLabels } });
    expect(screen.getByRole('group', { name: 'How can we contact you?' })).toBeTruthy();
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').map((input) => input.labels?.[0]?.textContent)).toEqual(['Email', 'Text message', 'Post']);
    expect(box('Email').id).toBe('root_channels');
  });

  test('prefers the enumOptions RJSF gives', () => {
    renderWidget(CheckboxGroupWidget, { schema, options: { enumOptions: [{ value: 'sms', label: 'SMS' }] } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(box('SMS')).toBeTruthy();
  });

  test('reports the ticked values in option order, whatever the order of ticking', async () => {
    const { user, props } = renderWidget(CheckboxGroupWidget, { schema, options: { optionLabels } });
    await user.click(box('Post'));
    expect(props.onChange).toHaveBeenLastCalledWith(['post']);
    await user.click(box('Email'));
    expect(props.onChange).toHaveBeenLastCalledWith(['email', 'post']);
    await user.click(box('Post'));
    expect(props.onChange).toHaveBeenLastCalledWith(['email']);
    expect(box('Email').checked).toBe(true);
    expect(box('Post').checked).toBe(false);
  });

  test('shows the current value', () => {
    renderWidget(CheckboxGroupWidget, { schema, value: ['sms'], options: { optionLabels } });
    expect(box('Text message').checked).toBe(true);
    expect(box('Email').checked).toBe(false);
  });

  test('works from the keyboard; each tick is reported final at once, and again on leaving the group', async () => {
    const { user, props } = renderWidget(CheckboxGroupWidget, { id: 'root_channels', schema, options: { optionLabels } });
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(props.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    // Checked as it is made, so the page never moves under the next click.
    expect(props.onBlur).toHaveBeenCalledTimes(2);
    expect(props.onBlur).toHaveBeenLastCalledWith('root_channels', ['email', 'sms']);
    await user.tab();
    await user.tab();
    expect(props.onBlur).toHaveBeenCalledTimes(3);
    expect(props.onBlur).toHaveBeenLastCalledWith('root_channels', ['email', 'sms']);
  });

  test('describes the group and marks the boxes invalid when in error', () => {
    renderWidget(CheckboxGroupWidget, { id: 'root_channels', schema, rawErrors: ['Choose at least one'], options: { help: 'Help' } });
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe('root_channels__error root_channels__help');
    expect(screen.getAllByRole('checkbox').every((input) => input.getAttribute('aria-invalid') === 'true')).toBe(true);
  });

  test('a locked group keeps its ticks and says why', async () => {
    const { user, props } = renderWidget(CheckboxGroupWidget, { schema, value: ['email'], options: { optionLabels, locked: true } });
    expect(screen.getByText('Filled in from your profile')).toBeTruthy();
    expect(box('Email').getAttribute('aria-readonly')).toBe('true');
    await user.click(box('Post'));
    await user.click(box('Email'));
    expect(props.onChange).not.toHaveBeenCalled();
    expect(box('Email').checked).toBe(true);
    expect(box('Post').checked).toBe(false);
  });

  test('a disabled group cannot be ticked', async () => {
    const { user, props } = renderWidget(CheckboxGroupWidget, { schema, disabled: true, options: { optionLabels } });
    await user.click(box('Email'));
    expect(props.onChange).not.toHaveBeenCalled();
  });
});
