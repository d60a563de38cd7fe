// HTML forms post application/x-www-form-urlencoded; Fastify has no parser
// for it built in. URLSearchParams does the decoding, so no dependency.
// Like JSON bodies (plugins/jsonBody.ts), a form holding text the database
// cannot store (a NUL, an unpaired surrogate) is refused here with 400, before
// any route reads it.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import { escapeSegment } from '../../../shared/jsonPointer';
import { HOSTILE_BODY_MESSAGE, hostileLogFields, textProblem, type HostileProblem } from '../../validation/hostileJson';

/** Our forms are a few short fields; anything bigger is not one of them. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export type FormFields = Record<string, string>;

export function parseFormBody(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    // The first value wins: a duplicated field cannot override what the form sent.
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}

/** Every field name or value the database could not store (URLSearchParams decodes bad UTF-8 to U+FFFD, but %00 to NUL). */
export function formBodyProblems(fields: FormFields | URLSearchParams): HostileProblem[] {
  const problems: HostileProblem[] = [];
  for (const [name, value] of fields instanceof URLSearchParams ? fields : Object.entries(fields)) {
    const pointer = `/${escapeSegment(name)}`;
    const problem = textProblem(name, pointer, true) ?? textProblem(value, pointer);
    if (problem) problems.push(problem);
  }
  return problems;
}

export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (request, body, done) => {
    const text = String(body);
    // Every submitted field is checked, the repeated ones parseFormBody ignores too.
    const problems = formBodyProblems(new URLSearchParams(text));
    if (problems.length > 0) {
      request.log.info(hostileLogFields(problems), 'hostile form body refused');
      done(new ApiError(400, HOSTILE_BODY_MESSAGE, problems.map(({ pointer, message }) => ({ pointer, message }))), undefined);
      return;
    }
    done(null, parseFormBody(text));
  });
}

/** A field of a parsed form (or JSON) body, or '' when absent or not text. */
export function fieldOf(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
