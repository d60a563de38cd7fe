// Escaping for server-rendered pages. `html` is a tagged template that escapes
// every interpolated value unless it is already SafeHtml, so forgetting to
// escape is impossible rather than merely unlikely.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Nothing for null, undefined and false; arrays are concatenated; everything else is escaped text. */
function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks trusted markup (e.g. a form oidc-provider generated) as safe. Use sparingly. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
