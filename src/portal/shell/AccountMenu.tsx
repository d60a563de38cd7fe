// The account menu (React Aria's MenuTrigger: button, popover, menu), loaded on
// demand by TopBar so that React Aria's overlay, positioning and collection code
// is not in the entry chunk every page waits for. Until it has loaded, TopBar
// shows a stand-in button with the same markup (MenuButtonStandIn); the
// handover says what happened to the stand-in meanwhile, so this one carries on
// where it left off: it keeps the focus and the hover, and opens the menu a
// press, Enter, Space or arrow key asked for, as React Aria would have opened it.
import { useContext, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RootMenuTriggerStateContext, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from '../router';

/** Which item a menu opened from the keyboard focuses; null focuses the menu itself (a pointer press). */
export type MenuFocusStrategy = 'first' | 'last' | null;

/** What happened to the stand-in button before this code had loaded. */
export interface AccountMenuHandover {
  /** It had the focus (the swap of buttons would otherwise drop it on the page). */
  focused: boolean;
  /** The mouse was over it. */
  hovered: boolean;
  /** It was pressed (or Enter, Space or an arrow key asked for the menu): open the menu, focusing this. */
  open: { focusStrategy: MenuFocusStrategy } | undefined;
}

export interface AccountMenuProps {
  /** A guest's menu is disabled (they have no settings and nothing to sign out of). */
  isDisabled: boolean;
  /** Settings, the back office (staff) or Complete your profile. */
  firstItem: { label: string; href: string };
  /** Set when this replaces the stand-in button. */
  handover?: AccountMenuHandover;
  /** The button's content: avatar, name, detail, chevron. */
  children: ReactNode;
}

export function AccountMenu({ isDisabled, firstItem, handover, children }: AccountMenuProps) {
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    // Menu items are links (Settings, Sign out are pages); the router provider
    // lets React Aria follow them without a full page load.
    <RouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      <MenuTrigger>
        <Button ref={buttonRef} className="user-menu__button" isDisabled={isDisabled}>
          {children}
        </Button>
        <Popover placement="bottom end" className="user-menu__popover">
          <Menu className="user-menu__menu" aria-label="Account">
            <MenuItem className="user-menu__item" href={firstItem.href}>
              {firstItem.label}
            </MenuItem>
            <MenuItem className="user-menu__item" href="/logout">
              Sign out
            </MenuItem>
          </Menu>
        </Popover>
        {handover && !isDisabled && <TakeOver handover={handover} buttonRef={buttonRef} />}
      </MenuTrigger>
    </RouterProvider>
  );
}

/** Once, when this menu replaces the stand-in: carry on its focus, hover and a requested opening. */
function TakeOver({ handover, buttonRef }: { handover: AccountMenuHandover; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const state = useContext(RootMenuTriggerStateContext);
  const done = useRef(false);
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (done.current || !button) return;
    done.current = true;
    // React Aria tracks hovering from pointer events; the pointer that is already over the new
    // button sends none, so say it entered (React's onPointerEnter comes from pointerover).
    if (handover.hovered && typeof PointerEvent === 'function' && button.matches(':hover')) {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
    }
    // The stand-in's focus went with it; give it back unless the person has moved on meanwhile.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if ((handover.focused || handover.open) && focusLost) button.focus({ preventScroll: true });
    // As React Aria's own press does: the trigger has the focus (restored to it on close), then the menu opens.
    if (handover.open) state?.open(handover.open.focusStrategy);
  }, [handover, buttonRef, state]);
  return null;
}
