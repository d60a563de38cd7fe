// What the host (the portal, the studio, a test) hands the engine, and what the
// engine hands every widget through RJSF's `formContext`. Domain knowledge
// (addresses, retailers, holidays) arrives only through these data sources.
import type { Condition } from '../../shared/conditions/condition';

export interface Option {
  value: string;
  label: string;
}

export interface AddressSuggestion {
  id: string;
  label: string;
}

/** What a keyed lookup found for a complete key: its id and a label to show (e.g. the place the key names). */
export interface KeyedLookupResult {
  id: string;
  label: string;
}

export interface DateAvailability {
  /** ISO dates (YYYY-MM-DD), inclusive. */
  earliest?: string;
  latest?: string;
  /** ISO dates that cannot be chosen (weekends are the widget's own option). */
  unavailable?: string[];
}

/** Data sources the host registers by name; `ui.json` fields refer to them with `dataSource`. */
export interface DataSources {
  /** Async select options: e.g. `powerRetailers` -> [{ value: id, label: name }]. */
  options?: Record<string, () => Promise<Option[]>>;
  /** Address lookup: at least 3 characters; `kind` is the field's `addressKind` (site or billing). */
  addresses?: Record<string, (query: string, kind: string) => Promise<AddressSuggestion[]>>;
  /** Date picker availability. */
  dates?: Record<string, () => Promise<DateAvailability>>;
  /**
   * Keyed lookup (`keyedLookup` widget): called with a complete key (an identifier typed in full).
   * Resolves null when nothing has that key; rejects when the source could not answer.
   */
  keyedLookups?: Record<string, (key: string) => Promise<KeyedLookupResult | null>>;
}

export interface EngineFormContext {
  dataSources: DataSources;
  /** True when the host says the user is signed in (enables Save; locks prefilled fields). */
  signedIn: boolean;
  /** The current document, for widgets that look beyond their own value (role picker). */
  getDocument(): unknown;
  /**
   * Calls the listener after each change of the form's state; returns the unsubscribe. Widgets that
   * read other answers while rendering subscribe through useCommittedDocument, since the form
   * does not re-render a field whose own value did not change.
   */
  subscribe(listener: () => void): () => void;
  /** The committed document: what the renderer holds, without a value a blur staged before its change arrived. */
  getCommittedDocument(): unknown;
  /** Asks the engine to validate one field, by pointer, after the user leaves it. */
  validateField(pointer: string): void;
  /** Sets another field's value by pointer (a lookup storing the chosen id beside the label). */
  setValue(pointer: string, value: unknown): void;
  /** The document pointer of a widget, from its DOM id. */
  pointerOf(id: string): string;
  /** True for fields the host prefilled from the user's profile; widgets render them read-only. */
  isLocked(pointer: string): boolean;
  /** True when the field at a concrete pointer is shown for the current document (ui.json's visibleWhen). */
  isVisible(pointer: string): boolean;
  /** True when a ui.json condition holds for a document (`*` bound to `contextPointer`'s items). */
  holds(condition: Condition | undefined, document: unknown, contextPointer?: string): boolean;
  /** The locale the host registered for dates and numbers (undefined: the browser's). */
  locale?: string;
  /** True when the section's heading already names the group at `pointer` (see core/sectionHeadings): its legend is for screen readers only. */
  namedByHeading(pointer: string): boolean;
}

/** Reads the engine context from a widget's `registry.formContext` (or `formContext` prop). */
export function engineContextOf(formContext: unknown): EngineFormContext {
  const context = formContext as Partial<EngineFormContext> | undefined;
  return {
    dataSources: context?.dataSources ?? {},
    signedIn: context?.signedIn ?? false,
    getDocument: context?.getDocument ?? (() => undefined),
    subscribe: context?.subscribe ?? (() => () => undefined),
    getCommittedDocument: context?.getCommittedDocument ?? context?.getDocument ?? (() => undefined),
    validateField: context?.validateField ?? (() => undefined),
    setValue: context?.setValue ?? (() => undefined),
    pointerOf: context?.pointerOf ?? ((id: string) => id),
    isLocked: context?.isLocked ?? (() => false),
    isVisible: context?.isVisible ?? (() => true),
    holds: context?.holds ?? ((condition) => condition === undefined),
    locale: context?.locale,
    namedByHeading: context?.namedByHeading ?? (() => false),
  };
}

/** What an upload field may take, as the host declares it for an attachment type. */
export interface UploadAcceptance {
  /** Lower-case extensions without the dot, e.g. `['pdf', 'jpg']`; empty accepts any. */
  extensions: string[];
  /** The largest file, in bytes. */
  maxBytes: number;
}

export interface UploadedFile {
  /** The name the server stored the file under. */
  name: string;
  md5: string;
}

/**
 * The code an `upload` rejection carries when the server refused the file
 * itself (its name, type or content): the upload is not offered again, and the
 * rejection's `message` is shown at the file.
 */
export const UPLOAD_REFUSED = 'UPLOAD_NAME_FAILED';

export interface UploadRefusal {
  code: typeof UPLOAD_REFUSED;
  message?: string;
}

/** True for an `upload` rejection that means "this file is refused", not "the upload failed". */
export function isUploadRefusal(error: unknown): error is UploadRefusal {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UPLOAD_REFUSED;
}

/**
 * What the host hands upload fields as the Wizard's `uploader`: the file types
 * and size it accepts per attachment type, the upload, and the scan result.
 */
export interface Uploader {
  accept(attachmentType: string): UploadAcceptance;
  /**
   * Uploads one file. `onProgress` reports the bytes of the file sent so far.
   * Rejects with an `UploadRefusal` when the server refuses the file, with
   * anything else when the upload failed (it may be retried). `signal` aborts it.
   */
  upload(
    file: File,
    attachmentType: string,
    onProgress: (sentBytes: number, totalBytes: number) => void,
    signal?: AbortSignal,
  ): Promise<UploadedFile>;
  /** 'pending' while the scan runs, 'ok' for a clean file; anything else fails it. */
  scanResult(md5: string, attachmentType: string, signal?: AbortSignal): Promise<string>;
}

/** The host's uploader from a widget's form context, when it gave a complete one. */
export function uploaderOf(formContext: unknown): Uploader | undefined {
  const candidate = (formContext as { uploader?: Partial<Uploader> } | undefined)?.uploader;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  return typeof candidate.accept === 'function' && typeof candidate.upload === 'function' && typeof candidate.scanResult === 'function'
    ? (candidate as Uploader)
    : undefined;
}
