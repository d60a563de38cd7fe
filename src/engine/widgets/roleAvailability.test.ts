import { describe, expect, it } from 'vitest';
import { locateInArray, normaliseRoles, roleAvailability, valueAt, type RoleState } from './roleAvailability';

const ROLES = ['requester', 'siteAccess', 'accountHolder', 'payer'];

function byRole(states: RoleState[]): Record<string, RoleState> {
  return Object.fromEntries(states.map((state) => [state.role, state]));
}

function contact(roles: Record<string, boolean>) {
  return { name: 'x', roles };
}

describe('locateInArray', () => {
  const document = { contacts: [contact({}), contact({ payer: true })], meta: { '0': { roles: {} } } };

  it('finds the array, the index and the path inside the item', () => {
    expect(locateInArray(['contacts', 1, 'roles'], document)).toEqual({
      arrayPath: ['contacts'],
      items: document.contacts,
      index: 1,
      innerPath: ['roles'],
    });
  });

  it('uses the nearest index when arrays are nested', () => {
    const nested = { sites: [{ units: [{ a: 1 }, { a: 2 }] }] };
    const located = locateInArray(['sites', 0, 'units', 1, 'a'], nested);
    expect(located?.arrayPath).toEqual(['sites', 0, 'units']);
    expect(located?.index).toBe(1);
    expect(located?.innerPath).toEqual(['a']);
  });

  it('treats a numeric string as an index only where the document holds an array', () => {
    expect(locateInArray(['meta', '0', 'roles'], document)).toBeNull();
    expect(locateInArray(['contacts', '1', 'roles'], document)?.index).toBe(1);
  });

  it('still gives the index from the path when the document lacks the array', () => {
    expect(locateInArray(['contacts', 2, 'roles'], {})).toEqual({ arrayPath: ['contacts'], items: [], index: 2, innerPath: ['roles'] });
  });

  it('returns null for a path outside any array', () => {
    expect(locateInArray(['roles'], document)).toBeNull();
  });

  it('reads values by path', () => {
    expect(valueAt(document, ['contacts', 1, 'roles', 'payer'])).toBe(true);
    expect(valueAt(document, ['contacts', 5])).toBeUndefined();
  });
});

describe('roleAvailability', () => {
  it('disables for other items a role one item holds, and says who holds it', () => {
    const items = [contact({ requester: true, siteAccess: true }), contact({})];
    const states = byRole(roleAvailability(items, 1, ['roles'], { roles: ROLES }).roles);
    expect(states['siteAccess']).toMatchObject({ checked: false, disabled: true, takenBy: 0 });
    expect(states['payer']).toMatchObject({ checked: false, disabled: false, takenBy: null });
  });

  it('frees the roles of a removed item (availability comes from the items alone)', () => {
    const withSecond = [contact({}), contact({ payer: true })];
    expect(byRole(roleAvailability(withSecond, 0, ['roles'], { roles: ROLES }).roles)['payer']?.disabled).toBe(true);
    const removed = withSecond.slice(0, 1);
    expect(byRole(roleAvailability(removed, 0, ['roles'], { roles: ROLES }).roles)['payer']?.disabled).toBe(false);
  });

  it('forces the first-item roles on item 0 and hides them from the others', () => {
    const items = [contact({}), contact({})];
    const first = byRole(roleAvailability(items, 0, ['roles'], { roles: ROLES, firstItemRoles: ['requester'] }).roles);
    expect(first['requester']).toMatchObject({ checked: true, disabled: true, forced: true, hidden: false });
    const second = byRole(roleAvailability(items, 1, ['roles'], { roles: ROLES, firstItemRoles: ['requester'] }).roles);
    expect(second['requester']).toMatchObject({ hidden: true, checked: false, takenBy: 0 });
  });

  it('limits the roles held across items other than the first', () => {
    const items = [
      contact({ requester: true, siteAccess: true, accountHolder: true }),
      contact({ payer: true }),
      contact({ accountHolder: false, siteAccess: false }),
    ];
    // Item 0's roles do not count towards the limit.
    const before = roleAvailability(items, 2, ['roles'], { roles: ['siteAccess', 'accountHolder', 'payer', 'other'], maxExtraRoles: 2 });
    expect(before.extraAssigned).toBe(1);
    expect(before.limitReached).toBe(false);
    expect(byRole(before.roles)['other']?.disabled).toBe(false);

    const reached = [...items.slice(0, 2), contact({ other: true })];
    const after = roleAvailability(reached, 2, ['roles'], { roles: ['siteAccess', 'accountHolder', 'payer', 'other'], maxExtraRoles: 2 });
    expect(after.extraAssigned).toBe(2);
    expect(after.limitReached).toBe(true);
    // Held boxes stay enabled (they can be unticked); free ones are blocked.
    const states = byRole(after.roles);
    expect(states['other']).toMatchObject({ checked: true, disabled: false });
    const free = roleAvailability([...reached, contact({})], 3, ['roles'], {
      roles: ['siteAccess', 'accountHolder', 'payer', 'other', 'spare'],
      maxExtraRoles: 2,
    });
    expect(byRole(free.roles)['spare']?.disabled).toBe(true);
    // Item 0 is not limited.
    expect(byRole(roleAvailability(reached, 0, ['roles'], { roles: ['spare'], maxExtraRoles: 2 }).roles)['spare']?.disabled).toBe(false);
  });

  it('prefers the current value of its own item over the document', () => {
    const items = [contact({}), contact({})];
    const result = roleAvailability(items, 1, ['roles'], { roles: ROLES, maxExtraRoles: 1 }, { payer: true });
    expect(byRole(result.roles)['payer']?.checked).toBe(true);
    expect(result.extraAssigned).toBe(1);
    expect(byRole(result.roles)['siteAccess']?.disabled).toBe(true);
  });

  it('keeps a box enabled when two items hold the same role, so the conflict can be undone', () => {
    const items = [contact({ payer: true }), contact({ payer: true })];
    expect(byRole(roleAvailability(items, 1, ['roles'], { roles: ROLES }).roles)['payer']).toMatchObject({ checked: true, disabled: false, takenBy: 0 });
  });

  it('works on items that are the flags themselves', () => {
    const items = [{ a: true }, { b: true }];
    expect(byRole(roleAvailability(items, 1, [], { roles: ['a', 'b'] }).roles)['a']?.disabled).toBe(true);
  });
});

describe('normaliseRoles', () => {
  it('turns the first-item roles on for item 0 and off elsewhere', () => {
    expect(normaliseRoles({ payer: true }, 0, ['requester'])).toEqual({ payer: true, requester: true });
    expect(normaliseRoles(undefined, 0, ['requester'])).toEqual({ requester: true });
    expect(normaliseRoles({ requester: true }, 1, ['requester'])).toEqual({ requester: false });
  });

  it('returns the same object when nothing changes', () => {
    const value = { requester: true };
    expect(normaliseRoles(value, 0, ['requester'])).toBe(value);
    const other = { payer: true };
    expect(normaliseRoles(other, 1, ['requester'])).toBe(other);
  });
});
