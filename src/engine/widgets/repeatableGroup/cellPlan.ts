// What every cell of one table column shares, worked out once per column
// rather than once per cell: the widget, its options and choices, the label,
// the templates. RJSF's SchemaField and StringField work all of this out again
// for each field on each render; in a table of hundreds of rows the same five
// answers were worked out thousands of times (docs/decisions/0044).
//
// A column gets a plan only where the plan is exactly what RJSF would have
// rendered: a plain text or choice field (a string, or a number picked from a
// list) whose field component is the registry's own StringField (or the
// engine's NumberField), with nothing that RJSF resolves against the data
// ($ref, allOf, anyOf, oneOf, if, dependencies) and no `ui:field`. Any other
// column has no plan, and its cells go through SchemaField as before.
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import {
  getSchemaType,
  getTemplate,
  getUiOptions,
  getWidget,
  resolveDefaultWidget,
  resolveUiSchema,
  RJSF_REF_CYCLE_KEY,
  RJSF_REF_KEY,
  type FieldTemplateProps,
  type Registry,
  type RJSFSchema,
  type TemplatesType,
  type UiSchema,
  type Widget,
  type WidgetProps,
} from '@rjsf/utils';
import type { ComponentType } from 'react';
import { choiceNumberOf, isNumberChoice, NumberField } from '../NumberField';
import { isRecord } from './groupOptions';

/**
 * The keywords RJSF resolves against the field's data (retrieveSchema), or on
 * which SchemaField renders something else (a field named by `$id`, a
 * deprecated field's label, a cyclic reference's field, marked by RJSF's own
 * symbols): a column with any of them has no plan.
 */
const RESOLVED_KEYWORDS: ReadonlyArray<string | symbol> = ['$ref', 'allOf', 'anyOf', 'oneOf', 'if', 'dependencies', '$id', 'deprecated', RJSF_REF_KEY, RJSF_REF_CYCLE_KEY];

export interface CellPlan {
  /** The registry the plan was made for: a plan is used with that registry only. */
  registry: Registry;
  schema: RJSFSchema;
  /** The uiSchema the field template sees (RJSF's resolved uiSchema). */
  uiSchema: UiSchema;
  /** The uiSchema the widget sees: without the class names and style the field template consumes, as SchemaField passes it on. */
  fieldUiSchema: UiSchema;
  /** The registry's widget itself, not RJSF's wrapper of it (see widgetOf). */
  Widget: Widget;
  /** The widget's options: its default options under ui:options, with the choices RJSF lists (`enumOptions`). */
  widgetOptions: WidgetProps['options'];
  placeholder: string;
  /** The field template's label (SchemaField's) and the widget's (StringField's); the property's name where neither has one. */
  label: string | undefined;
  widgetLabel: string | undefined;
  /** Whether the field template shows its label (SchemaField's answer) and whether the widget does (StringField's). */
  displayLabel: boolean;
  widgetDisplayLabel: boolean;
  description: string;
  help: unknown;
  hidden: boolean;
  /** ui:options that override what the row passes down, as in SchemaField; undefined where ui.json says nothing. */
  disabled: unknown;
  readonly: unknown;
  hideError: unknown;
  autofocus: unknown;
  /** RJSF's class names of the field ("rjsf-field rjsf-field-string"), and ui.json's own. */
  fieldClassNames: string;
  classNames: string | undefined;
  style: FieldTemplateProps['style'];
  FieldTemplate: ComponentType<FieldTemplateProps>;
  DescriptionFieldTemplate: TemplatesType['DescriptionFieldTemplate'];
  FieldHelpTemplate: TemplatesType['FieldHelpTemplate'];
  FieldErrorTemplate: TemplatesType['FieldErrorTemplate'];
  /** A choice widget hands back the typed value; text from a host widget becomes a number, as the engine's NumberField does. */
  toValue(value: unknown): unknown;
}

const asIs = (value: unknown) => value;

/** A non-empty text (SchemaField skips empty titles with `||`). */
const textOr = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** How a value of this schema is turned before it reaches the document, or undefined when the schema is no plain text or choice field. */
function valueTurner(schema: RJSFSchema, fields: Registry['fields']): ((value: unknown) => unknown) | undefined {
  if (RESOLVED_KEYWORDS.some((keyword) => keyword in schema)) return undefined;
  if (schema.type === 'string') return fields['StringField'] === StringField ? asIs : undefined;
  if ((schema.type === 'integer' || schema.type === 'number') && isNumberChoice(schema)) {
    return fields['NumberField'] === NumberField && fields['StringField'] === StringField ? choiceNumberOf : undefined;
  }
  return undefined;
}

