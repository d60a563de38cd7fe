// The shape of a form's ui.json (see docs/schema-authoring.md and
// docs/decisions/0005-ui-schema-format.md). Framework-free: the React bindings
// and the tools read the same types.

/** A document pointer such as `/contactDetails/*\/email`; `*` stands for any array index. */
export type FieldPattern = string;

export type Condition =
  | { pointer: string; equals: unknown }
  | { pointer: string; notEquals: unknown }
  | { pointer: string; in: unknown[] }
  | { pointer: string; notIn: unknown[] }
  | { pointer: string; truthy: boolean }
  | { all: Condition[] }
  | { any: Condition[] };

export interface FieldUi {
  /** Registered widget name, e.g. `text`, `select`, `radio`, `addressLookup`. */
  widget?: string;
  label?: string;
  help?: string;
  placeholder?: string;
  /** Option labels by value, for select, radio and checkbox-group widgets. */
  options?: Record<string, string>;
  visibleWhen?: Condition;
  /** Name of a host-registered data source (async select, address lookup, date picker). */
  dataSource?: string;
  /** The host fills this field from the signed-in user's profile and locks it. */
  prefill?: string;
  /** Any further widget-specific option (maxLength, inputMode, addressKind, idField, ...). */
  [option: string]: unknown;
}

export interface SectionUi {
  title: string;
  description?: string;
  fields: FieldPattern[];
  visibleWhen?: Condition;
}

export interface StepUi {
  id: string;
  title: string;
  sections: string[];
}

/** A box to tick on the review step before Submit is enabled (privacy policy, declarations). */
export interface ConsentUi {
  /** Pointer of the boolean field that records it, e.g. `/privacyPolicyAccepted`. */
  pointer: string;
  label: string;
  link?: { text: string; href: string };
}

export interface FormUi {
  title: string;
  /** Step titles shown before this form's own steps in the progress indicator (e.g. "Service Type"). */
  leadingSteps?: string[];
  steps: StepUi[];
  sections: Record<string, SectionUi>;
  fields: Record<FieldPattern, FieldUi>;
  review?: { title: string; intro?: string; consent?: ConsentUi[] };
  submitLabel?: string;
}
