// A box of several lines for a longer answer (a description, site
// requirements): the text widget's commit-on-leave behaviour, with Enter
// starting a new line instead of committing.
import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from './TextWidget';

export function TextAreaWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, multiline: true }} />;
}
