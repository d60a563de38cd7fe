// /thank-you/liveningIcp ('Thank you for your order', spec 2 section 2.6): one
// entry per site the order created, with its order number, what happens next,
// the support phone, New Order and the feedback section. It receives the
// submitted order as route state. Opened directly (a bookmark, a reload after
// the state is gone, a shared link) there is nothing it can vouch for: it says
// so, claims nothing was sent, and offers what the visitor can use.
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../auth/sessionContext';
import { useClientConfig } from '../clientConfig';
import { ExternalLink } from '../components/ExternalLink';
import { FEEDBACK_SURVEY_URL } from '../content/links';
import type { SubmittedOrderState } from '../orders/OrderWizardPage';
import { feedbackSurveyUrl } from '../shell/feedbackUserId';
import { COMPLETE_PROFILE_LINK } from '../shell/SideNav';
import { useNeedsProfile } from '../shell/useNeedsProfile';

function SupportPhone() {
  const { support } = useClientConfig();
  return (
    <p>
      If you have any questions, call us on <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>.
    </p>
  );
}

/** Opened without an order: a guest may start one; a customer may find the ones they sent. */
function NoOrderToShow() {
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

export default function LiveningThankYouPage() {
  const { userId } = useSession();
  const state = useLocation().state as SubmittedOrderState | null;
  const orders = state?.result.orders ?? [];
  const metered = state?.document['icpType'] === 'metered ICP';
  if (orders.length === 0) return <NoOrderToShow />;

  return (
    <section className="thank-you" aria-labelledby="thank-you-heading">
      <h1 id="thank-you-heading">Thank you for your order</h1>
      {metered && orders.length > 1 && <p>We have created a separate order for each site, so each can be livened when it is ready.</p>}
      <p>A confirmation email is on its way for each order, with its order number.</p>
      <ol className="thank-you__sites">
        {orders.map((order, index) => (
          <li key={order.orderId} className="thank-you__site">
            <h2>{metered ? `Site ${index + 1}` : 'Site'}</h2>
            <dl>
              <div>
                <dt>Address</dt>
                <dd>{order.siteLabel}</dd>
              </div>
              <div>
                <dt>Service type</dt>
                <dd>{order.serviceType}</dd>
              </div>
              <div>
                <dt>Order number</dt>
                <dd>{order.orderNumber}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <p>The type of service may change once our team has assessed your order; we will let you know if it does.</p>
      <SupportPhone />
      <p>
        <Link className="button button--primary" to="/service-type">
          New Order
        </Link>
      </p>
      <aside className="thank-you__feedback" aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">Tell us how we did</h2>
        <p>We would love to hear about your experience of ordering online. The survey takes about two minutes.</p>
        <ExternalLink href={feedbackSurveyUrl(FEEDBACK_SURVEY_URL, userId)}>Give feedback</ExternalLink>
      </aside>
    </section>
  );
}
