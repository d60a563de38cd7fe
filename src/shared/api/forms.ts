// The form endpoints, and how the contract refers to form documents.
//   GET  /api/forms                  → { forms: ["livening", ...] }
//   POST /api/forms/{form}/validate  a document of that form → 200 { valid: true } | 400 | 404
// A form document (a livening order, a profile) is described by its form's
// own JSON Schema, schemas/<form>/schema.json, and checked by that form's
// precompiled validator inside the route, which words every message. Fastify
// does not check such bodies itself; the OpenAPI document shows them as the
// component `formComponentName(form)`, built from schemas/ (not a copy).

export interface FormListResponse {
  forms: string[];
}

export interface FormParams {
  form: string;
}

export interface FormValidationResponse {
  valid: true;
}

export const FORM_LIST_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['forms'],
  additionalProperties: false,
  properties: { forms: { type: 'array', items: { type: 'string' } } },
} as const;

export const FORM_PARAMS_SCHEMA = {
  type: 'object',
  required: ['form'],
  properties: { form: { type: 'string', description: 'A form of GET /api/forms, e.g. livening; another answers 404' } },
} as const;

export const FORM_VALIDATION_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    asOf: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description:
        'Check the document as on this New Zealand day (YYYY-MM-DD): date rules such as "from today to 3 months ahead" are measured from it. For example documents written on that day; the order endpoints always use today.',
    },
  },
  additionalProperties: false,
} as const;

export interface FormValidationQuery {
  asOf?: string;
}

export const FORM_VALIDATION_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['valid'],
  additionalProperties: false,
  properties: { valid: { type: 'boolean', const: true } },
} as const;

/** The OpenAPI component of a form's schema: `livening` → `LiveningForm`, as its generated type is named. */
export function formComponentName(form: string): string {
  return `${form.replace(/(^|[-_])(\w)/g, (_match, _separator: string, letter: string) => letter.toUpperCase())}Form`;
}

/** An OpenAPI request body the route checks itself (a form document, a multipart upload). */
export interface DocumentedRequestBody {
  description: string;
  required: true;
  content: Record<string, { schema: Record<string, unknown> }>;
}

/** A JSON body that is a document of one of these forms, shown as their schemas' components. */
export function formDocumentRequestBody(forms: readonly string[], description: string): DocumentedRequestBody {
  const references = forms.map((form) => ({ $ref: `#/components/schemas/${formComponentName(form)}` }));
  const schema = references.length === 1 ? references[0]! : { anyOf: references };
  return { description, required: true, content: { 'application/json': { schema } } };
}
