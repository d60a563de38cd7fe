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

/** The id of the "Filled in from your profile" note of a locked field. */
export function lockedNoteId(id: string): string {
  return `${id}__locked`;
}

/** aria-describedby for a widget: its error, help, and locked note when present, plus any extra ids. */
export function widgetDescribedBy(
  id: string,
  { hasHelp, hasError, locked, extra = [] }: { hasHelp: boolean; hasError: boolean; locked: boolean; extra?: Array<string | null | undefined> },
): string | undefined {
  const ids = [describedBy(id, { hasHelp, hasError }), ...extra, locked ? lockedNoteId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
