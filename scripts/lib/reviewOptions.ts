// Schema lint's checks of how fields read on the review page (`reviewAs`,
// `reviewLine`; docs/schema-authoring.md, "The review page"). A misspelt shape
// or option would otherwise be ignored quietly and the review fall back to its
// default, so both are refused; every `{name}` of a line must name a field.
import type { JsonObject } from './formFolders';
import { parseReviewLine } from '../../src/engine/core/reviewLine';
import { REVIEW_OPTIONS, REVIEW_SHAPES } from '../../src/engine/core/uiModel';

export interface ReviewLineReference {
  where: string;
  name: string;
  /** The pointers the name may stand for: a field of the group, or of each item when the field is a list. */
  candidates: string[];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ').replace(/, ([^,]*)$/, ' or $1');

function fieldEntries(ui: JsonObject): Array<[string, JsonObject]> {
  const fields = ui['fields'];
  return isObject(fields) ? Object.entries(fields).filter((entry): entry is [string, JsonObject] => isObject(entry[1])) : [];
}

/** Problems with the review options of each field, each naming where it is (`fields["/x"].reviewAs`). */
export function reviewOptionProblems(ui: JsonObject): string[] {
  const problems: string[] = [];
  for (const [pattern, options] of fieldEntries(ui)) {
    const where = `fields["${pattern}"]`;
    for (const key of Object.keys(options)) {
      if (/^review/i.test(key) && !(REVIEW_OPTIONS as readonly string[]).includes(key)) {
        problems.push(`${where} has "${key}", which is not a review option: use ${quoted(REVIEW_OPTIONS)}`);
      }
    }
    const shape = options['reviewAs'];
    if (shape !== undefined && !(REVIEW_SHAPES as readonly unknown[]).includes(shape)) {
      problems.push(`${where}.reviewAs is ${JSON.stringify(shape)}: use ${quoted(REVIEW_SHAPES)}`);
    }
    const line = options['reviewLine'];
    if (line === undefined) continue;
    if (typeof line !== 'string' || parseReviewLine(line).parts.length === 0) {
      problems.push(`${where}.reviewLine must be text naming the group's fields in braces, e.g. "{unit}/{streetNumber} {streetName}"`);
      continue;
    }
    if (parseReviewLine(line).parts.some((part) => part.name === '')) problems.push(`${where}.reviewLine has an empty "{}"`);
    if (shape !== undefined && shape !== 'line') problems.push(`${where}.reviewLine needs "reviewAs": "line" (or no reviewAs), not ${JSON.stringify(shape)}`);
  }
  return problems;
}

/** Every `{name}` of every `reviewLine`, for lint to check against the schema. */
export function reviewLineReferences(ui: JsonObject): ReviewLineReference[] {
  return fieldEntries(ui).flatMap(([pattern, options]) => {
    const line = options['reviewLine'];
    if (typeof line !== 'string') return [];
    return parseReviewLine(line)
      .parts.filter((part) => part.name !== '')
      .map((part) => ({
        where: `fields["${pattern}"].reviewLine`,
        name: part.name,
        candidates: [`${pattern}/${part.name}`, `${pattern}/*/${part.name}`],
      }));
  });
}
