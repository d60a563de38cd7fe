// The billing details read-only (step 2 of pay-now), as a definition list.
// A required detail that is missing says so, so the payer sees what Next will
// ask them to fill in.
import type { BillingDetails } from '../../shared/api/payments';
import { billingAddressOf, customerNameOf } from './billingDetails';

const NOT_PROVIDED = 'Not provided';

export function BillingSummary({ details }: { details: BillingDetails }) {
  const rows: Array<[string, string | undefined, boolean]> = [
    ['Name', customerNameOf(details), true],
    ['Business name', details.businessName, false],
    ['Email', details.email, true],
    ['Mobile', details.mobile, false],
    ['Alternate phone', details.alternatePhone, false],
    ['Billing address', billingAddressOf(details), true],
  ];
  return (
    <dl className="details-list billing-summary">
      {rows
        .filter(([, value, required]) => required || (value && value.trim() !== ''))
        .map(([term, value]) => (
          <div key={term} className="details-list__row">
            <dt>{term}</dt>
            <dd>{value && value.trim() !== '' ? value : <span className="billing-summary__missing">{NOT_PROVIDED}</span>}</dd>
          </div>
        ))}
    </dl>
  );
}
