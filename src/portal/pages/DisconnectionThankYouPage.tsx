// /thank-you/disconnection (spec 3, "Disconnection thank-you"): the ICP (or
// N/A), the meter serial numbers (or N/A), the site address and the service
// type, then what happens next (a confirmation email; a timeframe and costs
// once our team has assessed the request), Order service and the feedback
// section. It receives the submitted order as route state; without one it has
// nothing to vouch for (orders/thankYou.tsx).
import { joinReviewLine } from '../../engine/core/reviewLine';
import type { SubmittedOrder } from '../orders/orderApi';
import type { SubmittedOrderState } from '../orders/OrderWizardPage';
import { FeedbackSection, NoOrderToShow, ServiceTypeButton, SupportPhone, ThankYou, useSubmittedOrder } from '../orders/thankYou';

export const DISCONNECTION_SERVICE_TYPE = 'Permanent disconnection (decommission)';
const NOT_GIVEN = 'N/A';
const MANUAL_ADDRESS_LINE = '{unit}/{streetNumber} {streetName}, {suburb} {postcode}';

export interface DisconnectionFacts {
  orderNumber: string;
  icpNumber: string;
  meterSerialNumbers: string;
  siteAddress: string;
}

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The site as the customer gave it: the found ICP's address, else the picked or typed address. */
function siteAddressOf(property: Fields): string | undefined {
  const found = property['icpAddressLookupEnabled'] === true ? textOf(fieldsOf(property['icpAddressLookup'])['label']) : undefined;
  if (found) return found;
  const address = fieldsOf(fieldsOf(property['meterInfo'])['addressInformation']);
  if (address['manuallyEnteredAddress'] === true) {
    const manual = fieldsOf(address['manualStreetAddress']);
    return joinReviewLine(MANUAL_ADDRESS_LINE, (name) => textOf(manual[name]));
  }
  return textOf(address['streetAddress']);
}

/**
 * What the page shows of the order. The server's answer wins where it carries
 * a fact (the site label it stored; the ICP and serial numbers when it reports
 * them); the submitted document fills in the rest.
 */
export function disconnectionFacts({ document, result }: SubmittedOrderState): DisconnectionFacts {
  const order: SubmittedOrder | undefined = result.orders[0];
  const property = fieldsOf(document['propertyDetails']);
  const meters = fieldsOf(property['meterInfo'])['meters'];
  const serialsInDocument = Array.isArray(meters) ? meters.map((meter) => textOf(fieldsOf(meter)['serialNumber'])) : [];
  const serials = order?.meterSerialNumbers?.map(textOf) ?? serialsInDocument;
  const known = serials.filter((serial): serial is string => serial !== undefined);
  return {
    orderNumber: order?.orderNumber ?? NOT_GIVEN,
    icpNumber: textOf(order?.icpNumber) ?? textOf(property['icpNumber']) ?? NOT_GIVEN,
    meterSerialNumbers: known.length > 0 ? known.join(', ') : NOT_GIVEN,
    siteAddress: textOf(order?.siteLabel) ?? siteAddressOf(property) ?? NOT_GIVEN,
  };
}

export default function DisconnectionThankYouPage() {
  const submitted = useSubmittedOrder();
  if (!submitted) return <NoOrderToShow />;
  const facts = disconnectionFacts(submitted);

  return (
    <ThankYou>
      <title>Thank you for your order – Network services portal</title>
      <p>A confirmation email is on its way, with your order number.</p>
      <div className="thank-you__site">
        <h2>{DISCONNECTION_SERVICE_TYPE}</h2>
        <dl>
          <div>
            <dt>ICP number</dt>
            <dd>{facts.icpNumber}</dd>
          </div>
          <div>
            <dt>Meter serial numbers</dt>
            <dd>{facts.meterSerialNumbers}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{facts.siteAddress}</dd>
          </div>
          <div>
            <dt>Order number</dt>
            <dd>{facts.orderNumber}</dd>
          </div>
        </dl>
      </div>
      <p>Our team will assess your request, then let you know the timeframe for the disconnection and what it will cost.</p>
      <p>Please do not start any demolition or removal work until you have our written clearance that the supply is disconnected.</p>
      <SupportPhone />
      <ServiceTypeButton label="Order service" />
      <FeedbackSection />
    </ThankYou>
  );
}
