import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import { Link, useHref, useLocation, useNavigate } from 'react-router-dom';
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
}

/**
 * The bar across the top of every page: logo, Help, and the user menu with
 * Settings and Sign out. Guests see the menu disabled (they have no settings and
 * nothing to sign out of) and a Sign in link instead, so a returning customer
 * can reach their orders from any page.
 */
export function TopBar({ user, needsProfile = false }: TopBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Signing in from any page comes back to that page.
  const signInHref = `/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  const shown = user && needsProfile ? { ...user, detail: user.detail ?? PROFILE_NOT_COMPLETED } : (user ?? GUEST_USER);
  const firstItem = needsProfile ? { label: COMPLETE_PROFILE_LINK.label, href: COMPLETE_PROFILE_LINK.path } : { label: 'Settings', href: '/account-settings' };
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
        {/* Menu items are links (Settings, Sign out are pages); the router provider
            lets react-aria follow them without a full page load. */}
        <RouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
          <MenuTrigger>
            <Button className="user-menu__button" isDisabled={!user}>
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
          </MenuTrigger>
        </RouterProvider>
      </div>
    </header>
  );
}
