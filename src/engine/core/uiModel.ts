// The shape of a form's ui.json (see docs/schema-authoring.md and
// docs/decisions/0005-ui-schema-format.md). Framework-free: the React bindings
// and the tools read the same types.

/** A document pointer such as `/contactDetails/*\/email`; `*` stands for any array index. */
export type FieldPattern = string;

import type { Condition } from '../../shared/conditions/condition';

/** `visibleWhen`: the condition language both sides run (src/shared/conditions). */
export type { Condition };

/**
 * How a group or list reads on the review page (docs/decisions/0021-review-shapes.md):
 * `line`, one line of text (a list: one line per item); `table`, a row per
 * item and a column per field; `block`, a row per answer set in under the
 * group's label (a list: one block per item, headed by its item label).
 */
export const REVIEW_SHAPES = ['line', 'table', 'block'] as const;
export type ReviewShape = (typeof REVIEW_SHAPES)[number];

/** The field options the review page reads; lint refuses other `review…` names. */
export const REVIEW_OPTIONS = ['reviewAs', 'reviewLine'] as const;

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
  /** How this group or list reads on the review page; without it, see `REVIEW_SHAPES` and docs/schema-authoring.md. */
  reviewAs?: ReviewShape;
  /**
   * The one line of a group (of each item, on a list), e.g.
   * `{unit}/{streetNumber} {streetName}, {suburb} {postcode}`: `{name}` is the
   * group's answer, the text between is how answers join (src/engine/core/reviewLine.ts).
   * Implies `reviewAs: "line"`.
   */
  reviewLine?: string;
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

/** Values shown as text, never edited (e.g. business details in account settings). */
export interface ReadOnlySummaryUi {
  title: string;
  /** Shown under the values, e.g. who to contact to change them. */
  note?: string;
  /** Each row joins the non-empty values of its pointers with ', '; a row with none is left out. */
  rows: { label: string; pointers: string[] }[];
}

/**
 * Another page made from the same form: some of its sections on one page, and
 * optionally a read-only summary (account settings is a view of the profile form).
 */
export interface ViewUi {
  title: string;
  sections: string[];
  readOnly?: ReadOnlySummaryUi;
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
  /** Named views of this form, rendered by the single-page form. */
  views?: Record<string, ViewUi>;
  /**
   * Fields the host fills from what it knows of the signed-in user, and locks:
   * document pointer -> the name of a value the host supplies (e.g.
   * `"/contactDetails/0/firstName": "firstName"`). Guests fill them in themselves.
   */
  prefill?: Record<string, string>;
}

/** The Wizard's `prefill` prop from the form's `prefill` map and the host's values; empty values are left for the user. */
export function prefillValues(ui: FormUi, source: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!source) return values;
  for (const [pointer, name] of Object.entries(ui.prefill ?? {})) {
    const value = source[name];
    if (value !== undefined && value !== null && value !== '') values[pointer] = value;
  }
  return values;
}

/** The form's UI reduced to one step: a view's sections, or every step's sections in order. */
export function singlePageUi(ui: FormUi, viewName?: string): FormUi {
  if (viewName === undefined) {
    return { ...ui, steps: [{ id: 'all', title: ui.title, sections: ui.steps.flatMap((step) => step.sections) }] };
  }
  const view = ui.views?.[viewName];
  if (!view) throw new Error(`The form "${ui.title}" has no view called "${viewName}"`);
  return { ...ui, title: view.title, steps: [{ id: viewName, title: view.title, sections: view.sections }] };
}
