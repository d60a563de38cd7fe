// /payment-error (spec 3, "Invalid-link and maintenance pages"): a payment or
// order link that was already used or has expired. The customer's way on is a
// new order, or a call.
import { Link } from '../router';
import { HelpBox } from '../components/HelpBox';

export default function InvalidLinkPage() {
  return (
    <section className="invalid-link">
      <title>This link is not valid anymore – Network services portal</title>
      <h1>This link is not valid anymore</h1>
      <p className="lead">This link has already been actioned, or it has expired.</p>
      <p>If it has expired, you will need to submit a new order. If you have any questions, please contact us.</p>
      <HelpBox />
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Order service
        </Link>
      </div>
    </section>
  );
}
