// Reading free text out of an order document for lines, summaries and mails:
// anything may be missing or of the wrong type in a draft, so every reader
// answers '' rather than failing.

/** A string trimmed, a number as written; '' for anything else. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The non-empty parts, joined. */
export function joinParts(parts: string[], separator: string): string {
  return parts.filter((part) => part !== '').join(separator);
}
