// HTML forms post application/x-www-form-urlencoded; Fastify has no parser
// for it built in. URLSearchParams does the decoding, so no dependency.
import type { FastifyInstance } from 'fastify';

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

export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, parseFormBody(String(body)));
  });
}

/** A field of a parsed form (or JSON) body, or '' when absent or not text. */
export function fieldOf(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
