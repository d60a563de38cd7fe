// The box the calendar opens in: a dialog in the browser's top layer (the
// Popover API, `popover="manual"`, as the address search's list), so that no
// scrolling or clipping ancestor can cut it off, placed under the field's group
// as the address search's list is (useAnchoredPopover.ts): upwards only when it does
// not fit below and there is more room above, and following the field as the
// page scrolls or the window changes size. Where the Popover API is missing
// (old browsers, jsdom) it is a fixed-position box placed the same way.
//
// It behaves as React Aria's did: Tab and Shift+Tab stay inside it, Escape
// closes it and puts focus back on the 'Choose date' button, and pressing
// anywhere outside it closes it. React Aria hid the rest of the page from
// screen readers while it was open; `aria-modal` asks the same of them. It stays in the field's part of the document,
// so the widget's focus handling sees focus in it as focus in the widget.
import { useEffect, useEffectEvent, useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { TOP_LAYER, useAnchoredPopover } from '../combobox/useAnchoredPopover';

/** The gap between the field and the calendar, React Aria's default offset. */
const OFFSET = 8;

export interface CalendarPopoverProps {
  /** The widget's id: the popover carries it as `data-engine-date-popover`, which the widget's blur handling looks for. */
  fieldId: string;
  /** The dialog's name. */
  label: string;
  /** The field's group, which the popover is placed under. */
  anchorRef: RefObject<HTMLElement | null>;
  /** The 'Choose date' button: pressing it is not pressing outside. */
  triggerRef: RefObject<HTMLElement | null>;
  /** `returnFocus`: put focus back on the 'Choose date' button first. */
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

export function CalendarPopover({ fieldId, label, anchorRef, triggerRef, onClose, children }: CalendarPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);

  // Under the group, as wide as the calendar, on whole pixels as React Aria placed it.
  useAnchoredPopover(popoverRef, anchorRef, { gap: OFFSET, width: 'own', wholePixels: true });

  const pressedSomewhere = useEffectEvent((event: PointerEvent) => {
    const target = event.target;
    if (target instanceof Node && (popoverRef.current?.contains(target) || triggerRef.current?.contains(target))) return;
    // Focus goes back to the button before the calendar goes, so that it is not lost with it; the press
    // then moves it on to whatever was pressed, and the widget hears that focus has left.
    onClose(popoverRef.current?.contains(document.activeElement) === true);
  });
  useEffect(() => {
    const listener = (event: PointerEvent) => pressedSomewhere(event);
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      const stops = tabStops(event.currentTarget);
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = at < 0 ? stops[event.shiftKey ? stops.length - 1 : 0] : stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
      event.preventDefault();
      next?.focus();
    }
  };
  // Focus taken elsewhere without a press (a screen reader's own navigation): the calendar closes behind it.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || event.currentTarget.contains(next) || triggerRef.current?.contains(next)) return;
    onClose(false);
  };

  return (
    <div ref={popoverRef} className="engine-date__popover" popover={TOP_LAYER ? 'manual' : undefined} data-engine-date-popover={fieldId}>
      <section className="engine-date__dialog" role="dialog" aria-label={label} aria-modal="true" tabIndex={-1} onKeyDown={handleKeyDown} onBlur={handleBlur}>
        {children}
      </section>
    </div>
  );
}

/** What Tab stops at inside the dialog: the enabled month buttons and the focused day. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>('button:not(:disabled), [tabindex="0"]'));
}
