// How address text is compared: lower case without accents or macrons,
// punctuation stripped, spaces collapsed, and common abbreviations read as the
// full word (rd = road, mt = mount …). A unit and number keep their slash
// (`2/12`), so "2/12 Ponsonby" finds flat 2 at number 12.

/** Abbreviations and the word they stand for; both sides are compared as the full word. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  rd: 'road',
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  mt: 'mount',
  cres: 'crescent',
  cr: 'crescent',
  pl: 'place',
  dr: 'drive',
  tce: 'terrace',
  hwy: 'highway',
  pde: 'parade',
  ln: 'lane',
  sq: 'square',
};

/** Extra spellings a word in an address answers to: `St Heliers` is also found as "Saint Heliers". */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  st: ['saint'],
};

/** Lower case, no accents or macrons, punctuation stripped, spaces collapsed; abbreviations left as typed. */
export function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`.]/g, '')
    .replace(/\s*\/\s*/g, '/')
    .replace(/[^a-z0-9/]+/g, ' ')
    .replace(/(^|\s)\/+|\/+(?=\s|$)/g, ' ')
    .replace(/\/{2,}/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of simplified text. */
export function tokenise(text: string): string[] {
  const simple = simplify(text);
  return simple === '' ? [] : simple.split(' ');
}

/** A token with a digit is a number (street, unit, postcode or box number) and must match exactly. */
export function isNumberToken(token: string): boolean {
  return /[0-9]/.test(token);
}

/** The full word for an abbreviation (`rd` → `road`); any other token as it is. */
export function canonicalWord(token: string): string {
  return ABBREVIATIONS[token] ?? token;
}

/** Simplified text with every abbreviation expanded: the form in which labels and queries are compared. */
export function normalise(text: string): string {
  return tokenise(text).map(canonicalWord).join(' ');
}

const NUMBER_PATTERN = /^(?:([a-z0-9]+)\/)?([0-9]+)([a-z]*)$/;

/**
 * The forms an address number answers to, the written form first. `12a` is
 * also found as "12"; a unit `2/12a` as "2/12", "12a" and "12" (as the NZ Post
 * finder does: typing 25 Grass Street shows 25A and the flats at 25).
 */
export function numberForms(token: string): string[] {
  const match = NUMBER_PATTERN.exec(token);
  if (!match) return [token];
  const [, unit, base, alpha] = match as unknown as [string, string | undefined, string, string];
  const forms = [token];
  if (unit) {
    if (alpha) forms.push(`${unit}/${base}`);
    forms.push(`${base}${alpha}`);
  }
  if (alpha) forms.push(base);
  return [...new Set(forms)];
}

/** The forms a word of an address answers to, the canonical form first: `rd` → road, rd. */
export function wordForms(token: string): string[] {
  return [...new Set([canonicalWord(token), token, ...(ALIASES[token] ?? [])])];
}
