import { supportContacts } from '../supportContacts';

/** The "Get support" box shown on help and error pages. */
export function HelpBox() {
  return (
    <aside className="help-box" aria-labelledby="help-box-heading">
      <h2 id="help-box-heading">Get support</h2>
      <p>
        Call us on <a href={`tel:${supportContacts.phone.replace(/\s/g, '')}`}>{supportContacts.phone}</a> or email{' '}
        <a href={`mailto:${supportContacts.email}`}>{supportContacts.email}</a>.
      </p>
    </aside>
  );
}
