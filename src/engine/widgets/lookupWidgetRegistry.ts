// The widgets that look things up from the host: a date picker whose available
// days come from a `dates` data source, an address search backed by an
// `addresses` data source, and a text field whose complete key is looked up in
// a `keyedLookups` data source. All are labelled by the field template.
//
// Each is loaded with the forms that use it (a lazy registration, see
// widgetTypes.ts): the date picker and the address search are built on React
// Aria, most of a wizard route's JavaScript otherwise, and few forms need a date.
import type { WidgetRegistration } from './widgetTypes';

export const lookupWidgets: Record<string, WidgetRegistration> = {
  date: { load: () => import('./DatePickerWidget').then((module) => module.DatePickerWidget), labelsItself: false },
  addressLookup: { load: () => import('./AddressLookupWidget').then((module) => module.AddressLookupWidget), labelsItself: false },
  keyedLookup: { load: () => import('./KeyedLookupWidget').then((module) => module.KeyedLookupWidget), labelsItself: false },
};
