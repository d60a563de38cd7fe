import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isHeldByExactlyOne } from './heldByExactlyOne';

interface Contact {
  name: string;
  phone: string;
  roles: { siteAccessContactRole?: boolean; billingContactRole?: boolean };
}

function contacts(...holders: (boolean | undefined)[]): { contactDetails: Contact[] } {
  const people = [
    { name: 'Aroha Ngata', phone: '021 123 4567' },
    { name: 'Ben Smith', phone: '09 379 4000' },
    { name: 'Chen Wei', phone: '027 555 0199' },
  ];
  return {
    contactDetails: holders.map((held, i) => ({
      ...(people[i] ?? { name: `Contact ${i + 1}`, phone: '04 471 1234' }),
      roles: held === undefined ? {} : { siteAccessContactRole: held },
    })),
  };
}

const rolePath = (i: number) => `/contactDetails/${i}/roles/siteAccessContactRole`;

function verdicts(root: { contactDetails: Contact[] }): boolean[] {
  return root.contactDetails.map((c, i) => isHeldByExactlyOne(c.roles.siteAccessContactRole, rolePath(i), root));
}

describe('isHeldByExactlyOne', () => {
  it('is valid for a single contact who holds the role', () => {
    expect(verdicts(contacts(true))).toEqual([true]);
  });

  it('fails the only contact when they do not hold the role', () => {
    expect(verdicts(contacts(false))).toEqual([false]);
    expect(verdicts(contacts(undefined))).toEqual([false]);
  });

  it('is valid for everyone when exactly one of several holds it', () => {
    expect(verdicts(contacts(false, true))).toEqual([true, true]);
    expect(verdicts(contacts(true, false, false))).toEqual([true, true, true]);
    expect(verdicts(contacts(undefined, false, true))).toEqual([true, true, true]);
  });

  it('reports nobody-holds-it once, on the first contact', () => {
    expect(verdicts(contacts(false, false))).toEqual([false, true]);
    expect(verdicts(contacts(false, undefined, false))).toEqual([false, true, true]);
  });

  it('fails every holder after the first when several hold it', () => {
    expect(verdicts(contacts(true, true))).toEqual([true, false]);
    expect(verdicts(contacts(false, true, true))).toEqual([true, true, false]);
    expect(verdicts(contacts(true, true, true))).toEqual([true, false, false]);
  });

  it('counts only boolean true', () => {
    const root = contacts(false, false);
    (root.contactDetails[1]!.roles as Record<string, unknown>).siteAccessContactRole = 'true';
    expect(verdicts(root)).toEqual([false, true]);
  });

  it('counts roles independently', () => {
    const root = contacts(true, false);
    root.contactDetails[1]!.roles.billingContactRole = true;
    const billing = (i: number) => `/contactDetails/${i}/roles/billingContactRole`;
    expect(isHeldByExactlyOne(undefined, billing(0), root)).toBe(true);
    expect(isHeldByExactlyOne(true, billing(1), root)).toBe(true);
    expect(verdicts(root)).toEqual([true, true]);
  });

  it('is valid when the pointer does not lead into an array', () => {
    expect(isHeldByExactlyOne(false, '/roles/siteAccessContactRole', { roles: {} })).toBe(true);
    expect(isHeldByExactlyOne(false, '/contactDetails/0/roles/x', { contactDetails: {} })).toBe(true);
    expect(isHeldByExactlyOne(false, '/contactDetails/4/roles/x', contacts(false))).toBe(true);
  });

  it('reports one error when nobody holds the role and one per extra holder', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.boolean(), { nil: undefined }), { minLength: 1, maxLength: 6 }), (holders) => {
        const results = verdicts(contacts(...holders));
        const failures = results.filter((ok) => !ok).length;
        const count = holders.filter((h) => h === true).length;
        expect(failures).toBe(count === 0 ? 1 : count - 1);
        if (count >= 1) expect(results[holders.indexOf(true)]).toBe(true);
      }),
    );
  });
});
