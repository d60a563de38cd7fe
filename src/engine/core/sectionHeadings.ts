// One heading per level. A section's heading ("Contact details") already names
// a group that is all the section shows ("Contacts", whose items are "Contact
// 1", "Contact 2"), or the question it opens with ("Account type"). Showing the
// group's legend as well stacks two headings that say the same; the engine
// keeps such a legend for screen readers (it still names the fieldset) and
// hides it from view. Item headings ("Site 1") are never covered: they number
// the items. Framework-free.
import type { FormModel } from './formModel';
import { formatPointer, parsePointer } from './pointer';

/** The pattern of a concrete pointer: array indices become `*`. */
function patternOf(pointer: string): string {
  return formatPointer(parsePointer(pointer).map((segment) => (/^\d+$/.test(segment) ? '*' : segment)));
}

/**
 * The patterns a section's heading names: each group that holds every field
 * of the section (but not a list's items), and the field itself when the
 * section has only one.
 */
export function patternsNamedByHeading(fields: readonly string[]): string[] {
  const [first, ...rest] = fields.map(parsePointer);
  if (!first) return [];
  // With one field, every segment is shared: the heading names the field too.
  let shared = first.length;
  for (const segments of rest) {
    let same = 0;
    while (same < shared && same < segments.length && segments[same] === first[same]) same++;
    shared = same;
  }
  return first
    .slice(0, shared)
    .map((_segment, index) => first.slice(0, index + 1))
    .filter((segments) => segments.at(-1) !== '*')
    .map(formatPointer);
}

const cache = new WeakMap<FormModel, Set<string>>();

function namedPatterns(model: FormModel): Set<string> {
  let named = cache.get(model);
  if (!named) {
    named = new Set(model.steps.flatMap((step) => step.sections.flatMap((section) => patternsNamedByHeading(section.fields))));
    cache.set(model, named);
  }
  return named;
}

/** True when the heading of the section holding `pointer` already names the group or field there. */
export function namedBySectionHeading(model: FormModel, pointer: string): boolean {
  return namedPatterns(model).has(patternOf(pointer));
}

/**
 * True when the field at `pointer` opens its section and is labelled as the
 * section is titled ("Account type" under "Account type"): the heading asks
 * the question, so the label need not say it again.
 */
export function labelRepeatsSectionHeading(model: FormModel, pointer: string, label: string | undefined): boolean {
  if (label === undefined) return false;
  const section = model.sectionOf(pointer);
  // The titles first: they rarely match, and the pointer's pattern costs a parse per field per render.
  return section !== undefined && section.title.trim().toLowerCase() === label.trim().toLowerCase() && section.fields[0] === patternOf(pointer);
}
