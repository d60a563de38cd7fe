// The API's one error shape (DESIGN.md section 6), as the contract states it:
//   { "message": "...", "errors": [{ "pointer": "/contactDetails/0/email", "message": "Enter a valid email" }] }
// Every 400 carries `errors` with at least one pointer ('' for the whole
// request); other statuses carry `message` only. Query and path parameters are
// pointed at as `/<name>`.
import type { FieldError } from '../validation/fieldErrors';

export type { FieldError };

export interface ApiErrorBody {
  message: string;
  errors?: FieldError[];
}

export const FIELD_ERROR_SCHEMA = {
  type: 'object',
  required: ['pointer', 'message'],
  additionalProperties: false,
  properties: {
    pointer: { type: 'string', description: 'RFC 6901 pointer of the field ("/status" for a query parameter); "" for the whole request' },
    message: { type: 'string', description: 'What is wrong, worded for the person who entered it' },
  },
} as const;

export const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: { type: 'string' },
    errors: { type: 'array', items: FIELD_ERROR_SCHEMA, description: 'Present on every 400, with at least one entry' },
  },
} as const;

/** A response entry for an error status of one route: the error shape, with what the status means there. */
export function errorResponse(description: string) {
  return { ...API_ERROR_SCHEMA, description };
}

/** The answer of every route that needs a sign-in, when the bearer token is missing or no longer valid. */
export const SIGN_IN_REQUIRED_RESPONSE = errorResponse('No bearer access token, or one that is not valid (any more)');
