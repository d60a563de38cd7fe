// The list of suggestions a combobox field drops down: a listbox in the
// browser's top layer (the Popover API), so that no scrolling or clipping
// ancestor can cut it off, placed under its field and
// following it as the page scrolls or the window changes size (useAnchoredPopover.ts).
//
// Focus never leaves the field: the options are not focusable, the field
// points at the active one with aria-activedescendant, and pressing an option
// does not take focus from the field (its mousedown is cancelled). The list
// stays in the field's part of the document, so the field's focusout sees it
// as inside.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { TOP_LAYER, useAnchoredPopover } from './useAnchoredPopover';

export interface Suggestion {
  id: string;
  label: string;
}

interface SuggestionListProps {
  /** The listbox's id, which the field names in aria-controls. */
  id: string;
  /** The field the list drops down from. */
  anchorRef: RefObject<HTMLElement | null>;
  suggestions: readonly Suggestion[];
  /** The option the arrow keys or the pointer are on; -1 for none. */
  activeIndex: number;
  /** Whether the arrow keys put it there (it then shows a focus outline as well). */
  activeByKeyboard: boolean;
  selectedId: string | null;
  onPointerOver: (index: number) => void;
  onChoose: (index: number) => void;
  /** Extra attributes for the popover element, such as a data attribute tests or hosts look for. */
  popoverProps?: Record<string, string>;
}

/** The id of the option at `index` of the listbox `listId`. */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

export function SuggestionList({
  id,
  anchorRef,
  suggestions,
  activeIndex,
  activeByKeyboard,
  selectedId,
  onPointerOver,
  onChoose,
  popoverProps,
}: SuggestionListProps) {
  const popoverRef = useRef<HTMLDivElement>(null);

  useAnchoredPopover(popoverRef, anchorRef);

  // The active option stays in sight as the arrow keys move through a list taller than its box.
  useLayoutEffect(() => {
    if (activeIndex < 0 || !activeByKeyboard) return;
    const option = document.getElementById(suggestionId(id, activeIndex));
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [id, activeIndex, activeByKeyboard]);

  return (
    <div ref={popoverRef} className="engine-lookup__popover" popover={TOP_LAYER ? 'manual' : undefined} {...popoverProps}>
      <div id={id} className="engine-lookup__listbox" role="listbox" aria-label="Suggestions">
        {suggestions.map((suggestion, index) => {
          const active = index === activeIndex;
          return (
            <div
              key={suggestion.id}
              id={suggestionId(id, index)}
              className="engine-lookup__option"
              role="option"
              aria-selected={suggestion.id === selectedId}
              data-focused={active || undefined}
              data-focus-visible={(active && activeByKeyboard) || undefined}
              // The field keeps focus while an option is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onPointerMove={() => {
                if (!active) onPointerOver(index);
              }}
              onClick={() => onChoose(index)}
            >
              {suggestion.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
