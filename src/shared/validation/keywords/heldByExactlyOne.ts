// Some roles must belong to exactly one contact on an application, e.g. the
// site access contact whom the field crew phones on the day. Reporting the
// error on a single field (the first contact when nobody holds the role,
// every extra holder when several do) shows the customer where to act
// without flooding every contact card with the same message.

import { getAtPath, locateArraySiblings } from './pointer';

export function isHeldByExactlyOne(value: unknown, instancePath: string, rootData: unknown): boolean {
  const located = locateArraySiblings(instancePath, rootData);
  if (!located) return true;

  let holders = 0;
  let firstHolder = -1;
  located.items.forEach((item, index) => {
    // The value under validation is authoritative for our own item, so a
    // caller that passes a stale or partial root still gets a coherent answer.
    const held = index === located.index ? value : getAtPath(item, located.propertyPath);
    if (held === true) {
      holders++;
      if (firstHolder < 0) firstHolder = index;
    }
  });

  if (holders === 0) return located.index !== 0;
  if (holders === 1) return true;
  return value !== true || located.index === firstHolder;
}
