// The widgets that look things up from the host: a date picker whose available
// days come from a `dates` data source, an address search backed by an
// `addresses` data source, and a text field whose complete key is looked up in
// a `keyedLookups` data source. All are labelled by the field template.
import { AddressLookupWidget } from './AddressLookupWidget';
import { DatePickerWidget } from './DatePickerWidget';
import { KeyedLookupWidget } from './KeyedLookupWidget';
import type { WidgetRegistration } from './widgetTypes';

export const lookupWidgets: Record<string, WidgetRegistration> = {
  date: { component: DatePickerWidget, labelsItself: false },
  addressLookup: { component: AddressLookupWidget, labelsItself: false },
  keyedLookup: { component: KeyedLookupWidget, labelsItself: false },
};
