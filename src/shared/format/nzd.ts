// Money as the product shows it: New Zealand dollars, "$1,234.56". Amounts are
// whole cents (integers), as payment providers count them, so no floating-point
// sum ever reaches the page.
import { NZ_LOCALE } from './nzTimeZone';

const NZD = new Intl.NumberFormat(NZ_LOCALE, { style: 'currency', currency: 'NZD' });

/** `123456` -> `$1,234.56`; `-5` -> `-$0.05`. Throws on anything but a whole number of cents. */
export function formatNzd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`An amount must be a whole number of cents, not ${cents}`);
  // A decimal string ("123456E-2") is formatted exactly (ES2023), where
  // cents / 100 is only the nearest binary fraction; an older browser reads
  // the string as that number, still exact for any real amount. `${-0}` is
  // "0", so there is no "-$0.00".
  return NZD.format(`${cents}E-2` as Intl.StringNumericLiteral);
}
