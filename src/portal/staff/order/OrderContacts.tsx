// The people on the order, with what staff need to reach them.
import { documentContacts } from './documentContacts';

export function OrderContacts({ document }: { document: Record<string, unknown> }) {
  const contacts = documentContacts(document);
  return (
    <section className="staff-section" aria-labelledby="staff-contacts-heading">
      <h2 id="staff-contacts-heading">Contacts</h2>
      {contacts.length === 0 ? (
        <p className="staff-empty">The order names no contacts.</p>
      ) : (
        <ul className="staff-contacts">
          {contacts.map((contact) => (
            <li key={contact.pointer} className="staff-contacts__item">
              <p className="staff-contacts__title">
                {contact.title}
                {contact.roles.length > 0 && <span className="staff-contacts__roles">: {contact.roles.join(', ')}</span>}
              </p>
              <p className="staff-contacts__name">
                {contact.name}
                {contact.businessName && `, ${contact.businessName}`}
              </p>
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
              )}
              {contact.mobile && (
                <p>
                  Mobile <a href={`tel:${contact.mobile.replace(/\s+/g, '')}`}>{contact.mobile}</a>
                </p>
              )}
              {contact.alternatePhone && (
                <p>
                  Other phone <a href={`tel:${contact.alternatePhone.replace(/\s+/g, '')}`}>{contact.alternatePhone}</a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
