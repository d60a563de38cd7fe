// A phone number input: the text widget with the phone keypad and autofill.
// Field options (e.g. autoComplete="off") still win.
import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './TextWidget';

export function TelWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ autoComplete: 'tel', ...props.options, inputType: 'tel' }} />;
}
