// Which fields of a form are shown, and the document without the hidden ones.
// A value typed into a field that a later answer hides must not be submitted
// or stored, whoever sent it: the browser prunes before it validates and sends,
// and the server prunes again, by the same rules, before it validates and
// stores (an API client can send anything).
import { escapeSegment, lineage, matchesPattern, parsePointer } from '../jsonPointer';
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

  const isVisible = (document: unknown, pointer: string): boolean => {
    if (rules.length === 0) return true;
    for (const ancestor of lineage(pointer)) {
      for (const rule of rules) {
        if (matchesPattern(rule.pattern, ancestor) && !holds(rule.condition, document, ancestor)) return false;
      }
    }
    return true;
  };

  const dropHidden = <T>(document: T): T => {
    const visit = (value: unknown, pointer: string): unknown => {
      if (pointer !== '' && !isVisible(document, pointer)) return undefined;
      if (Array.isArray(value)) return value.map((item, index) => visit(item, `${pointer}/${index}`));
      if (typeof value === 'object' && value !== null) {
        const result: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(value)) {
          const kept = visit(child, `${pointer}/${escapeSegment(key)}`);
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
