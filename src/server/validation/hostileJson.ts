// What no request may carry, whatever the route (issue 11; docs/operations/security.md,
// "Hostile input"): text PostgreSQL cannot store (NUL, unpaired UTF-16
// surrogates: refused in jsonb, and turned into U+FFFD in text), documents
// nested deeper than any form can produce (deep enough ones overflow the stack
// of JSON.stringify and of recursive code), member names that reach an
// object's prototype when code copies them, and numbers too large to survive
// a round trip (JSON.parse turns 1e400 into Infinity, stored as null).
// Pure and iterative: a document nested 100,000 deep is walked without
// recursion, so checking it cannot overflow the stack either.
import { escapeSegment } from '../../shared/jsonPointer';

/**
 * The deepest nesting of objects and arrays a request may have. The deepest
 * path the forms can make is 6 containers deep (livening:
 * /metered/sites/N/addressInformation/manualStreetAddress/unit, and
 * /metered/sites/N/uploadUnits/N/md5 is 5), 7 inside a draft's envelope
 * ({ orderType, liveningIcpOrder: {...} }); profile's is 2. 32 leaves a wide
 * margin for forms to grow while staying far below what recursive code
 * (JSON.stringify, Ajv, structured clone) can handle.
 */
export const MAX_JSON_DEPTH = 32;

/** Member names refused anywhere: copying them onto an object reaches its prototype. */
export const FORBIDDEN_MEMBER_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A refusal stops after this many problems: enough to fix a document, never a huge answer. */
export const MAX_REPORTED_PROBLEMS = 20;

export type HostileKind = 'nul' | 'surrogate' | 'depth' | 'member-name' | 'number';

export interface HostileProblem {
  kind: HostileKind;
  /** RFC 6901 pointer of the offending value (or member, for a bad name). */
  pointer: string;
  message: string;
}

export const HOSTILE_BODY_MESSAGE = 'The request holds characters or structure that cannot be accepted';
export const NUL_MESSAGE = 'Remove the NUL character (\\u0000): it cannot be stored';
export const SURROGATE_MESSAGE = 'The text is not valid Unicode (it holds an unpaired surrogate)';
export const NUL_IN_NAME_MESSAGE = 'The field name holds a NUL character (\\u0000), which cannot be stored';
export const SURROGATE_IN_NAME_MESSAGE = 'The field name is not valid Unicode (it holds an unpaired surrogate)';
export const DEPTH_MESSAGE = `The document is nested more than ${MAX_JSON_DEPTH} levels deep`;
export const NUMBER_MESSAGE = 'The number is too large';

export function forbiddenMemberMessage(name: string): string {
  return `The field name "${name}" is not accepted`;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** True when PostgreSQL can store the text unchanged (in text and in jsonb). */
export function isStorableText(text: string): boolean {
  return !hasNul(text) && !hasLoneSurrogate(text);
}

/** The problem with one piece of text (a value or a member name), if any. */
export function textProblem(text: string, pointer: string, isName = false): HostileProblem | undefined {
  if (hasNul(text)) return { kind: 'nul', pointer, message: isName ? NUL_IN_NAME_MESSAGE : NUL_MESSAGE };
  if (hasLoneSurrogate(text)) return { kind: 'surrogate', pointer, message: isName ? SURROGATE_IN_NAME_MESSAGE : SURROGATE_MESSAGE };
  return undefined;
}

/** What the log records of a refusal: the kinds of problem and how many, never the offending text (or pointers, which hold member names). */
export function hostileLogFields(problems: readonly HostileProblem[]): { reasons: HostileKind[]; problemCount: number } {
  return { reasons: [...new Set(problems.map((problem) => problem.kind))], problemCount: problems.length };
}

/** A value still to check, or a problem found in a member's name (reported in its place). */
type Pending =
  | {
      value: unknown;
      pointer: string;
      /** Containers enclosing this value (the root has 0). */
      depth: number;
    }
  | { problem: HostileProblem };

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * Everything in a parsed JSON document (at most MAX_REPORTED_PROBLEMS) that
 * the server refuses, in document order; empty when the document is fine.
 * Expects what JSON.parse returns: own enumerable members only, no cycles.
 */
export function findHostileJson(document: unknown): HostileProblem[] {
  const problems: HostileProblem[] = [];
  const stack: Pending[] = [{ value: document, pointer: '', depth: 0 }];
  while (stack.length > 0 && problems.length < MAX_REPORTED_PROBLEMS) {
    const next = stack.pop()!;
    if ('problem' in next) {
      problems.push(next.problem);
      continue;
    }
    const { value, pointer, depth } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value, pointer);
      if (problem) problems.push(problem);
      continue;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) problems.push({ kind: 'number', pointer, message: NUMBER_MESSAGE });
      continue;
    }
    if (!isContainer(value)) continue;
    // This value is a container inside `depth` others: it is level depth + 1.
    if (depth + 1 > MAX_JSON_DEPTH) {
      problems.push({ kind: 'depth', pointer, message: DEPTH_MESSAGE });
      continue;
    }
    const children: Pending[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, index) => children.push({ value: item, pointer: `${pointer}/${index}`, depth: depth + 1 }));
    } else {
      for (const [name, member] of Object.entries(value)) {
        const memberPointer = `${pointer}/${escapeSegment(name)}`;
        const nameProblem = FORBIDDEN_MEMBER_NAMES.includes(name)
          ? { kind: 'member-name' as const, pointer: memberPointer, message: forbiddenMemberMessage(name) }
          : textProblem(name, memberPointer, true);
        children.push(nameProblem ? { problem: nameProblem } : { value: member, pointer: memberPointer, depth: depth + 1 });
      }
    }
    // Reversed onto the stack, so they are checked (and reported) in document order.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return problems;
}
