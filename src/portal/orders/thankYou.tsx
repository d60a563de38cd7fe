// What every thank-you page (spec 2 section 2.6) is made of: the submitted
// order read from route state, the heading, one entry per stored order, the
// support phone, the button to the service types and the feedback section.
// Opened directly (a bookmark, a reload after the state is gone, a shared
// link) a thank-you page has nothing it can vouch for: NoOrderToShow says so,
// claims nothing was sent, and offers what the visitor can use.
import type { ReactNode } from 'react';
import { Link, useLocation } from '../router';
import { useSession } from '../auth/sessionContext';
import { useClientConfig } from '../clientConfig';
import { ExternalLink } from '../components/ExternalLink';
import { FEEDBACK_SURVEY_URL } from '../content/links';
import { feedbackSurveyUrl } from '../shell/feedbackUserId';
import { COMPLETE_PROFILE_LINK } from '../shell/SideNav';
import { useNeedsProfile } from '../shell/useNeedsProfile';
import type { SubmittedOrder } from './orderApi';
import type { SubmittedOrderState } from './OrderWizardPage';

/** The order just sent, as the wizard passed it on; undefined when the page was opened without one. */
export function useSubmittedOrder(): SubmittedOrderState | undefined {
  const state = useLocation().state as Partial<SubmittedOrderState> | null;
  return state?.document && state.result?.orders?.length ? (state as SubmittedOrderState) : undefined;
}

export function SupportPhone() {
  const { support } = useClientConfig();
  return (
    <p>
      If you have any questions, call us on <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>.
    </p>
  );
}

/** Opened without an order: a guest may start one; a customer may find the ones they sent. */
export function NoOrderToShow() {
  const { isAuthenticated } = useSession();
  const needsProfile = useNeedsProfile();
  return (
    <section className="thank-you" aria-labelledby="thank-you-heading">
      <h1 id="thank-you-heading">There is no order to show here</h1>
      <p>This page confirms an order just after it is sent. Nothing was sent from this page.</p>
      {needsProfile ? (
        <p>
          <Link to={COMPLETE_PROFILE_LINK.path}>{COMPLETE_PROFILE_LINK.label}</Link> to place orders and follow them.
        </p>
      ) : (
        <>
          {isAuthenticated && (
            <p>
              The orders you have sent, and your saved drafts, are in <Link to="/order-details-list">your orders</Link>.
            </p>
          )}
          <p>
            <Link className="button button--primary" to="/service-type">
              Start a new order
            </Link>
          </p>
        </>
      )}
      <SupportPhone />
    </section>
  );
}

/** The page around what an order type says of itself, under 'Thank you for your order'. */
export function ThankYou({ children }: { children: ReactNode }) {
  return (
    <section className="thank-you" aria-labelledby="thank-you-heading">
      <h1 id="thank-you-heading">Thank you for your order</h1>
      {children}
    </section>
  );
}

/** What a customer needs to find one stored order again: where, what, and its number. */
export function OrderFacts({ order, withServiceType = true }: { order: SubmittedOrder; withServiceType?: boolean }) {
  return (
    <dl>
      <div>
        <dt>Address</dt>
        <dd>{order.siteLabel}</dd>
      </div>
      {withServiceType && (
        <div>
          <dt>Service type</dt>
          <dd>{order.serviceType}</dd>
        </div>
      )}
      <div>
        <dt>Order number</dt>
        <dd>{order.orderNumber}</dd>
      </div>
    </dl>
  );
}

/** The way on to another order; each order type's page names it (livening: 'New Order'). */
export function ServiceTypeButton({ label }: { label: string }) {
  return (
    <p>
      <Link className="button button--primary" to="/service-type">
        {label}
      </Link>
    </p>
  );
}

export function FeedbackSection() {
  const { userId } = useSession();
  return (
    <aside className="thank-you__feedback" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">Tell us how we did</h2>
      <p>We would love to hear about your experience of ordering online. The survey takes about two minutes.</p>
      <ExternalLink href={feedbackSurveyUrl(FEEDBACK_SURVEY_URL, userId)}>Give feedback</ExternalLink>
    </aside>
  );
}
