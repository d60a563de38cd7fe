// Ajv definitions of the custom keywords, for build time and tests only: the
// browser and the server run the precompiled output, never this file.
//
// Each keyword generates code that calls a plain function from ../keywords.
// `scopeValue` gives Ajv both the live function (for in-process compilation in
// tests) and a `require(...)` expression for standalone output; the validator
// compiler rewrites that expression into an ESM import of the same module.
import type { FuncKeywordDefinition, KeywordCxt, CodeKeywordDefinition } from 'ajv';
import { _, Name, stringify } from 'ajv/dist/compile/codegen';
import * as runtime from '../keywords';

/**
 * The module prefix that standalone code uses for keyword functions; the
 * validator compiler maps `@keywords/<file>` to src/shared/validation/keywords/<file>.
 */
export const KEYWORD_RUNTIME_PREFIX = '@keywords/';

type RuntimeName = keyof typeof runtime;

/**
 * The file that defines each keyword function. Generated validators import
 * only the files they use, so a form without dates never loads the holiday
 * calendar.
 */
const RUNTIME_FILES: Partial<Record<RuntimeName, string>> = {
  isValidIcp: 'icp',
  isValidNzbn: 'nzbn',
  matchesPhoneKinds: 'phone',
  isDistinctInArray: 'distinctInArray',
  isHeldByExactlyOne: 'heldByExactlyOne',
  isWithinExtraRoleLimit: 'maxExtraRoles',
  hasItemCountFrom: 'itemCountFrom',
  isBusinessDay: 'businessDay',
  isWithinDateWindow: 'dateWindow',
  isCommercialWorkingDay: 'commercialWorkingDay',
};

// The parameter names of every Ajv validate function (see ajv/dist/compile/names).
// Built here rather than imported: that module's default export does not
// survive CommonJS interop the same way under every loader.
const N = { instancePath: new Name('instancePath'), rootData: new Name('rootData'), dynamicAnchors: new Name('dynamicAnchors') };

function runtimeFunction(cxt: KeywordCxt, name: RuntimeName): Name {
  const file = RUNTIME_FILES[name];
  if (!file) throw new Error(`Keyword function ${name} has no entry in RUNTIME_FILES`);
  return cxt.gen.scopeValue('func', {
    ref: runtime[name],
    code: _`require(${KEYWORD_RUNTIME_PREFIX + file})[${name}]`,
  });
}

/** A keyword `name: true` whose rule is a one-argument predicate of the value. */
function predicateKeyword(keyword: string, type: 'string' | 'boolean', fn: RuntimeName): CodeKeywordDefinition {
  return {
    keyword,
    type,
    schemaType: 'boolean',
    code(cxt) {
      if (cxt.schema !== true) return;
      const check = runtimeFunction(cxt, fn);
      cxt.fail(_`!${check}(${cxt.data})`);
    },
  };
}

/** A keyword whose value is an options object (or list) passed to the rule. */
function optionsKeyword(
  keyword: string,
  type: 'string' | 'boolean' | undefined,
  schemaType: Array<'boolean' | 'object' | 'array' | 'string'>,
  fn: RuntimeName,
  withPath: boolean,
  metaSchema?: object,
): CodeKeywordDefinition {
  return {
    keyword,
    ...(type ? { type } : {}),
    schemaType,
    ...(metaSchema ? { metaSchema } : {}),
    code(cxt) {
      if (cxt.schema === false) return;
      const check = runtimeFunction(cxt, fn);
      const options = cxt.schema === true ? {} : cxt.schema;
      const optionsCode = cxt.gen.scopeValue('keyword', {
        ref: options,
        code: stringify(options),
      });
      // instancePath + errorPath is the JSON pointer of the value being validated; rootData is the whole document;
      // dynamicAnchors, an object Ajv makes afresh for each call of a validator and hands to every part of it,
      // stands for this run (a rule may trust what it worked out earlier in the same run: distinctInArray.ts).
      cxt.fail(
        withPath
          ? _`!${check}(${cxt.data}, ${N.instancePath} + ${cxt.it.errorPath}, ${N.rootData}, ${optionsCode}, ${N.dynamicAnchors})`
          : _`!${check}(${cxt.data}, ${optionsCode})`,
      );
    },
  };
}

