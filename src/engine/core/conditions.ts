// Evaluates ui.json `visibleWhen` conditions against the current document.
import type { Condition } from './uiModel';
import { bindWildcards, getAt } from './pointer';
import equal from '../../shared/validation/runtime/equal';

/**
 * `contextPointer` is the concrete pointer of the field or section being
 * decided; a `*` in the condition's pointer takes its array indices.
 */
export function evaluateCondition(condition: Condition | undefined, document: unknown, contextPointer = ''): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((item) => evaluateCondition(item, document, contextPointer));
  if ('any' in condition) return condition.any.some((item) => evaluateCondition(item, document, contextPointer));
  const value = getAt(document, bindWildcards(condition.pointer, contextPointer));
  if ('equals' in condition) return equal(value, condition.equals);
  if ('notEquals' in condition) return !equal(value, condition.notEquals);
  if ('in' in condition) return condition.in.some((candidate) => equal(value, candidate));
  if ('notIn' in condition) return !condition.notIn.some((candidate) => equal(value, candidate));
  if ('truthy' in condition) return Boolean(value) === condition.truthy;
  return true;
}
