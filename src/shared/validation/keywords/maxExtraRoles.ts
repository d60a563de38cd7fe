// The first contact on an order is the requester; further contacts may take
// some of the other roles, but only so many in total (spec 1 section 5: "At
// most 2 additional roles can be assigned across extra contacts"). The rule
// sits on the roles object of each contact. Walking the contacts after the
// first in order, a contact that holds a role while the running total is
// over the limit fails, so the message appears where a role must be
// unticked, never on the first contact.

import { getAtPath, locateArraySiblings } from './pointer';

/** Number of flags set to `true` in a roles object; anything else counts as none. */
export function countHeldRoles(roles: unknown): number {
  if (roles === null || typeof roles !== 'object' || Array.isArray(roles)) return 0;
  return Object.values(roles).filter((held) => held === true).length;
}

export function isWithinExtraRoleLimit(value: unknown, instancePath: string, rootData: unknown, max: number): boolean {
  const located = locateArraySiblings(instancePath, rootData);
  if (!located || located.index === 0) return true;
  const own = countHeldRoles(value);
  if (own === 0) return true;
  let total = 0;
  for (let index = 1; index <= located.index; index++) {
    // The value under validation is authoritative for our own item.
    total += index === located.index ? own : countHeldRoles(getAtPath(located.items[index], located.propertyPath));
  }
  return total <= max;
}
