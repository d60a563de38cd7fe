// Which of an item's boolean flags ("roles") can be ticked, given the other
// items of the same array. Pure functions: the role picker derives everything
// from the current document, so removing an item frees its flags without any
// bookkeeping.
//
// Also holds the path helpers the group widgets share: RJSF gives a field its
// path as a list of segments (`['contacts', 1, 'roles']`, numbers for array
// indices); `formatPointer` in ../core/pointer turns one into a pointer.

import { getAtPath } from '../../shared/validation/keywords/pointer';

export type PathSegment = string | number;

const INDEX = /^(?:0|[1-9]\d*)$/;

/** The value at a field path, or undefined when any step is missing. */
export function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  return getAtPath(root, path.map(String));
}

export interface ArrayLocation {
  /** Path of the array that holds the item. */
  arrayPath: PathSegment[];
  /** The array's items in the document ([] when the document does not hold the array yet). */
  items: readonly unknown[];
  /** Index of the item the path runs through. */
  index: number;
  /** Path from that item down to the field. */
  innerPath: PathSegment[];
}

/**
 * Finds the nearest array item a field path runs through: the last numeric
 * segment is the item index and everything before it names the array. A
 * numeric string counts only when the document holds an array there (it may
 * be an object key); a number always counts (RJSF uses numbers for indices).
 */
export function locateInArray(path: readonly PathSegment[], document: unknown): ArrayLocation | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    const numeric = typeof segment === 'number' ? Number.isInteger(segment) && segment >= 0 : INDEX.test(segment ?? '');
    if (!numeric) continue;
    const arrayPath = path.slice(0, i);
    const container = valueAt(document, arrayPath);
    if (typeof segment === 'string' && !Array.isArray(container)) continue;
    return {
      arrayPath,
      items: Array.isArray(container) ? container : [],
      index: Number(segment),
      innerPath: path.slice(i + 1),
    };
  }
  return null;
}

export interface RoleOptions {
  /** The flags offered, in display order. */
  roles: readonly string[];
  /** Flags the first item always holds: forced on there, never offered to the other items. */
  firstItemRoles?: readonly string[];
  /** Across items other than the first, at most this many flags may be on in total. */
  maxExtraRoles?: number;
}

export interface RoleState {
  role: string;
  checked: boolean;
  disabled: boolean;
  /** Not offered to this item at all (a first-item role on another item). */
  hidden: boolean;
  /** Held because of `firstItemRoles`; cannot be changed. */
  forced: boolean;
  /** Index of another item that holds the flag, or null. */
  takenBy: number | null;
}

export interface RoleAvailability {
  roles: RoleState[];
  /** Flags on across items other than the first (first-item roles excluded). */
  extraAssigned: number;
  maxExtraRoles: number | null;
  /** True when `maxExtraRoles` is set and reached. */
  limitReached: boolean;
}

function flagsOf(item: unknown, rolePath: readonly PathSegment[]): Record<string, unknown> {
  const flags = valueAt(item, rolePath);
  return flags !== null && typeof flags === 'object' && !Array.isArray(flags) ? (flags as Record<string, unknown>) : {};
}

/**
 * The state of each role checkbox for item `index` of `items`.
 *
 * @param items the array's items as the document holds them
 * @param index the item whose checkboxes are being drawn
 * @param rolePath path from an item to its flags object (`['roles']`; `[]` when the items are the flags)
 * @param options the roles offered and the limits
 * @param current this item's own flags, when fresher than the document (the field's formData)
 */
export function roleAvailability(
  items: readonly unknown[],
  index: number,
  rolePath: readonly PathSegment[],
  options: RoleOptions,
  current?: unknown,
): RoleAvailability {
  const firstItemRoles = new Set(options.firstItemRoles ?? []);
  const maxExtraRoles =
    typeof options.maxExtraRoles === 'number' && Number.isFinite(options.maxExtraRoles) ? options.maxExtraRoles : null;
  const own = current !== undefined ? flagsOf(current, []) : flagsOf(items[index], rolePath);
  const flagsAt = (j: number): Record<string, unknown> => (j === index ? own : flagsOf(items[j], rolePath));
  const count = Math.max(items.length, index + 1);

  let extraAssigned = 0;
  for (let j = 1; j < count; j++) {
    const flags = flagsAt(j);
    for (const role of options.roles) {
      if (!firstItemRoles.has(role) && flags[role] === true) extraAssigned++;
    }
  }
  const limitReached = maxExtraRoles !== null && extraAssigned >= maxExtraRoles;

  const roles = options.roles.map((role): RoleState => {
    const forced = index === 0 && firstItemRoles.has(role);
    const hidden = index !== 0 && firstItemRoles.has(role);
    let takenBy: number | null = null;
    if (hidden) {
      takenBy = 0;
    } else {
      for (let j = 0; j < count; j++) {
        if (j !== index && flagsAt(j)[role] === true) {
          takenBy = j;
          break;
        }
      }
    }
    const checked = forced || (!hidden && own[role] === true);
    // A box that is already ticked stays enabled (even in a conflict) so the
    // user can always untick it; only new ticks are blocked.
    const disabled = forced || hidden || (!checked && (takenBy !== null || (index !== 0 && limitReached)));
    return { role, checked, disabled, hidden, forced, takenBy };
  });

  return { roles, extraAssigned, maxExtraRoles, limitReached };
}

/**
 * The flags with the first-item rules applied: forced roles on for item 0,
 * first-item roles off for the others, and `clearedRoles` (roles the form does
 * not offer now, e.g. a simple connection's roles once it turns complex) off
 * everywhere. Returns `value` itself (same object) when nothing needs to change.
 */
export function normaliseRoles(
  value: Record<string, unknown> | undefined,
  index: number,
  firstItemRoles: readonly string[],
  clearedRoles: readonly string[] = [],
): Record<string, unknown> | undefined {
  let next: Record<string, unknown> | undefined;
  for (const role of clearedRoles) {
    if (value?.[role] === true) next = { ...(next ?? value), [role]: false };
  }
  for (const role of firstItemRoles) {
    if (clearedRoles.includes(role)) continue;
    const current = value?.[role];
    if (index === 0 && current !== true) {
      next = { ...(next ?? value), [role]: true };
    } else if (index !== 0 && current === true) {
      next = { ...(next ?? value), [role]: false };
    }
  }
  return next ?? value;
}
