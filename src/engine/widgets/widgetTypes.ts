// How widgets are registered. A widget is an RJSF widget (WidgetProps from
// @rjsf/utils); the registry adds whether it renders its own label (fieldsets
// with a legend do), so the field template does not label it twice.
//
// A registration holds its component, or a loader for it (`load`), so a large
// widget (the date picker with its calendar, the address search) is downloaded
// only with a form that uses it. The host loads a
// form's widgets before the form first renders (src/engine/react/formWidgets.ts,
// docs/decisions/0029-widgets-load-with-their-forms.md).
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export type WidgetComponent = ComponentType<WidgetProps>;

interface WidgetTraits {
  /** True for widgets that render their own <legend> or <label> (radio groups, checkboxes). */
  labelsItself: boolean;
  /** True for widgets that show their help and error themselves, under their legend (choice groups, as on GOV.UK). */
  showsOwnMessages?: boolean;
}

/** A widget in the main bundle. */
export interface EagerWidgetRegistration extends WidgetTraits {
  component: WidgetComponent;
  load?: never;
}

/** A widget in a chunk of its own, loaded with the forms that use it, e.g. `load: () => import('./DatePickerWidget').then((module) => module.DatePickerWidget)`. */
export interface LazyWidgetRegistration extends WidgetTraits {
  component?: never;
  load: () => Promise<WidgetComponent>;
}

export type WidgetRegistration = EagerWidgetRegistration | LazyWidgetRegistration;

/**
 * The `ui:options` every widget may read (copied from the field's ui.json entry):
 * - `optionLabels`: value -> label for select, radio and checkbox-group widgets;
 * - `help`: present when the field has help text (rendered by the field template as `${id}__help`);
 * - `dataSource`: name of a host data source (see engineContext.ts);
 * - `locked`: prefilled from the profile and not editable;
 * - anything else the field's ui.json entry declares (maxLength, inputMode, addressKind, ...).
 */
export interface CommonWidgetOptions {
  optionLabels?: Record<string, string>;
  help?: string;
  dataSource?: string;
  locked?: boolean;
}
