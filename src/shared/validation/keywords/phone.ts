// Field crews and the faults desk call or text the number a customer gives
// us, so each phone field states which kinds of number it will accept (a
// mobile for SMS updates, any NZ number for site access, an overseas number
// for absentee owners) and a wrong-shaped number is caught while the
// customer is still at the keyboard.

export type PhoneKind = 'mobile' | 'landline' | 'freephone' | 'international';

export const PHONE_KINDS: readonly PhoneKind[] = Object.freeze([
  'mobile',
  'landline',
  'freephone',
  'international',
] as const);

const PATTERNS: Readonly<Record<PhoneKind, RegExp>> = {
  mobile: /^02\d{7,9}$/,
  // Local subscriber numbers never start with 0 or 1 (those are trunk and
  // service prefixes), which is what tells "09 379 4000" from a typo.
  landline: /^0[34679][2-9]\d{6}$/,
  freephone: /^(?:0800|0508)\d{6,7}$/,
  // E.164 caps a full number at 15 digits; fewer than 8 cannot be a real
  // country code plus subscriber number.
  international: /^\+\d{8,15}$/,
};

export function matchesPhoneKinds(value: unknown, kinds: readonly PhoneKind[]): boolean {
  if (typeof value !== 'string') return false;
  // People group digits with spaces in all sorts of ways ("021 123 4567",
  // "0211 234 567"); hyphens and brackets stay invalid so that what we
  // store can be dialled or texted as is once the spaces are removed.
  const compact = value.replace(/ /g, '');
  if (compact === '') return false;
  // Kinds come from schema data at run time, so an unknown name must simply
  // not match rather than look something up on Object.prototype.
  return kinds.some((kind) => Object.hasOwn(PATTERNS, kind) && PATTERNS[kind].test(compact));
}

export function isNzMobile(value: unknown): boolean {
  return matchesPhoneKinds(value, ['mobile']);
}
