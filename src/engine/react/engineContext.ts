// What the host (the portal, the studio, a test) hands the engine, and what the
// engine hands every widget through RJSF's `formContext`. Domain knowledge
// (addresses, retailers, holidays) arrives only through these data sources.

export interface Option {
  value: string;
  label: string;
}

export interface AddressSuggestion {
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
}

export interface EngineFormContext {
  dataSources: DataSources;
  /** True when the host says the user is signed in (enables Save; locks prefilled fields). */
  signedIn: boolean;
  /** The current document, for widgets that look beyond their own value (role picker). */
  getDocument(): unknown;
  /** Asks the engine to validate one field, by pointer, after the user leaves it. */
  validateField(pointer: string): void;
  /** Sets another field's value by pointer (a lookup storing the chosen id beside the label). */
  setValue(pointer: string, value: unknown): void;
  /** The document pointer of a widget, from its DOM id. */
  pointerOf(id: string): string;
  /** True for fields the host prefilled from the user's profile; widgets render them read-only. */
  isLocked(pointer: string): boolean;
}

/** Reads the engine context from a widget's `registry.formContext` (or `formContext` prop). */
export function engineContextOf(formContext: unknown): EngineFormContext {
  const context = formContext as Partial<EngineFormContext> | undefined;
  return {
    dataSources: context?.dataSources ?? {},
    signedIn: context?.signedIn ?? false,
    getDocument: context?.getDocument ?? (() => undefined),
    validateField: context?.validateField ?? (() => undefined),
    setValue: context?.setValue ?? (() => undefined),
    pointerOf: context?.pointerOf ?? ((id: string) => id),
    isLocked: context?.isLocked ?? (() => false),
  };
}
