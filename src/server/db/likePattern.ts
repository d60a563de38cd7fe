// A search text as a LIKE pattern that matches it anywhere (or at the start),
// taken literally: %, _ and the escape character itself are escaped, so a
// search for "50%" finds "50%" and not everything that starts with "50".
// Backslash is PostgreSQL's default LIKE escape, on both back ends.

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
