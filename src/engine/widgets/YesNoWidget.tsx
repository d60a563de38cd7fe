// A yes/no question on a boolean field, as two radios: clearer than a single
// checkbox when "no" is an answer in its own right, and an unanswered
// question stays distinguishable from "no".
import type { WidgetProps } from '@rjsf/utils';
import { RadioGroup } from './RadioWidget';
import { choicesOf } from './SelectWidget';

export function YesNoWidget(props: WidgetProps) {
  // optionLabels {"true": ..., "false": ...} relabel these through choicesOf.
  const options = {
    ...props.options,
    enumOptions: [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ],
  };
  return <RadioGroup widget={props} choices={choicesOf(options)} inline />;
}
