// What the engine's RJSF stand-ins remember (rememberedIsSelect.ts,
// rememberedRetrieveSchema.ts): an answer that depends only on the validator,
// the root schema and a schema, none of which RJSF changes in place, kept per
// those three objects (weakly: a form's schemas go with the form).

function remembered<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** A memory of answers by validator, root schema and schema. */
export function schemaAnswers<T>(): (validator: object, rootSchema: object, schema: object, make: () => T) => T {
  const byValidator = new WeakMap<object, WeakMap<object, WeakMap<object, T>>>();
  return (validator, rootSchema, schema, make) => {
    const byRoot = remembered(byValidator, validator, () => new WeakMap<object, WeakMap<object, T>>());
    const bySchema = remembered(byRoot, rootSchema, () => new WeakMap<object, T>());
    return remembered(bySchema, schema, make);
  };
}
