// Fastify checks path parameters, query strings and the bodies that are not
// form documents against the contract's schemas (src/shared/api) before a
// route runs. Its refusals must leave in the API's one error shape
// ({ message, errors: [{ pointer, message }] }, src/server/errors.ts), so a
// client cannot tell whether Fastify or the route refused: this turns Ajv's
// errors into an ApiError, which the error handler sends as it is.
//
// Pointers: query and path parameters are `/<name>` (as the URL guard points
// at them), body fields their JSON pointer; a missing property is pointed at
// itself, not at its parent. Where a route words a field's refusal itself
// (e.g. ORDER_LIST_STATUS_MESSAGE at /status), it passes that refusal by
// pointer, so the message is the same as before Fastify checked the field.
import type { FastifyInstance, FastifySchemaValidationError, RouteShorthandOptions } from 'fastify';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { escapeSegment } from '../../shared/jsonPointer';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';

type SchemaErrorFormatter = NonNullable<RouteShorthandOptions['schemaErrorFormatter']>;

/** A route's own refusal of a field, by the field's pointer. */
export type FieldRefusals = Readonly<Record<string, () => ApiError>>;

function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The pointer of the field an error is about. */
export function pointerOf(error: FastifySchemaValidationError): string {
  const { missingProperty, additionalProperty } = error.params;
  const member = error.keyword === 'required' ? missingProperty : error.keyword === 'additionalProperties' ? additionalProperty : undefined;
  return typeof member === 'string' ? `${error.instancePath}/${escapeSegment(member)}` : error.instancePath;
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  string: 'text',
  object: 'a JSON object',
  array: 'a list',
  null: 'null',
};

/**
 * Words for a refusal no route worded itself. Plain, but never Ajv's
 * "must be integer": a person may read them (docs/operations/api.md).
 */
function messageOf(error: FastifySchemaValidationError, pointer: string): string {
  const name = pointer === '' ? 'The request' : unescapeToken(pointer.slice(pointer.lastIndexOf('/') + 1));
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `Give ${name}`;
    case 'additionalProperties':
      return `${name} is not expected here`;
    case 'type': {
      const types = (Array.isArray(params['type']) ? params['type'] : String(params['type']).split(',')) as string[];
      return `${name} must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`;
    }
    case 'enum':
      return `${name} must be one of: ${(params['allowedValues'] as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `${name} must be ${String(params['allowedValue'])}`;
    case 'minimum':
      return `${name} must be at least ${String(params['limit'])}`;
    case 'maximum':
      return `${name} must be at most ${String(params['limit'])}`;
    case 'minLength':
      return `${name} must be at least ${String(params['limit'])} characters long`;
    case 'maxLength':
      return `${name} must be at most ${String(params['limit'])} characters long`;
    default:
      return `${name} is not valid`;
  }
}

/** Ajv's errors as field errors, each field once. */
export function fieldErrorsOf(errors: readonly FastifySchemaValidationError[]): FieldError[] {
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const error of errors) {
    const pointer = pointerOf(error);
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    fieldErrors.push({ pointer, message: messageOf(error, pointer) });
  }
  return fieldErrors;
}

/**
 * A schema error formatter (the route option `schemaErrorFormatter`): the
 * route's own refusal of the first field that has one, otherwise a 400 with
 * every field's message at its pointer.
 */
export function refuseInvalidRequest(refusals: FieldRefusals = {}): SchemaErrorFormatter {
  return (errors) => {
    const fieldErrors = fieldErrorsOf(errors);
    const refusal = fieldErrors.map(({ pointer }) => (Object.hasOwn(refusals, pointer) ? refusals[pointer] : undefined)).find(Boolean);
    if (refusal) return refusal();
    const fallback = fieldErrors.length > 0 ? fieldErrors : [{ pointer: '', message: VALIDATION_FAILED_MESSAGE }];
    return new ApiError(400, VALIDATION_FAILED_MESSAGE, fallback);
  };
}

/**
 * For a plugin of API routes: every route in it (and in its children) that has
 * no refusals of its own answers schema errors in the API's shape.
 */
export function answerSchemaErrorsInApiShape(app: FastifyInstance): void {
  app.setSchemaErrorFormatter(refuseInvalidRequest());
}
