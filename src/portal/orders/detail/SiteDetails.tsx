// The order's site, as the server describes it for the job type
// (siteDetailFields). Values come as the form stored them: text, numbers,
// yes/no, calendar dates, and lists of meters, units or lots.
import type { ReactNode } from 'react';
import { formatNumericCalendarDate } from '../../../shared/format';
import type { OrderDetail } from '../orderApi';
import { nestedLabel, siteDetailFields } from './siteDetailFields';

/** Answers stored in lower case (a disconnection's tenants). */
const YES_NO = new Map([
  ['yes', 'Yes'],
  ['no', 'No'],
]);

/** Nothing worth a row: absent, blank, or an empty list. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

function Value({ value }: { value: unknown }): ReactNode {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return YES_NO.get(value) ?? formatNumericCalendarDate(value) ?? value;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) return value.filter((item) => !isEmpty(item)).map(String).join(', ');
    return (
      <ol className="site-details__items">
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (value && typeof value === 'object') {
    return (
      <dl className="site-details__nested">
        {Object.entries(value)
          .filter(([, nested]) => !isEmpty(nested))
          .map(([key, nested]) => (
            <div key={key}>
              <dt>{nestedLabel(key)}</dt>
              <dd>
                <Value value={nested} />
              </dd>
            </div>
          ))}
      </dl>
    );
  }
  return null;
}

export function SiteDetails({ orderType, siteDetails }: { orderType: string; siteDetails: OrderDetail['siteDetails'] }) {
  const rows = siteDetailFields(orderType, siteDetails).filter(({ key }) => !isEmpty(siteDetails[key]));
  return (
    <section className="order-section" aria-labelledby="site-details-heading">
      <h2 id="site-details-heading">Site details</h2>
      <dl className="details-list">
        {rows.map(({ key, label }) => (
          <div key={key} className="details-list__row">
            <dt>{label}</dt>
            <dd>
              <Value value={siteDetails[key]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
