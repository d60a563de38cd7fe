// /disconnection-info (spec 3, "Disconnection introduction"): what a customer
// must know before asking for a permanent disconnection: that it cannot be
// undone, the safety and practical notes, and the one job the form is not
// for. Next goes to the order form when signed in, else to the login-option
// step first, as the service type page's order links do. While the customer
// reads it, the order form's module downloads (its validator brings the
// holiday calendar, which no other page needs), so the form is ready sooner.
import { useEffect } from 'react';
import { Link } from '../router';
import { useSession } from '../auth/sessionContext';
import { useClientConfig } from '../clientConfig';
import { destinationPath } from '../content/serviceTypes';
import { preloadFormModule } from '../forms/preloadFormModule';

/** Back returns to the start with the Electricity services open, where this page is offered. */
export const DISCONNECTION_INFO_BACK_PATH = '/service-type?category=electricity';
const DISCONNECTION_ORDER = { kind: 'order', orderPath: '/disconnection', guestPath: '/login-option/disconnection' } as const;

/** The form the order page opens (schemas/disconnection). */
const DISCONNECTION_FORM = 'disconnection';

export default function DisconnectionInfoPage() {
  const { isAuthenticated } = useSession();
  useEffect(() => preloadFormModule(DISCONNECTION_FORM), []);
  const { support } = useClientConfig();
  const phoneLink = <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>;

  return (
    <section className="disconnection-info">
      <title>Permanent disconnection – Network services portal</title>
      <p className="caption">New order: Disconnection (Permanent)</p>
      <h1>Permanent disconnection</h1>
      <p className="lead">
        Use this form to ask us to permanently disconnect a site’s electricity supply from our network, for example before a building is demolished
        or removed.
      </p>

      <div className="callout callout--warning">
        <p className="callout__heading">A permanent disconnection cannot be reversed</p>
        <p>
          Once we have disconnected the supply, it cannot be reconnected. If the site needs power again later, you will have to apply for a new
          connection.
        </p>
      </div>

      <h2>Before you apply</h2>
      <ul className="disconnection-info__notes">
        <li>
          The supply must be disconnected before any demolition starts. Demolishing or moving a building that is still connected can cause serious
          injury or death.
        </li>
        <li>
          You need our written clearance before any demolition or removal work starts. This is written confirmation from us that the supply is
          disconnected; do not start work until you have it.
        </li>
        <li>Fixed network assets on or near the site, such as pits, pillars or poles, are not removed.</li>
        <li>Make one request for each ICP (installation control point). A site with more than one ICP needs a separate request for each.</li>
        <li>Contact your electricity retailer to arrange the final meter reading and the removal of the meter.</li>
        <li>
          If the site is connected again in the future, the new connection may carry a capital contribution (a charge towards the cost of the
          network work).
        </li>
      </ul>

      <div className="callout">
        <p className="callout__heading">Moving power lines from overhead to underground?</p>
        <p>Do not use this form for an overhead-to-underground conversion. Call us on {phoneLink} instead.</p>
      </div>

      <div className="button-row">
        <Link to={DISCONNECTION_INFO_BACK_PATH} className="button button--secondary">
          Back
        </Link>
        <Link to={destinationPath(DISCONNECTION_ORDER, isAuthenticated)} className="button button--primary">
          Next
        </Link>
      </div>
    </section>
  );
}
