// Step 1 of pay-now (spec 3 "Pay-now flow"): the quote card and the things to
// know before paying. Money is shown from integer cents; the due date is the
// New Zealand day as the spec writes it (D MMMM YYYY).
import { useId } from 'react';
import { formatCalendarDate, formatNzd } from '../../shared/format';
import type { OrderPayment } from '../../shared/api/payments';
import { DetailsList, type DetailsRow } from '../components/DetailsList';

export function QuoteCard({ payment }: { payment: OrderPayment }) {
  const headingId = useId();
  const rows: DetailsRow[] = [
    ['Address', payment.siteAddress],
    ['Job type', payment.jobCategory],
    ['Service type', payment.serviceType],
    ['Description', payment.description],
  ];
  return (
    <section className="quote-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="quote-card__heading" tabIndex={-1}>
        Quote for order number {payment.orderNumber}
      </h2>
      <DetailsList rows={rows} className="quote-card__details" />
      <dl className="quote-card__total">
        <dt>Total (incl. GST)</dt>
        <dd className="quote-card__amount">{formatNzd(payment.totalPriceCents)}</dd>
      </dl>
      <p className="quote-card__due">Payment due by {formatCalendarDate(payment.quoteExpiry) ?? payment.quoteExpiry}</p>
    </section>
  );
}

export function ThingsToKnow() {
  const headingId = useId();
  return (
    <section className="things-to-know" aria-labelledby={headingId}>
      <h2 id={headingId}>Things to know</h2>
      <ul>
        <li>This amount covers the assessment or work costs set out in your quote.</li>
        <li>We will go ahead with the work once the quote has been paid in full.</li>
        <li>If the quote is not paid by the due date, the job will be cancelled and you will need to apply again.</li>
        <li>Meter, livening and inspection costs are charged through your electricity retailer.</li>
        <li>Work on communications cables is not included.</li>
      </ul>
    </section>
  );
}
