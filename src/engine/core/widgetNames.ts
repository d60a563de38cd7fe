// The names of the widgets and fields a form may render, so that a host can
// load the ones registered lazily before the form first renders
// (src/engine/react/formWidgets.ts). Framework-free.
import type { FormUi } from './uiModel';

/**
 * Every `widget` the form's ui.json names (a widget or a field, e.g. `date`,
 * `roles`), and every string `format` in its display schema: RJSF renders a
 * string with the widget registered under its format's name (`"format": "date"`
 * gets `date`) when ui.json names none. A name the registry does not know is
 * harmless: it is simply not loaded.
 */
export function widgetNamesOf(ui: FormUi, displaySchema?: unknown): Set<string> {
  const names = new Set<string>();
  for (const field of Object.values(ui.fields)) if (typeof field.widget === 'string') names.add(field.widget);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'format' && typeof value === 'string') names.add(value);
      else visit(value);
    }
  };
  visit(displaySchema);
  return names;
}
