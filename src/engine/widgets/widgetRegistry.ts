// The engine's basic widgets by the names ui.json uses. Their styles are in
// basicWidgets.css, which the host imports: importing CSS here would break
// importing the registry anywhere without a bundler (Node tools).
import { AsyncSelectWidget } from './AsyncSelectWidget';
import { CheckboxGroupWidget } from './CheckboxGroupWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { EmailWidget } from './EmailWidget';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';
import { TelWidget } from './TelWidget';
import { TextAreaWidget } from './TextAreaWidget';
import { TextWidget } from './TextWidget';
import type { WidgetRegistration } from './widgetTypes';
import { YesNoWidget } from './YesNoWidget';

export const basicWidgets: Record<string, WidgetRegistration> = {
  text: { component: TextWidget, labelsItself: false },
  textarea: { component: TextAreaWidget, labelsItself: false },
  email: { component: EmailWidget, labelsItself: false },
  tel: { component: TelWidget, labelsItself: false },
  select: { component: SelectWidget, labelsItself: false },
  asyncSelect: { component: AsyncSelectWidget, labelsItself: false },
  radio: { component: RadioWidget, labelsItself: true, showsOwnMessages: true },
  yesNo: { component: YesNoWidget, labelsItself: true, showsOwnMessages: true },
  checkbox: { component: CheckboxWidget, labelsItself: true },
  checkboxGroup: { component: CheckboxGroupWidget, labelsItself: true, showsOwnMessages: true },
};
