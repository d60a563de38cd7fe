import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from '../router';
import type { AccountMenu as AccountMenuComponent, AccountMenuHandover, MenuFocusStrategy } from './AccountMenu';
import { COMPLETE_PROFILE_LINK } from './SideNav';

/** Who the user menu shows; `undefined` is a guest. */
export interface TopBarUser {
  name: string;
  initials: string;
  /** A second line under the name, e.g. the business name or "Personal account". */
  detail?: string;
}

/** Spec 1 section 2: a guest shows initials G, the name Guest and the text Limited features. */
export const GUEST_USER: Required<TopBarUser> = { name: 'Guest', initials: 'G', detail: 'Limited features' };

/** Under the name of a signed-in user who has not completed a profile (they have no account to name). */
export const PROFILE_NOT_COMPLETED = 'Profile not completed';

export interface TopBarProps {
  user: TopBarUser | undefined;
  /**
   * True once the account check says the signed-in user has no profile yet:
   * Settings would only send them to /complete-profile, so the menu offers
   * that page instead.
   */
  needsProfile?: boolean;
  /** The company's staff: the menu leads to the back office rather than to customer settings they do not have. */
  staff?: boolean;
}

// The account menu's code (React Aria's menu, popover and button: about a quarter of what the
// entry chunk would hold) is its own chunk, loaded once the browser is idle after a user has
// signed in, or on the first hover, focus or press of the button, whichever comes first. A
// guest's menu is disabled and never needs it. Until it has loaded, a stand-in button with
// React Aria's markup shows, so nothing changes on screen, and a menu asked for meanwhile
// opens as soon as the code is there (AccountMenu.tsx).
let accountMenuLoading: Promise<typeof AccountMenuComponent> | undefined;
let accountMenuLoaded: typeof AccountMenuComponent | undefined;

/** Loads the account menu's code (TopBar does when it is wanted); a page that knows it will be wanted may start it earlier. */
export function loadAccountMenu(): Promise<typeof AccountMenuComponent> {
  accountMenuLoading ??= import('./AccountMenu').then(
    (module) => (accountMenuLoaded = module.AccountMenu),
    (error: unknown) => {
      // The next hover, focus or press tries again.
      accountMenuLoading = undefined;
      throw error;
    },
  );
  return accountMenuLoading;
}

/** Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

function matchesSafely(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false; // a browser (or jsdom) that does not know the selector
  }
}

interface MenuButtonStandInProps {
  disabled: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The person is heading for the menu: load its code. */
  onApproach: () => void;
  /** The person asked for the menu (press, Enter, Space, arrows), or took that back (Escape). */
  onOpenAsked: (focusStrategy: MenuFocusStrategy | false) => void;
  children: ReactNode;
}

/**
 * React Aria's menu button as it renders closed (the same element and attributes, the same
 * data-hovered, data-focused and data-focus-visible the styles use), without React Aria.
 */
function MenuButtonStandIn({ disabled, buttonRef, onApproach, onOpenAsked, children }: MenuButtonStandInProps) {
  const id = `react-aria-${useId()}`;
  const [hovered, setHovered] = useState(false);
  const [focus, setFocus] = useState<'none' | 'focused' | 'visible'>('none');
  // As React Aria's menu trigger: Enter, Space and ArrowDown open the menu at its first item, ArrowUp at its last.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const focusStrategy = event.key === 'ArrowUp' ? 'last' : ['Enter', ' ', 'ArrowDown'].includes(event.key) ? 'first' : undefined;
    if (focusStrategy) {
      event.preventDefault();
      onOpenAsked(focusStrategy);
    } else if (event.key === 'Escape') {
      onOpenAsked(false);
    }
  };
  return (
    <button
      ref={buttonRef}
      className="user-menu__button"
      data-rac=""
      type="button"
      tabIndex={disabled ? undefined : 0}
      disabled={disabled}
      aria-haspopup="true"
      aria-expanded="false"
      id={id}
      data-react-aria-pressable="true"
      data-disabled={disabled || undefined}
      data-hovered={(hovered && !disabled) || undefined}
      data-focused={focus !== 'none' || undefined}
      data-focus-visible={focus === 'visible' || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        setHovered(true);
        onApproach();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocus(matchesSafely(event.currentTarget, ':focus-visible') ? 'visible' : 'focused');
        onApproach();
      }}
      onBlur={() => setFocus('none')}
      // A mouse opens React Aria's menu on press; touch, pen and a screen reader's click on release.
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) onOpenAsked(null);
      }}
      onClick={(event) => onOpenAsked(event.detail === 0 ? 'first' : null)}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}