/**
 * The registered widget behind what getWidget answers, with its default options. getWidget hands
 * back a wrapper (RJSF's MergedWidget, kept on the widget) that spreads the widget's
 * `defaultProps.options` under the options it is given, on every render of every field: one more
 * component per cell. A column's options are the same in every row, so the plan merges them once
 * and renders the widget itself, with the same props. Undefined for a widget that is not the
 * registry's (one given as a component in ui:widget): its cells keep the wrapper.
 */
function widgetOf(merged: Widget, widgets: Registry['widgets']): { Widget: Widget; defaultOptions: object } | undefined {
  const Widget = Object.values(widgets).find((candidate) => (candidate as { MergedWidget?: unknown } | undefined)?.MergedWidget === merged);
  if (!Widget) return undefined;
  // What MergedWidget spreads (RJSF reads defaultProps itself; React 19 ignores it on function components).
  const defaultOptions = (Widget as { defaultProps?: { options?: object } }).defaultProps?.options ?? {};
  return { Widget, defaultOptions };
}

function makePlan(schema: RJSFSchema, localUiSchema: UiSchema, registry: Registry): CellPlan | null {
  const toValue = valueTurner(schema, registry.fields);
  if (!toValue || 'ui:field' in localUiSchema) return null;
  const { schemaUtils, globalUiOptions, widgets } = registry;
  // SchemaField's part.
  const uiSchema = resolveUiSchema(schema, localUiSchema, registry);
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  if (uiOptions.field) return null;
  const { 'ui:classNames': _uiClassNames, classNames: _classNames, 'ui:style': _uiStyle, ...fieldUiSchema } = uiSchema;
  if (isRecord(fieldUiSchema['ui:options'])) {
    const { classNames: _optionClassNames, style: _optionStyle, ...fieldUiOptions } = fieldUiSchema['ui:options'];
    fieldUiSchema['ui:options'] = fieldUiOptions;
  }
  // StringField's part, on the uiSchema SchemaField hands it.
  const { defaultWidget, enumOptions } = resolveDefaultWidget(schema, fieldUiSchema, schemaUtils, widgets);
  const { widget = defaultWidget, placeholder = '', title: uiTitle, ...options } = getUiOptions(fieldUiSchema);
  let Widget: Widget;
  try {
    Widget = getWidget(schema, widget, widgets);
  } catch {
    // RJSF's own field says which widget is missing; let it.
    return null;
  }
  const unwrapped = widgetOf(Widget, widgets);
  const templateOptions = uiOptions as Parameters<typeof getTemplate>[2];
  return {
    registry,
    schema,
    uiSchema,
    fieldUiSchema,
    Widget: unwrapped?.Widget ?? Widget,
    widgetOptions: { ...unwrapped?.defaultOptions, ...options, enumOptions } as WidgetProps['options'],
    placeholder: String(placeholder),
    label: textOr(uiOptions.title) ?? textOr(schema.title),
    widgetLabel: typeof uiTitle === 'string' ? uiTitle : schema.title,
    displayLabel: schemaUtils.getDisplayLabel(schema, uiSchema, globalUiOptions),
    widgetDisplayLabel: schemaUtils.getDisplayLabel(schema, fieldUiSchema, globalUiOptions),
    description: String(uiOptions.description || schema.description || ''),
    help: uiOptions.help,
    hidden: uiOptions.widget === 'hidden',
    disabled: uiOptions.disabled,
    readonly: uiOptions.readonly,
    hideError: uiOptions.hideError,
    autofocus: uiOptions.autofocus,
    fieldClassNames: `rjsf-field rjsf-field-${String(getSchemaType(schema))}`,
    classNames: typeof uiOptions.classNames === 'string' ? uiOptions.classNames : undefined,
    style: uiOptions.style as FieldTemplateProps['style'],
    FieldTemplate: getTemplate('FieldTemplate', registry, templateOptions),
    DescriptionFieldTemplate: getTemplate('DescriptionFieldTemplate', registry, templateOptions),
    FieldHelpTemplate: getTemplate('FieldHelpTemplate', registry, templateOptions),
    FieldErrorTemplate: getTemplate('FieldErrorTemplate', registry, templateOptions),
    toValue,
  };
}

// By the property's schema and uiSchema (a form's do not change), holding the
// answer for the registry last seen; another registry is asked again.
const plans = new WeakMap<object, WeakMap<object, { registry: Registry; plan: CellPlan | null }>>();

/** The plan of a column whose property has this schema and uiSchema, or null where its cells must go through SchemaField. */
export function cellPlanOf(schema: RJSFSchema, uiSchema: UiSchema, registry: Registry): CellPlan | null {
  let byUiSchema = plans.get(schema);
  if (!byUiSchema) {
    byUiSchema = new WeakMap();
    plans.set(schema, byUiSchema);
  }
  const known = byUiSchema.get(uiSchema);
  if (known?.registry === registry) return known.plan;
  const plan = makePlan(schema, uiSchema, registry);
  byUiSchema.set(uiSchema, { registry, plan });
  return plan;
}
