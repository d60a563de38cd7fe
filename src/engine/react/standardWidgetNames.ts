// The registry's widgets as RJSF components, each aware of profile locks, and
// also under RJSF's own names for the widgets it picks by schema type.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetRegistration } from '../widgets/widgetTypes';
import { widgetComponent } from './formWidgets';
import { withProfileLock } from './withProfileLock';

const RJSF_DEFAULT_WIDGETS: Record<string, string> = {
  TextWidget: 'text',
  EmailWidget: 'email',
  SelectWidget: 'select',
  RadioWidget: 'radio',
  CheckboxWidget: 'checkbox',
  CheckboxesWidget: 'checkboxGroup',
  DateWidget: 'date',
};

export function standardWidgetNames(widgets: Record<string, WidgetRegistration>): RegistryWidgetsType {
  const components: RegistryWidgetsType = {};
  for (const [name, registration] of Object.entries(widgets)) components[name] = withProfileLock(widgetComponent(registration));
  for (const [rjsfName, ours] of Object.entries(RJSF_DEFAULT_WIDGETS)) if (components[ours]) components[rjsfName] = components[ours];
  return components;
}
