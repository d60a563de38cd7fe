// The widgets that look things up from the host: a date picker whose available
// days come from a `dates` data source, and an address search backed by an
// `addresses` data source. Both are labelled by the field template.
import { AddressLookupWidget } from './AddressLookupWidget';
import { DatePickerWidget } from './DatePickerWidget';
import type { WidgetRegistration } from './widgetTypes';

export const lookupWidgets: Record<string, WidgetRegistration> = {
  date: { component: DatePickerWidget, labelsItself: false },
  addressLookup: { component: AddressLookupWidget, labelsItself: false },
};
