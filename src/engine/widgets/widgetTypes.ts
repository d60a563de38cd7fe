// How widgets are registered. A widget is an RJSF widget (WidgetProps from
// @rjsf/utils); the registry adds whether it renders its own label (fieldsets
// with a legend do), so the field template does not label it twice.
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export interface WidgetRegistration {
  component: ComponentType<WidgetProps>;
  /** True for widgets that render their own <legend> or <label> (radio groups, checkboxes). */
  labelsItself: boolean;
  /** True for widgets that show their help and error themselves, under their legend (choice groups, as on GOV.UK). */
  showsOwnMessages?: boolean;
}

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
