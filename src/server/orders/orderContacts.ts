// Who an order is from (spec 2 section 4.3): the contact with the requester
// role, or else the first contact, who is always the requester (a complex
// connection clears the requester role with the other simple roles, so there
// it is the first contact).
import { isPlainObject } from './orderTypes';
import { joinParts, textOf } from './orderText';

function contactList(order: Record<string, unknown>): Record<string, unknown>[] {
  const contacts = order['contactDetails'];
  return Array.isArray(contacts) ? contacts.filter(isPlainObject) : [];
}

/** The requester contact: the one with the requester role, or else the first. */
export function requesterContact(order: Record<string, unknown>): Record<string, unknown> | undefined {
  const contacts = contactList(order);
  return contacts.find((contact) => isPlainObject(contact['roles']) && contact['roles']['requester'] === true) ?? contacts[0];
}

export function fullName(contact: Record<string, unknown> | undefined): string {
  return contact ? joinParts([textOf(contact['firstName']), textOf(contact['lastName'])], ' ') : '';
}
