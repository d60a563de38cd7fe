// Stands in for @rjsf/core's default set of fields in the portal's build
// (vite.config.ts aliases its components/fields/index.js here). RJSF picks a
// field by the schema's type, by `anyOf`/`oneOf`, by a cyclic `$ref`, or by a
// `ui:field` name. The engine's display schemas carry no `anyOf`, `oneOf` or
// `$ref` (tests/unit/displaySchemas.test.ts checks each form), and the engine
// only ever names its own registered fields in `ui:field`
// (src/engine/core/rjsfUiSchema.ts), so RJSF's union, cyclic and layout-grid
// fields are never rendered, yet every form route carried them (about 4 kB
// gzip). The fields RJSF can reach for a display schema are its own.
//
// Should one of the others ever be asked for, the stand-in says which and why,
// instead of React's "element type is invalid".
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

/** RJSF's fields that a display schema never reaches. */
export const FIELDS_LEFT_OUT = ['AnyOfField', 'OneOfField', 'CyclicSchemaField', 'LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'] as const;

function leftOut(name: string) {
  const Field = (): never => {
    throw new Error(`RJSF's ${name} is not in the portal's build: the engine's display schemas carry no anyOf, oneOf or $ref, and ui.json names only the engine's fields`);
  };
  Field.displayName = name;
  return Field;
}

export default function fields() {
  return {
    ArrayField,
    BooleanField,
    FallbackField,
    NullField,
    NumberField,
    ObjectField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    ...Object.fromEntries(FIELDS_LEFT_OUT.map((name) => [name, leftOut(name)])),
  };
}
