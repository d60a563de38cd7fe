// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import { EmailWidget } from './EmailWidget';
import { TelWidget } from './TelWidget';
import { TextWidget } from './TextWidget';
import { renderWidget } from './testing/widgetProps';

afterEach(cleanup);

// The field template labels text inputs; this stands in for it.
function Labelled(props: WidgetProps) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <TextWidget {...props} />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('TextWidget', () => {
  test('is a text box named by the field label, with the field id', () => {
    renderWidget(Labelled, { id: 'root_firstName', label: 'First name' });
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.id).toBe('root_firstName');
    expect(input.getAttribute('type')).toBe('text');
  });

  test('shows the current value', () => {
    renderWidget(Labelled, { value: 'Ada' });
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('Ada');
  });

  test('does not report keystrokes; reports the text once, when focus leaves', async () => {
    const { user, props } = renderWidget(Labelled, { id: 'root_name' });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await user.type(input, 'Ada');
    expect(input.value).toBe('Ada');
    expect(props.onChange).not.toHaveBeenCalled();

    await user.tab();
    expect(props.onChange).toHaveBeenCalledTimes(1);
    expect(props.onChange).toHaveBeenCalledWith('Ada');
    expect(props.onBlur).toHaveBeenCalledWith('root_name', 'Ada');
  });

  test('Enter commits the text and keeps focus in the input', async () => {
    const view = renderWidget(Labelled);
    const { user, props } = view;
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await user.type(input, 'Ada{Enter}');
    expect(props.onChange).toHaveBeenCalledWith('Ada');
    expect(document.activeElement).toBe(input);
    view.rerenderWith({ value: 'Ada' });
    expect(input.value).toBe('Ada');

    // Nothing new to commit when focus then leaves.
    await user.tab();
    expect(props.onChange).toHaveBeenCalledTimes(1);
    expect(props.onBlur).toHaveBeenCalledWith('root_field', 'Ada');
  });

  test('leaving without editing reports no change', async () => {
    const { user, props } = renderWidget(Labelled, { value: 'Ada' });
    await user.click(screen.getByRole('textbox'));
    await user.tab();
    expect(props.onChange).not.toHaveBeenCalled();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', 'Ada');
  });

  test('clearing an optional field reports undefined, or the emptyValue option', async () => {
    const first = renderWidget(Labelled, { value: 'Ada' });
    await first.user.clear(screen.getByRole('textbox'));
    await first.user.tab();
    expect(first.props.onChange).toHaveBeenCalledWith(undefined);
    cleanup();

    const second = renderWidget(Labelled, { value: 'Ada', options: { emptyValue: '' } });
    await second.user.clear(screen.getByRole('textbox'));
    await second.user.tab();
    expect(second.props.onChange).toHaveBeenCalledWith('');
  });

  describe('numbers', () => {
    test('commits a number and keeps the text as typed', async () => {
      const view = renderWidget(Labelled, { schema: { type: 'number' } });
      const input = screen.getByRole<HTMLInputElement>('textbox');
      expect(input.getAttribute('inputmode')).toBe('decimal');
      await view.user.type(input, ' 12.50 ');
      await view.user.tab();
      expect(view.props.onChange).toHaveBeenCalledWith(12.5);

      // The form echoes the committed value back: the text is not rewritten.
      view.rerenderWith({ value: 12.5 });
      expect(input.value).toBe(' 12.50 ');
    });

    test('passes text that is not a number through, for the schema to reject', async () => {
      const { user, props } = renderWidget(Labelled, { schema: { type: 'integer' } });
      const input = screen.getByRole('textbox');
      expect(input.getAttribute('inputmode')).toBe('numeric');
      await user.type(input, '12a');
      await user.tab();
      expect(props.onChange).toHaveBeenCalledWith('12a');
    });

    test('does not read hexadecimal or blank text as numbers', async () => {
      const { user, props } = renderWidget(Labelled, { schema: { type: 'number' }, value: 3 });
      const input = screen.getByRole('textbox');
      await user.clear(input);
      await user.type(input, '0x10');
      await user.tab();
      expect(props.onChange).toHaveBeenLastCalledWith('0x10');

      await user.clear(input);
      await user.type(input, '   ');
      await user.tab();
      expect(props.onChange).toHaveBeenLastCalledWith(undefined);
    });

    test('shows a numeric value as text', () => {
      renderWidget(Labelled, { schema: { type: 'integer' }, value: 42 });
      expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('42');
    });
  });

  test('shows a value changed from outside, but not under the cursor', async () => {
    const view = renderWidget(Labelled, { value: 'Ada' });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    view.rerenderWith({ value: 'Grace' });
    expect(input.value).toBe('Grace');

    await view.user.click(input);
    await view.user.type(input, '!');
    view.rerenderWith({ value: 'Hopper' });
    expect(input.value).toBe('Grace!');
  });

  test('leaving an unedited input shows a value that changed while it had focus', async () => {
    const view = renderWidget(Labelled, { value: 'Ada' });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await view.user.click(input);
    view.rerenderWith({ value: 'Grace' });
    expect(input.value).toBe('Ada');
    await view.user.tab();
    expect(input.value).toBe('Grace');
    expect(view.props.onChange).not.toHaveBeenCalled();
  });

  test('maxLength stops typing at the limit', async () => {
    const { user } = renderWidget(Labelled, { options: { maxLength: 4 } });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await user.type(input, '123456');
    expect(input.value).toBe('1234');
  });

  test('passes placeholder, inputMode and autoComplete to the input', () => {
    renderWidget(Labelled, { placeholder: '021 123 4567', options: { inputMode: 'numeric', autoComplete: 'postal-code' } });
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('placeholder')).toBe('021 123 4567');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
  });

  test('points aria-describedby at the help and the error, and marks the input invalid', () => {
    const view = renderWidget(Labelled, { id: 'root_nzbn', options: { help: 'Your number.' } });
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-describedby')).toBe('root_nzbn__help');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.className).toBe('engine-input');

    view.rerenderWith({ rawErrors: ['Enter a valid number'] });
    expect(input.getAttribute('aria-describedby')).toBe('root_nzbn__error root_nzbn__help');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.className).toBe('engine-input engine-input--error');
  });

  test('a locked field is read-only, says where its value came from, and cannot be typed into', async () => {
    const { user, props } = renderWidget(Labelled, { id: 'root_email', value: 'ada@example.com', options: { locked: true } });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect(input.readOnly).toBe(true);
    expect(input.getAttribute('aria-readonly')).toBe('true');
    expect(screen.getByText('Filled in from your profile').id).toBe('root_email__locked');
    expect(input.getAttribute('aria-describedby')).toBe('root_email__locked');

    await user.type(input, 'x');
    await user.tab();
    expect(input.value).toBe('ada@example.com');
    expect(props.onChange).not.toHaveBeenCalled();
  });

  test('readonly makes the input read-only without the profile note', () => {
    renderWidget(Labelled, { readonly: true });
    expect(screen.getByRole<HTMLInputElement>('textbox').readOnly).toBe(true);
    expect(screen.queryByText('Filled in from your profile')).toBeNull();
  });

  test('a disabled input cannot be focused or typed into', async () => {
    const { user, props } = renderWidget(Labelled, { disabled: true });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect(input.disabled).toBe(true);
    await user.type(input, 'x');
    expect(input.value).toBe('');
    expect(props.onChange).not.toHaveBeenCalled();
  });
});

describe('EmailWidget and TelWidget', () => {
  test('EmailWidget is an email input with email autofill', async () => {
    const { user, props } = renderWidget(EmailWidget);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    await user.type(input, 'ada@example.com');
    await user.tab();
    expect(props.onChange).toHaveBeenCalledWith('ada@example.com');
  });

  test('TelWidget is a tel input; field options still apply', () => {
    renderWidget(TelWidget, { options: { autoComplete: 'off', inputType: 'text' } });
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });
});
