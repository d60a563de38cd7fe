// /thank-you/liveningIcp ('Thank you for your order', spec 2 section 2.6): one
// entry per site the order created, with its order number, what happens next,
// the support phone, New Order and the feedback section. It receives the
// submitted order as route state; without one it has nothing to vouch for
// (orders/thankYou.tsx).
import { FeedbackSection, NoOrderToShow, OrderFacts, ServiceTypeButton, SupportPhone, ThankYou, useSubmittedOrder } from '../orders/thankYou';

export default function LiveningThankYouPage() {
  const submitted = useSubmittedOrder();
  if (!submitted) return <NoOrderToShow />;
  const { orders } = submitted.result;
  const metered = submitted.document['icpType'] === 'metered ICP';

  return (
    <ThankYou>
      {metered && orders.length > 1 && <p>We have created a separate order for each site, so each can be livened when it is ready.</p>}
      <p>A confirmation email is on its way for each order, with its order number.</p>
      <ol className="thank-you__sites">
        {orders.map((order, index) => (
          <li key={order.orderId} className="thank-you__site">
            <h2>{metered ? `Site ${index + 1}` : 'Site'}</h2>
            <OrderFacts order={order} />
          </li>
        ))}
      </ol>
      <p>The type of service may change once our team has assessed your order; we will let you know if it does.</p>
      <SupportPhone />
      <ServiceTypeButton label="New Order" />
      <FeedbackSection />
    </ThankYou>
  );
}
