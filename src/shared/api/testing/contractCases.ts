// The checks that keep the contract's hand-written TypeScript types and its
// JSON Schemas saying the same thing (contract.test.ts, staffContract.test.ts):
// - a sample of each type, with every optional member filled in, validates
//   against its schema, and the schema lists no member the type lacks;
// - without each top-level member in turn it fails exactly when the type
//   requires that member (the `optional` lists are checked against the types
//   by the compiler), so `required` matches the type.
// Ajv is set up as Fastify's (strict keywords), without coercion.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv);

type OptionalKeys<T> = { [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? K : never }[keyof T];
/** `L` when it names every optional member of T; otherwise a type error at the call. */
type EveryOptional<T, L extends readonly PropertyKey[]> = [Exclude<OptionalKeys<T>, L[number]>] extends [never] ? L : never;

export interface ContractCase {
  name: string;
  schema: object;
  sample: unknown;
  /** Top-level members the schema must not require; undefined to skip that check (an open record). */
  optional?: readonly PropertyKey[];
}

/** A case for the type T: a sample with every member, and exactly T's optional members. */
export function contract<T>(name: string, schema: object) {
  return <const L extends readonly OptionalKeys<T>[]>(sample: Required<T>, optional: EveryOptional<T, L>): ContractCase => ({ name, schema, sample, optional });
}

/** Ajv's complaint about `value`, or '' when the schema takes it. */
export function errorsOf(schema: object, value: unknown): string {
  const validate = ajv.compile(schema);
  return validate(value) ? '' : ajv.errorsText(validate.errors);
}

/** Both checks for every case, under `title`; a file adds its own `it`s in `more`. */
export function describeContract(title: string, cases: readonly ContractCase[], more?: () => void): void {
  describe(title, () => {
    it.each(cases.map((entry) => [entry.name, entry] as const))('%s: a sample of the type validates against the schema, which lists no member the type lacks', (_name, { schema, sample }) => {
      expect(errorsOf(schema, sample)).toBe('');
      const listed = Object.keys((schema as { properties?: object }).properties ?? {});
      if (typeof sample === 'object' && sample !== null) expect(listed.filter((member) => !(member in sample))).toEqual([]);
    });

    it.each(cases.filter((entry) => entry.optional !== undefined).map((entry) => [entry.name, entry] as const))(
      '%s: the schema requires exactly the members the type requires',
      (_name, { schema, sample, optional = [] }) => {
        for (const member of Object.keys(sample as object)) {
          const { [member]: _left, ...without } = sample as Record<string, unknown>;
          expect(errorsOf(schema, without) === '', `without ${member}`).toBe(optional.includes(member));
        }
      },
    );

    more?.();
  });
}
