// Parts of a form that look beyond their own value (a field shown by another
// answer, roles taken by other contacts, a list that follows a count) listen
// to the form's commits themselves, in the manner of react-hook-form's
// field-level subscriptions. The form context RJSF hands every field stays
// the same object from one commit to the next, so RJSF's memoised fields skip
// every field whose own value and errors did not change, and a commit renders
// only what it touched plus these listeners (decision 0034).
import { useSyncExternalStore } from 'react';

/** What a listener needs of the engine's form context; a host without it never re-renders them. */
interface CommitSource {
  subscribe?: (listener: () => void) => () => void;
  getCommittedDocument?: () => unknown;
  getDocument?: () => unknown;
}

/**
 * The committed document, as the renderer holds it. Not the latest one: a blur
 * stages its value before RJSF reports the change, and a listener that acted
 * on the staged value (a field reconciling its own value with it) would send a
 * change the renderer then applies to a document without that value.
 */
function committedOf(source: CommitSource): unknown {
  return (source.getCommittedDocument ?? source.getDocument)?.();
}

const never = () => () => undefined;

function sourceOf(formContext: unknown): CommitSource {
  return (formContext ?? {}) as CommitSource;
}

/**
 * A value worked out from the committed document, kept current: the caller
 * re-renders when, and only when, the value changes. `select` must return a
 * primitive (compared with Object.is), such as a boolean or a joined key.
 */
export function useDocumentSelector<T extends string | number | boolean | null | undefined>(formContext: unknown, select: (document: unknown) => T): T {
  const source = sourceOf(formContext);
  const read = () => select(committedOf(source));
  return useSyncExternalStore(source.subscribe ?? never, read, read);
}

/**
 * Re-renders the caller on every change of the document, for widgets that read
 * several other answers while rendering. Returns the committed document.
 */
export function useCommittedDocument(formContext: unknown): unknown {
  const source = sourceOf(formContext);
  const read = () => committedOf(source);
  return useSyncExternalStore(source.subscribe ?? never, read, read);
}
