// The one Ajv configuration of the project. Used at build time to precompile
// validators, and by tests and tools that compile schemas in process.
import Ajv2020 from 'ajv/dist/2020';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { _ } from 'ajv/dist/compile/codegen';
import { customKeywords } from './keywordDefinitions';

/**
 * Keywords our schemas may carry that Ajv should ignore. They annotate the data
 * for people and tools (ui.json carries the presentation) and never validate.
 */
const ANNOTATION_KEYWORDS = ['x-attachmentType', 'x-enumNames', 'tsType', 'x-attachmentTypes', 'x-maxFileBytes', 'x-maxFilesPerField', 'x-derive', 'x-notInDrafts'];

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, // ajv-errors needs every error, and the wizard shows them all at once
    strict: true,
    strictRequired: false, // `required` inside if/then names properties declared elsewhere
    // An open tuple ("prefixItems": [first], the rest free) is how a schema says
    // "the first item is special" (the first contact is the requester); strict
    // mode would only accept tuples of a fixed length.
    strictTuples: false,
    // "multipleOf": 0.1 (at most one decimal) compares with this tolerance:
    // in floating point 1.1 / 0.1 is 11.000000000000002, not a whole number.
    multipleOfPrecision: 9,
    allowUnionTypes: true,
    code: {
      source: true,
      esm: true,
      lines: true,
      // Formats are referenced, not inlined, in standalone code; the validator
      // compiler turns this require into an ESM namespace import.
      formats: _`require("ajv-formats/dist/formats").fullFormats`,
    },
  });
  addFormats(ajv, ['email', 'date', 'date-time', 'uri', 'uuid']);
  addErrors(ajv);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['string', 'array', 'object', 'boolean', 'number'] });
  for (const definition of customKeywords) ajv.addKeyword(definition);
  return ajv;
}
