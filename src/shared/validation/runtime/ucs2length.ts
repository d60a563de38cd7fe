// ESM stand-in for ajv's CommonJS runtime helper of the same name. Precompiled
// validators import it instead of `require("ajv/dist/runtime/ucs2length")`,
// so the browser bundle stays pure ESM and needs no CommonJS interop.
// minLength/maxLength count Unicode code points, not UTF-16 units ("Ōtāhuhu" is 7).
export default function ucs2length(text: string): number {
  let length = 0;
  for (const _codePoint of text) length++;
  return length;
}
