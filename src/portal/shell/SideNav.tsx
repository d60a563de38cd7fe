import { useId, useState } from 'react';
import { Link, NavLink } from '../router';
import { ExternalLink } from '../components/ExternalLink';
import { FEEDBACK_SURVEY_URL } from '../content/links';
import { feedbackSurveyUrl } from './feedbackUserId';

/** The three order lists (spec 3 "Order lists"), in the order customers use them. */
export const ORDER_LIST_LINKS = [
  { label: 'Open orders', path: '/order-details-list/open-orders' },
  { label: 'Closed orders', path: '/order-details-list/closed-orders' },
  { label: 'Draft orders', path: '/order-details-list/draft-orders' },
] as const;

/** The staff back office's pages (src/portal/staff). */
export const BACK_OFFICE_LINKS = [
  { label: 'Order queue', path: '/staff' },
  { label: 'Reference lists', path: '/staff/reference-lists' },
] as const;

/** Where a signed-in user without a profile goes: every order page sends them there first. */
export const COMPLETE_PROFILE_LINK = { label: 'Complete your profile', path: '/complete-profile' } as const;

export interface SideNavProps {
  /** The identity provider's user id, for the feedback survey link. */
  userId: string | undefined;
  /**
   * True once the account check says the user has not completed a profile: New
   * Order and the order lists would only send them to /complete-profile, so
   * the navigation offers that page instead.
   */
  needsProfile?: boolean;
  /** The company's staff: the back office instead of a customer's orders (staff have no customer account). */
  staff?: boolean;
}

/**
 * The signed-in user's navigation: New Order, the order lists and Feedback
 * (or, before the profile is completed, Complete your profile and Feedback).
 * Below 900 px it folds behind a Menu button (a disclosure) so the page content
 * is not pushed below a screenful of links; from 900 px it is always open and
 * the button is hidden (CSS).
 */
export function SideNav({ userId, needsProfile = false, staff = false }: SideNavProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ordersLabelId = useId();
  // Following a link on a small screen should show the page, not the menu.
  const close = () => setOpen(false);
  return (
    <div className={open ? 'side-nav side-nav--open' : 'side-nav'}>
      <button type="button" className="side-nav__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="side-nav__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <nav id={panelId} className="side-nav__panel" aria-label={staff ? 'Back office' : needsProfile ? 'Account' : 'Orders'}>
        {staff ? (
          <>
            <p className="side-nav__group-label" id={ordersLabelId}>
              Back office
            </p>
            <ul className="side-nav__list" aria-labelledby={ordersLabelId}>
              {BACK_OFFICE_LINKS.map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} end className="side-nav__link" onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </>
        ) : needsProfile ? (
          <NavLink to={COMPLETE_PROFILE_LINK.path} className="button button--primary side-nav__new-order" onClick={close}>
            {COMPLETE_PROFILE_LINK.label}
          </NavLink>
        ) : (
          <>
            <Link to="/service-type" className="button button--primary side-nav__new-order" onClick={close}>
              New Order
            </Link>
            <p className="side-nav__group-label" id={ordersLabelId}>
              Orders
            </p>
            <ul className="side-nav__list" aria-labelledby={ordersLabelId}>
              {ORDER_LIST_LINKS.map((link) => (
                <li key={link.path}>
                  {/* NavLink marks the list being shown with aria-current="page". */}
                  <NavLink to={link.path} className="side-nav__link" onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </>
        )}
        <ExternalLink href={feedbackSurveyUrl(FEEDBACK_SURVEY_URL, userId)} className="side-nav__link side-nav__feedback">
          Feedback
        </ExternalLink>
      </nav>
    </div>
  );
}
