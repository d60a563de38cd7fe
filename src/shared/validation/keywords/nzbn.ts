// The New Zealand Business Number is a GS1 GLN (13 digits, check digit
// last). Checking the digit up front catches transposed or mistyped NZBNs
// before they reach the NZBN register lookup or end up on an invoice.

const NZBN_PATTERN = /^\d{13}$/;

/** The check digit that completes the first 12 digits of an NZBN. */
export function gs1CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < first12.length; i++) {
    // GS1 weights alternate 3,1 from the digit next to the check digit; for
    // a 13-digit key that is 1,3,1,3,... counted from the left.
    sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNzbn(value: unknown): boolean {
  if (typeof value !== 'string' || !NZBN_PATTERN.test(value)) return false;
  return Number(value[12]) === gs1CheckDigit(value.slice(0, 12));
}
