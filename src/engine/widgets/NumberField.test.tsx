// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { isNumberChoice, NumberField } from './NumberField';
import { SelectWidget } from './SelectWidget';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    phase: { title: 'Phase', type: 'integer', enum: [1, 2, 3] },
    load: { title: 'Load', type: 'number' },
  },
};

function renderForm(onChange: (formData: unknown) => void) {
  return render(<Form schema={schema} validator={validator} fields={{ NumberField }} widgets={{ SelectWidget }} onChange={(event) => onChange(event.formData)} />);
}

describe('NumberField', () => {
  test('tells a number picked from a list from a number typed in a box', () => {
    expect(isNumberChoice({ type: 'integer', enum: [1, 2] })).toBe(true);
    expect(isNumberChoice({ type: 'integer', oneOf: [{ const: 1 }] })).toBe(true);
    expect(isNumberChoice({ type: 'number', const: 3 })).toBe(true);
    expect(isNumberChoice({ type: 'number', minimum: 0 })).toBe(false);
  });

  test('a number picked from a list reaches the document as that number, without asking for the locale', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const onChange = vi.fn();
    renderForm(onChange);
    const constructedByTheTextBox = numberFormat.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Phase'), { target: { value: '2' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ phase: 2 })));
    // Only the typed number (Load) still asks, as RJSF's own field does.
    expect(numberFormat.mock.calls.length - constructedByTheTextBox).toBeLessThanOrEqual(1);
  });

  test('a typed number keeps RJSF behaviour: "1.50" stays in the box while the document holds 1.5', async () => {
    const onChange = vi.fn();
    renderForm(onChange);
    const box = screen.getByLabelText<HTMLInputElement>('Load');
    fireEvent.change(box, { target: { value: '1.50' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ load: 1.5 })));
    expect(box.value).toBe('1.50');
  });
});
