import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countHeldRoles, isWithinExtraRoleLimit } from './maxExtraRoles';

type Roles = Record<string, boolean>;

function order(...roles: Array<Roles | undefined>) {
  return { contactDetails: roles.map((held, index) => ({ firstName: `Contact ${index + 1}`, ...(held ? { roles: held } : {}) })) };
}

function verdicts(root: ReturnType<typeof order>, max = 2): boolean[] {
  return root.contactDetails.map((contact, index) =>
    isWithinExtraRoleLimit((contact as { roles?: Roles }).roles, `/contactDetails/${index}/roles`, root, max),
  );
}

const requester: Roles = { requester: true, siteAccessContactRole: false, powerRetailerAccountHolderRole: false };

describe('countHeldRoles', () => {
  it('counts only flags that are exactly true', () => {
    expect(countHeldRoles({ a: true, b: false, c: 'true', d: 1 })).toBe(1);
    expect(countHeldRoles(undefined)).toBe(0);
    expect(countHeldRoles([true, true])).toBe(0);
  });
});

describe('isWithinExtraRoleLimit', () => {
  it('never fails the first contact, however many roles it holds', () => {
    expect(verdicts(order({ requester: true, siteAccessContactRole: true, powerRetailerAccountHolderRole: true }), 0)).toEqual([true]);
  });

  it('accepts extra contacts holding up to the limit between them', () => {
    expect(verdicts(order(requester, { siteAccessContactRole: true, powerRetailerAccountHolderRole: true }))).toEqual([true, true]);
    expect(verdicts(order(requester, { siteAccessContactRole: true }, { powerRetailerAccountHolderRole: true }))).toEqual([true, true, true]);
  });

  it('fails the contact whose roles take the total over the limit, and those after it that hold roles', () => {
    expect(verdicts(order(requester, { a: true, b: true }, { c: true }))).toEqual([true, true, false]);
    expect(verdicts(order(requester, { a: true, b: true, c: true }))).toEqual([true, false]);
    expect(verdicts(order(requester, { a: true, b: true, c: true }, { d: false }, { e: true }))).toEqual([true, false, true, false]);
  });

  it('counts roles the first contact should hold if another contact ticks them', () => {
    expect(verdicts(order(requester, { a: true, b: true }, { requester: true }))).toEqual([true, true, false]);
  });

  it('is valid outside a list or with roles missing', () => {
    expect(isWithinExtraRoleLimit({ a: true, b: true, c: true }, '/roles', { roles: {} }, 2)).toBe(true);
    expect(verdicts(order(requester, undefined, { a: true }))).toEqual([true, true, true]);
  });

  it('uses the value under validation for its own contact', () => {
    const root = order(requester, { a: true }, {});
    expect(isWithinExtraRoleLimit({ b: true, c: true }, '/contactDetails/2/roles', root, 2)).toBe(false);
    expect(isWithinExtraRoleLimit({ b: true }, '/contactDetails/2/roles', root, 2)).toBe(true);
  });

  it('fails some contact exactly when the extra contacts hold more than the limit', () => {
    const roleSet = fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.boolean());
    fc.assert(
      fc.property(fc.array(roleSet, { minLength: 1, maxLength: 4 }), fc.nat({ max: 4 }), (roles, max) => {
        const root = order(...roles);
        const extra = roles.slice(1).reduce((sum, held) => sum + countHeldRoles(held), 0);
        expect(verdicts(root, max).includes(false)).toBe(extra > max);
      }),
    );
  });
});
