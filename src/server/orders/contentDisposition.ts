// A Content-Disposition header for a download whose name came from a customer
// (RFC 6266 with RFC 8187 encoding): an ASCII fallback `filename="..."` for
// old clients, and `filename*=UTF-8''...` with the real name percent-encoded.
// Control characters (CR, LF, ...) are dropped; quotes and backslashes never
// reach the quoted string, so the header cannot be split or broken out of.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** RFC 8187 value characters: attr-char, everything else percent-encoded. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Tāne" -> "Tane"
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
    .trim();
  return ascii === '' ? 'download' : ascii;
}

export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(CONTROL, '').trim() || 'download';
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
