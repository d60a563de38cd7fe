// Keeps keyboard and screen-reader users in place when the list changes: the
// rule (focusAfterCountChange) is in groupRules; this applies it to the DOM.
import { useCallback, useEffect, useRef } from 'react';
import { focusAfterCountChange } from './groupRules';

const ENABLED_CONTROL = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

function firstControlOfLastItem(group: HTMLElement): HTMLElement | null {
  const items = group.querySelectorAll('[data-engine-item]');
  return items[items.length - 1]?.querySelector<HTMLElement>(ENABLED_CONTROL) ?? null;
}

/** The group's own add button (not one of a nested group's), found by the class the add button carries. */
function ownAddButton(group: HTMLElement): HTMLElement | null {
  return Array.from(group.children).find((child): child is HTMLElement => child.classList.contains('engine-repeatable__add')) ?? null;
}

/** True when the focus went back to the page, as it does when the focused remove button is removed. */
function focusLost(group: HTMLElement): boolean {
  const active = group.ownerDocument.activeElement;
  return !active || active === group.ownerDocument.body;
}

/**
 * After the user's "Add", focuses the new item's first control; after a
 * removal that took the focus away, focuses the add button or else the group.
 * Give `groupRef` to the group's element and call `noteAddClicked` from the
 * add button's click.
 */
export function useGroupFocus(count: number) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const addClicked = useRef(false);
  const previousCount = useRef(count);

  useEffect(() => {
    const previous = previousCount.current;
    previousCount.current = count;
    const group = groupRef.current;
    if (!group) return;
    const move = focusAfterCountChange({ previous, count, addClicked: addClicked.current });
    if (move === 'new-item') {
      addClicked.current = false;
      firstControlOfLastItem(group)?.focus();
    } else if (move === 'after-removal' && focusLost(group)) {
      (ownAddButton(group) ?? group).focus();
    }
  }, [count]);

  const noteAddClicked = useCallback(() => {
    addClicked.current = true;
  }, []);

  return { groupRef, noteAddClicked };
}
