// The order's contacts, each with the roles they hold on it (a requester may
// also be the site access contact).
import type { ReactNode } from 'react';
import type { OrderContact } from '../orderApi';
import { roleLabel } from '../orderLabels';

function ContactCard({ contact }: { contact: OrderContact }) {
  const name = `${contact.firstName} ${contact.lastName}`.trim() || contact.businessName || 'Contact';
  const rows: Array<[string, ReactNode]> = [
    ['Role', contact.roles.map(roleLabel).join(', ')],
    ['Business name', contact.businessName],
    ['Email', contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>],
    ['Mobile', contact.mobile],
    ['Alternate phone', contact.alternatePhone],
    ['Postal address', contact.postalAddress],
  ];
  return (
    <li className="order-contacts__card">
      <h3>{name}</h3>
      <dl className="details-list">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="details-list__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </li>
  );
}

export function ContactsSection({ contacts }: { contacts: OrderContact[] }) {
  return (
    <section className="order-section" aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">Contact details</h2>
      <ul className="order-contacts">
        {contacts.map((contact, index) => (
          <ContactCard key={`${contact.email}-${index}`} contact={contact} />
        ))}
      </ul>
    </section>
  );
}
