// Stands in for fast-uri in the portal's build (vite.config.ts aliases `fast-uri`
// here). @rjsf/utils imports it to resolve `$ref`s against a schema's `$id`, and
// to find an embedded schema by `$id`. The engine's display schemas carry
// neither: scripts/compile-validators.ts dereferences them (toDisplaySchema), so
// RJSF never reaches these functions for a form, yet every wizard route carried
// ~7.5 kB gzip of a full RFC 3986 library for them. This keeps both functions
// correct for what a JSON Schema may hold (absolute `$id`s, with relative or
// absolute `$ref`s) with the browser's own URL parser.

/** An absolute URI as the URL parser reads it; undefined when `text` is relative or not a URI. */
function absolute(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** `reference` resolved against `base`; a relative reference against no (or a relative) base stays as written. */
export function resolve(base: string | undefined, reference: string): string {
  const baseUrl = base ? absolute(base) : undefined;
  return (baseUrl ? absolute(reference, baseUrl.href) : absolute(reference))?.href ?? reference;
}

/** Whether two URIs name the same resource: compared in normal form when absolute, as written otherwise. */
export function equal(first: string, second: string): boolean {
  return (absolute(first)?.href ?? first) === (absolute(second)?.href ?? second);
}

const uriResolver = { resolve, equal };
export default uriResolver;
