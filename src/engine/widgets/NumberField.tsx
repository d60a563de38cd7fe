// RJSF's NumberField keeps a typed "1." or "1.50" in the box while the
// document holds 1 or 1.5, and for that asks the browser for the locale's
// decimal separator on every render: a new Intl.NumberFormat per number field
// per render, which at 1,000 numeric cells took about 130 ms of a long form's
// first render (docs/operations/benchmarks.md). A number chosen from a list
// (an enum, a oneOf of consts) is never typed, so none of that applies: it
// goes straight to the string field, whose choice widgets hand back the
// choice's own typed value. Every other number keeps RJSF's field unchanged.
import { getDefaultRegistry } from '@rjsf/core';
import { asNumber, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { useCallback } from 'react';

const stockNumberField = getDefaultRegistry().fields.NumberField;
if (!stockNumberField) throw new Error("@rjsf/core's default registry has no NumberField");
const StockNumberField = stockNumberField;

/** Whether the schema offers its values as a list to pick from, rather than a box to type in. */
export function isNumberChoice(schema: RJSFSchema): boolean {
  return Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf) || schema.const !== undefined;
}

/** A choice widget hands back the typed value; text (a host widget that gives strings) becomes a number, as RJSF's field would make it. */
export function choiceNumberOf(value: unknown): unknown {
  return typeof value === 'string' ? asNumber(value) : value;
}

function NumberChoiceField(props: FieldProps) {
  const { onChange, registry } = props;
  const { StringField } = registry.fields;
  if (!StringField) throw new Error('The registry has no StringField');
  const handleChange = useCallback<FieldProps['onChange']>(
    (value, ...rest) => onChange(choiceNumberOf(value), ...rest),
    [onChange],
  );
  return <StringField {...props} onChange={handleChange} />;
}

/** RJSF's `NumberField`, without its per-render locale lookup for numbers picked from a list. */
export function NumberField(props: FieldProps) {
  if (isNumberChoice(props.schema)) return <NumberChoiceField {...props} />;
  return <StockNumberField {...props} />;
}
