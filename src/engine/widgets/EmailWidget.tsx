// An email address input: the text widget with the browser's email keyboard
// and autofill. Field options (e.g. autoComplete="off") still win.
import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './TextWidget';

export function EmailWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ autoComplete: 'email', ...props.options, inputType: 'email' }} />;
}