/**
 * The bar across the top of every page: logo, Help, and the user menu with
 * Settings and Sign out. Guests see the menu disabled (they have no settings and
 * nothing to sign out of) and a Sign in link instead, so a returning customer
 * can reach their orders from any page.
 */
export function TopBar({ user, needsProfile = false, staff = false }: TopBarProps) {
  const location = useLocation();
  const [menu, setMenu] = useState<{ AccountMenu: typeof AccountMenuComponent; handover?: AccountMenuHandover } | undefined>(() =>
    accountMenuLoaded ? { AccountMenu: accountMenuLoaded } : undefined,
  );
  const standIn = useRef<HTMLButtonElement>(null);
  const openAsked = useRef<AccountMenuHandover['open']>(undefined);
  const loadMenu = useCallback(() => {
    loadAccountMenu().then(
      (AccountMenu) => {
        const button = standIn.current;
        const handover: AccountMenuHandover = {
          focused: button !== null && document.activeElement === button,
          hovered: button !== null && matchesSafely(button, ':hover'),
          open: openAsked.current,
        };
        setMenu((current) => current ?? { AccountMenu, handover });
      },
      (error: unknown) => console.error('The account menu could not be loaded', error),
    );
  }, []);
  const onOpenAsked = useCallback(
    (focusStrategy: MenuFocusStrategy | false) => {
      if (focusStrategy === false) openAsked.current = undefined;
      else openAsked.current ??= { focusStrategy };
      loadMenu();
    },
    [loadMenu],
  );
  const signedIn = user !== undefined;
  useEffect(() => (signedIn && !menu ? whenIdle(loadMenu) : undefined), [signedIn, menu, loadMenu]);
  // Signing in from any page comes back to that page.
  const signInHref = `/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  const shown = user && needsProfile ? { ...user, detail: user.detail ?? PROFILE_NOT_COMPLETED } : user && staff ? { ...user, detail: user.detail ?? 'Staff' } : (user ?? GUEST_USER);
  const firstItem = staff
    ? { label: 'Back office', href: '/staff' }
    : needsProfile
      ? { label: COMPLETE_PROFILE_LINK.label, href: COMPLETE_PROFILE_LINK.path }
      : { label: 'Settings', href: '/account-settings' };
  const buttonContent = (
    <>
      <span className="user-menu__avatar" aria-hidden="true">
        {shown.initials}
      </span>
      <span className="user-menu__text">
        <span className="visually-hidden">Account menu: </span>
        <span className="user-menu__name">{shown.name}</span>
        {shown.detail && (
          <span className="user-menu__detail">
            <span className="visually-hidden">, </span>
            {shown.detail}
          </span>
        )}
      </span>
      {user && <span className="user-menu__chevron" aria-hidden="true" />}
    </>
  );
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__logo" aria-label="Network services portal home">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>Network services portal</span>
      </Link>
      <div className="top-bar__actions">
        <nav aria-label="Support" className="top-bar__links">
          <Link to="/help" className="top-bar__link">
            Help
          </Link>
          {!user && (
            <Link to={signInHref} className="top-bar__link">
              Sign in
            </Link>
          )}
        </nav>
        {menu ? (
          <menu.AccountMenu isDisabled={!user} firstItem={firstItem} handover={menu.handover}>
            {buttonContent}
          </menu.AccountMenu>
        ) : (
          <MenuButtonStandIn disabled={!user} buttonRef={standIn} onApproach={loadMenu} onOpenAsked={onOpenAsked}>
            {buttonContent}
          </MenuButtonStandIn>
        )}
      </div>
    </header>
  );
}
