// When a customer's file name is put in a download's Content-Disposition, then
// the header carries an ASCII fallback and the exact UTF-8 name, and no name
// can split the header or break out of its quotes.
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './contentDisposition';

describe('attachmentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentDisposition('Site plan (v2).pdf')).toBe(`attachment; filename="Site plan (v2).pdf"; filename*=UTF-8''Site%20plan%20%28v2%29.pdf`);
  });

  it('drops CR and LF and never lets a quote or backslash into the quoted name', () => {
    const header = attachmentDisposition('plan "A"\r\n.pdf');
    expect(header).toBe(`attachment; filename="plan _A_.pdf"; filename*=UTF-8''plan%20%22A%22.pdf`);
    expect(attachmentDisposition('a\\b".pdf')).toBe(`attachment; filename="a_b_.pdf"; filename*=UTF-8''a%5Cb%22.pdf`);
    expect(attachmentDisposition('x\r\nSet-Cookie: a=b.pdf')).not.toMatch(/[\r\n]/);
  });

  it('gives macrons an unaccented fallback and the exact name percent-encoded', () => {
    expect(attachmentDisposition('Tāmaki Makaurau – units.xlsx')).toBe(
      `attachment; filename="Tamaki Makaurau _ units.xlsx"; filename*=UTF-8''T%C4%81maki%20Makaurau%20%E2%80%93%20units.xlsx`,
    );
  });

  it('names an empty or control-only name "download"', () => {
    expect(attachmentDisposition('\r\n')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(attachmentDisposition("it's*.pdf")).toBe(`attachment; filename="it's*.pdf"; filename*=UTF-8''it%27s%2A.pdf`);
  });
});
