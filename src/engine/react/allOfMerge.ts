// Stands in for @rjsf/utils' shallowAllOfMerge in the portal's build (vite.config.ts
// aliases the module here). RJSF merges a schema's `allOf` into one schema when it
// meets one while resolving a field (retrieveSchema), or when a form omits extra
// data (omitExtraData, which the engine does not use). The engine's display
// schemas carry no `allOf`, nor the `if`/`then`, `dependencies` or
// `dependentSchemas` that RJSF turns into one: scripts/lib/displaySchema.ts leaves
// every rule to the precompiled validator and every condition to ui.json
// (tests/unit/displaySchemas.test.ts checks each form). Yet every form route
// carried @x0k/json-schema-merge (about 4 kB gzip) for this one call.
//
// Should a display schema ever carry one, this says so instead of merging
// wrongly: RJSF catches the error, warns with it in the console and renders the
// field without the `allOf`.

/** The schema keywords that make RJSF merge subschemas. */
export const MERGED_KEYWORDS = ['allOf', 'if', 'dependencies', 'dependentSchemas'] as const;

export default function shallowAllOfMerge(_schema: unknown): never {
  throw new Error(
    "The engine's display schemas carry no allOf (scripts/lib/displaySchema.ts leaves rules to the precompiled validator), so the portal does not merge them",
  );
}
