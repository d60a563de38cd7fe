// /thank-you/newConnection ('Thank you for your order', spec 2 section 2.6):
// whether the connection is simple or complex, with what happens next for
// that kind, the order number and site, the support phone, Order service and
// the feedback section. It receives the submitted order as route state;
// without one it has nothing to vouch for (orders/thankYou.tsx).
import type { SubmittedOrderState } from '../orders/OrderWizardPage';
import { FeedbackSection, NoOrderToShow, OrderFacts, ServiceTypeButton, SupportPhone, ThankYou, useSubmittedOrder } from '../orders/thankYou';

const SIMPLE = 'Simple connection';
const COMPLEX = 'Complex connection';

/**
 * Complex or simple: the server derives it from the answers and says so in
 * each order's serviceType, so its word wins; the document's derived flag is
 * the fallback for an answer that names neither.
 */
export function isComplexConnection({ document, result }: SubmittedOrderState): boolean {
  const serverSays = result.orders[0]?.serviceType;
  if (serverSays === COMPLEX) return true;
  if (serverSays === SIMPLE) return false;
  return document['isComplexConnection'] === true;
}

function SimpleNextSteps() {
  return (
    <>
      <p>This order is for a quote only. We will assess your site and email you a quote; work starts once the quote is paid.</p>
      <p>A simple connection usually takes about 6-8 weeks.</p>
    </>
  );
}

function ComplexNextSteps() {
  return (
    <>
      <p>Your connection is complex because of the number of lots or the size of supply it needs.</p>
      <p>
        We will contact you about a customer works agreement, and possibly easements for our equipment on the land. A complex connection takes longer
        than a simple one; we will agree the timeframe with you.
      </p>
    </>
  );
}

export default function NewConnectionThankYouPage() {
  const submitted = useSubmittedOrder();
  if (!submitted) return <NoOrderToShow />;
  const complex = isComplexConnection(submitted);

  return (
    <ThankYou>
      <p>A confirmation email is on its way, with your order number.</p>
      <div className="thank-you__site">
        <h2>{complex ? COMPLEX : SIMPLE}</h2>
        {complex ? <ComplexNextSteps /> : <SimpleNextSteps />}
        {submitted.result.orders.map((order) => (
          <OrderFacts key={order.orderId} order={order} withServiceType={false} />
        ))}
      </div>
      {complex && (
        <div className="callout callout--warning">
          <p className="callout__heading">Complex connections cannot be tracked online</p>
          <p>This order will not appear in the portal's order lists. We will send you updates by email or SMS.</p>
        </div>
      )}
      <SupportPhone />
      <ServiceTypeButton label="Order service" />
      <FeedbackSection />
    </ThankYou>
  );
}
