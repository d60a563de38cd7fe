// The order's contacts, each with the roles they hold on it (a requester may
// also be the site access contact).
import { DetailsList, type DetailsRow } from '../../components/DetailsList';
import type { OrderContact } from '../orderApi';
import { roleLabel } from '../orderLabels';

function ContactCard({ contact }: { contact: OrderContact }) {
  const name = `${contact.firstName} ${contact.lastName}`.trim() || contact.businessName || 'Contact';
  const rows: DetailsRow[] = [
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
      <DetailsList rows={rows} />
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
