// Ids of the elements that describe a field. The engine's field template
// renders help text as `${id}__help` and the field's error as `${id}__error`;
// widgets point aria-describedby at whichever exist, so screen readers read
// the message with the field.
export function helpId(id: string): string {
  return `${id}__help`;
}

export function errorId(id: string): string {
  return `${id}__error`;
}

export function describedBy(id: string, { hasHelp, hasError }: { hasHelp: boolean; hasError: boolean }): string | undefined {
  const ids = [hasError ? errorId(id) : null, hasHelp ? helpId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
