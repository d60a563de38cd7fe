// The text of a JSON value with object keys sorted, so that two spellings of
// the same value give the same text. Conditions look up their precompiled
// validator by it ({"const": 1, "type": "number"} and the same keys the other
// way round are one schema), and the server fingerprints a request body with
// it (a retry that sends the same document in another key order is the same
// body). Arrays keep their order.
//
// The text is built in one string rather than from per-level arrays joined:
// the server runs this over every submitted document, and the arrays were most
// of its cost. A value that is not JSON (undefined) is written as null.

export function canonicalJson(value: unknown): string {
  let text = '';
  const write = (current: unknown): void => {
    if (Array.isArray(current)) {
      text += '[';
      for (let index = 0; index < current.length; index++) {
        if (index > 0) text += ',';
        write(current[index]);
      }
      text += ']';
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current).sort();
      text += '{';
      for (let index = 0; index < keys.length; index++) {
        const key = keys[index]!;
        if (index > 0) text += ',';
        text += JSON.stringify(key);
        text += ':';
        write((current as Record<string, unknown>)[key]);
      }
      text += '}';
    } else {
      text += JSON.stringify(current) ?? 'null';
    }
  };
  write(value);
  return text;
}
