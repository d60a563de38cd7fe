// A group's answers as one line of text, the way ui.json's `reviewLine` says:
// `{unit}/{streetNumber} {streetName}, {suburb} {postcode}` reads "2/12 Queen
// Street, Hamilton East 3216". Optional answers must drop out without leaving
// their separators behind ("/12 Queen Street"), so the template is read as
// parts, each with the text written after it, rather than as a fill-in string.

export interface ReviewLineTemplate {
  /** Text before the first `{…}`: shown with the first answer only. */
  lead: string;
  /** Each `{name}` with the text written after it, up to the next `{…}` (after the last: the line's end). */
  parts: Array<{ name: string; after: string }>;
}

const PLACEHOLDER = /\{([^{}]*)\}/;

export function parseReviewLine(template: string): ReviewLineTemplate {
  const tokens = template.split(PLACEHOLDER);
  const parts: ReviewLineTemplate['parts'] = [];
  for (let index = 1; index < tokens.length; index += 2) parts.push({ name: (tokens[index] ?? '').trim(), after: tokens[index + 1] ?? '' });
  return { lead: tokens[0] ?? '', parts };
}

/**
 * The line for the answers `textOf` gives (undefined: not answered). Between
 * two answers that show, the line uses the text written right after the
 * earlier one, so a missing answer drops out with its separator. Text before
 * the first `{…}` goes with the first answer, text after the last with the
 * last. Undefined when no answer shows.
 */
export function joinReviewLine(template: string, textOf: (name: string) => string | undefined): string | undefined {
  const { lead, parts } = parseReviewLine(template);
  const shown = parts.flatMap((part, index) => {
    const text = textOf(part.name);
    return text === undefined || text === '' ? [] : [{ index, text, after: part.after }];
  });
  if (shown.length === 0) return undefined;
  let line = shown[0]?.index === 0 ? lead : '';
  shown.forEach((part, position) => {
    const isLastShown = position === shown.length - 1;
    line += part.text;
    if (!isLastShown || part.index === parts.length - 1) line += part.after;
  });
  return line;
}