const phoneKindsSchema = { enum: ['mobile', 'landline', 'freephone', 'international'] };

/** nzPhone: "mobile" | ["mobile", "landline", ...] */
const nzPhone: CodeKeywordDefinition = {
  keyword: 'nzPhone',
  type: 'string',
  schemaType: ['string', 'array'],
  metaSchema: { anyOf: [phoneKindsSchema, { type: 'array', items: phoneKindsSchema, minItems: 1, uniqueItems: true }] },
  code(cxt) {
    const check = runtimeFunction(cxt, 'matchesPhoneKinds');
    const kinds = Array.isArray(cxt.schema) ? cxt.schema : [cxt.schema];
    const kindsCode = cxt.gen.scopeValue('keyword', { ref: kinds, code: stringify(kinds) });
    cxt.fail(_`!${check}(${cxt.data}, ${kindsCode})`);
  },
};

const heldByExactlyOne: CodeKeywordDefinition = {
  keyword: 'heldByExactlyOne',
  type: 'boolean',
  schemaType: 'boolean',
  code(cxt) {
    if (cxt.schema !== true) return;
    const check = runtimeFunction(cxt, 'isHeldByExactlyOne');
    cxt.fail(_`!${check}(${cxt.data}, ${N.instancePath} + ${cxt.it.errorPath}, ${N.rootData})`);
  },
};

/**
 * A keyword whose rule reads the document around the value (its siblings, the
 * other items of its list): the rule gets the value, its pointer, the whole
 * document and the keyword's own value.
 */
function documentKeyword(keyword: string, type: 'object' | 'array', metaSchema: { type: 'integer' | 'string'; [rule: string]: unknown }, fn: RuntimeName): CodeKeywordDefinition {
  return {
    keyword,
    type,
    schemaType: metaSchema.type === 'integer' ? 'number' : metaSchema.type,
    metaSchema,
    code(cxt) {
      const check = runtimeFunction(cxt, fn);
      cxt.fail(_`!${check}(${cxt.data}, ${N.instancePath} + ${cxt.it.errorPath}, ${N.rootData}, ${cxt.schemaCode})`);
    },
  };
}

/** maxExtraRoles: N, on the roles object of a list item: the items after the first hold at most N roles between them. */
const maxExtraRoles = documentKeyword('maxExtraRoles', 'object', { type: 'integer', minimum: 0 }, 'isWithinExtraRoleLimit');

/** itemCountFrom: "lotCount", on a list: as many items as the sibling answer counts (keywords/itemCountFrom.ts). */
const itemCountFrom = documentKeyword('itemCountFrom', 'array', { type: 'string', minLength: 1 }, 'hasItemCountFrom');

export const customKeywords: Array<CodeKeywordDefinition | FuncKeywordDefinition> = [
  predicateKeyword('icp', 'string', 'isValidIcp'),
  predicateKeyword('nzbn', 'string', 'isValidNzbn'),
  nzPhone,
  optionsKeyword('distinctInArray', undefined, ['boolean', 'object'], 'isDistinctInArray', true, {
    anyOf: [
      { type: 'boolean' },
      {
        type: 'object',
        properties: { ignore: { type: 'array', items: { type: 'string' } }, caseSensitive: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
  }),
  heldByExactlyOne,
  maxExtraRoles,
  itemCountFrom,
  optionsKeyword('businessDay', 'string', ['boolean', 'object'], 'isBusinessDay', false, {
    anyOf: [
      { type: 'boolean' },
      { type: 'object', properties: { region: { type: 'string' } }, additionalProperties: false },
    ],
  }),
  // commercialWorkingDay: true, a weekday that is not a commercial non-working day of the deployment's region.
  predicateKeyword('commercialWorkingDay', 'string', 'isCommercialWorkingDay'),
  optionsKeyword('dateWindow', 'string', ['object'], 'isWithinDateWindow', false, {
    type: 'object',
    properties: { minDaysFromToday: { type: 'integer' }, maxDaysFromToday: { type: 'integer' }, maxMonthsFromToday: { type: 'integer', minimum: 0 } },
    additionalProperties: false,
  }),
];
