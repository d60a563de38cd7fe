// Which fields of a form are shown, and the document without the hidden ones.
// A value typed into a field that a later answer hides must not be submitted
// or stored, whoever sent it: the browser prunes before it validates and sends,
// and the server prunes again, by the same rules, before it validates and
// stores (an API client can send anything).
import { escapeSegment, formatPointer, isArrayIndex, parsePointer } from '../jsonPointer';
import { conditionEvaluator, type Condition, type ConditionHolds, type ConditionValidators } from './condition';
import { applyDerivedValues, type DerivedValue } from './derivedValues';
import type { CompiledValidatorModule } from '../validation/compiledValidator';

/** The part of a form's ui.json that decides what is shown. */
export interface ConditionalUi {
  steps: ReadonlyArray<{ sections: readonly string[] }>;
  sections: Readonly<Record<string, { fields: readonly string[]; visibleWhen?: Condition }>>;
  fields: Readonly<Record<string, { visibleWhen?: Condition } | undefined>>;
}

/** A pattern that is hidden, with everything inside it, unless its condition holds. */
export interface VisibilityRule {
  pattern: string;
  condition: Condition;
}

/**
 * A section's condition covers the top-level properties it renders (a section
 * owns a property when it is the first, in step order, to list one of its
 * fields); a field's condition covers the field.
 */
export function visibilityRulesOf(ui: ConditionalUi): VisibilityRule[] {
  const rules: VisibilityRule[] = [];
  const owned = new Set<string>();
  for (const step of ui.steps) {
    for (const id of step.sections) {
      const section = ui.sections[id];
      if (!section) continue;
      for (const pattern of section.fields) {
        const property = parsePointer(pattern)[0];
        if (property === undefined || owned.has(property)) continue;
        owned.add(property);
        if (section.visibleWhen) rules.push({ pattern: `/${escapeSegment(property)}`, condition: section.visibleWhen });
      }
    }
  }
  for (const [pattern, options] of Object.entries(ui.fields)) {
    if (options?.visibleWhen) rules.push({ pattern, condition: options.visibleWhen });
  }
  return rules;
}

export interface FormVisibility {
  /** True when a condition holds for the document (no condition always holds). */
  holds: ConditionHolds;
  /** True when neither the pointer nor any field or section around it is hidden. */
  isVisible(document: unknown, pointer: string): boolean;
  /** The document with the schema's derived values set (derivedValues.ts); itself when they already are. */
  derive<T>(document: T): T;
  /**
   * The document as the form sends it: derived values set, then the values of
   * hidden fields and sections dropped (a copy).
   */
  prune<T>(document: T): T;
}

/**
 * `derivations` are the schema's derived values (the generated module's
 * `derivations`): they are set before anything is decided, so conditions can
 * read them.
 */
export function createFormVisibility(ui: ConditionalUi, validators: ConditionValidators, derivations: readonly DerivedValue[] = []): FormVisibility {
  const rules = visibilityRulesOf(ui);
  const holds = conditionEvaluator(validators);
  const derive = <T>(document: T): T => applyDerivedValues(derivations, holds, document);

  // PERFORMANCE: each rule's pattern is parsed once, and rules are grouped by their number of
  // segments, since a rule can only match a pointer of its own length. Before, every check parsed
  // every pattern and every ancestor pointer again (a regex per segment): pruning one livening
  // order took close to half of POST /api/livening-icp's CPU time (docs/operations/benchmarks.md).
  // Parsed on first use, as before, so a malformed pattern fails where it failed then.
  type ParsedRule = { segments: string[]; condition: Condition };
  let rulesByLength: Array<ParsedRule[] | undefined> | undefined;
  const rulesOfLength = (length: number): ParsedRule[] | undefined => {
    if (!rulesByLength) {
      const grouped: Array<ParsedRule[] | undefined> = [];
      for (const rule of rules) {
        const segments = parsePointer(rule.pattern);
        (grouped[segments.length] ??= []).push({ segments, condition: rule.condition });
      }
      rulesByLength = grouped;
    }
    return rulesByLength[length];
  };
  /** matchesPattern (jsonPointer.ts) on parsed segments: the first `length` of `segments` against a pattern of that length. */
  const matches = (pattern: readonly string[], segments: readonly string[]): boolean => {
    for (let index = 0; index < pattern.length; index++) {
      const segment = pattern[index]!;
      const actual = segments[index]!;
      if (segment !== actual && !(segment === '*' && isArrayIndex(actual))) return false;
    }
    return true;
  };
  /** True unless a rule on exactly this pointer (its first `length` segments; `pointer` is their text) fails. */
  const ownRulesHold = (document: unknown, segments: readonly string[], length: number, pointer: () => string): boolean => {
    const candidates = rulesOfLength(length);
    if (!candidates) return true;
    let text: string | undefined;
    for (const rule of candidates) {
      if (matches(rule.segments, segments) && !holds(rule.condition, document, (text ??= pointer()))) return false;
    }
    return true;
  };

  // Outermost ancestor first, each ancestor's rules in ui.json order: the same checks, in the same
  // order, as testing every rule's pattern against every ancestor (lineage).
  const isVisible = (document: unknown, pointer: string): boolean => {
    if (rules.length === 0) return true;
    const segments = parsePointer(pointer);
    for (let length = 1; length <= segments.length; length++) {
      if (!ownRulesHold(document, segments, length, () => formatPointer(segments.slice(0, length)))) return false;
    }
    return true;
  };

  // The walk reaches a value only through visible ancestors (a hidden one is dropped with all it
  // holds), so each value needs only the rules on its own pointer: the same answer as isVisible.
  const dropHidden = <T>(document: T): T => {
    const segments: string[] = [];
    const visit = (value: unknown, pointer: string): unknown => {
      if (segments.length > 0 && rules.length > 0 && !ownRulesHold(document, segments, segments.length, () => pointer)) return undefined;
      if (Array.isArray(value)) {
        return value.map((item, index) => {
          segments.push(String(index));
          const kept = visit(item, `${pointer}/${index}`);
          segments.pop();
          return kept;
        });
      }
      if (typeof value === 'object' && value !== null) {
        const result: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(value)) {
          segments.push(key);
          const kept = visit(child, `${pointer}/${escapeSegment(key)}`);
          segments.pop();
          if (kept !== undefined) result[key] = kept;
        }
        return result;
      }
      return value;
    };
    return visit(document, '') as T;
  };

  // Derived again after dropping: a value derived from an answer that turns out hidden must not be
  // stored with it gone (a schema whose derivation reads only shown answers derives the same twice).
  const prune = <T>(document: T): T => derive(dropHidden(derive(document)));

  return { holds, isVisible, derive, prune };
}

const NO_UI: ConditionalUi = { steps: [], sections: {}, fields: {} };

/** The visibility of a form from its generated module (ui.json, condition validators, derived values). */
export function formVisibilityOf(module: CompiledValidatorModule): FormVisibility {
  return createFormVisibility((module.ui ?? NO_UI) as ConditionalUi, module.conditions ?? {}, module.derivations ?? []);
}
