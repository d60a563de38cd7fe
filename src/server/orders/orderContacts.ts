// Who an order is from (spec 2 section 4.3): the contact with the requester
// role, or else the first contact, who is always the requester (a complex
// connection clears the requester role with the other simple roles, so there
// it is the first contact). And the contacts as the detail page lists them
// (spec 3 "Order detail" contactDetails): each person once, with every role
// they hold.
import type { ContactRole, OrderContact } from '../../shared/api/orderTracking';
import { CONTACT_ROLES } from '../../shared/api/orderTracking';
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

/** A person of the order's document and the roles found for them so far. */
export interface ContactEntry {
  person: Record<string, unknown>;
  roles: Set<ContactRole>;
}

export function contactEntry(person: unknown, ...roles: ContactRole[]): ContactEntry {
  return { person: isPlainObject(person) ? person : {}, roles: new Set(roles) };
}

/** A billing address on one line: the one chosen from the lookup, or the one typed in. */
function postalAddressOf(person: Record<string, unknown>): string {
  const manual = person['manualBillingAddress'];
  if (person['manuallyEnteredBillingAddress'] === true && isPlainObject(manual)) {
    const place = joinParts([textOf(manual['city']), textOf(manual['postcode'])], ' ');
    return joinParts([textOf(manual['addressString']), textOf(manual['suburb']), place], ', ');
  }
  return textOf(person['billingAddressDisplay']);
}

/** The entries as the contract words them, roles in the contract's order, people without a role left out. */
export function orderContactsOf(entries: readonly ContactEntry[]): OrderContact[] {
  return entries
    .filter((entry) => entry.roles.size > 0)
    .map(({ person, roles }) => {
      const postalAddress = postalAddressOf(person);
      return {
        firstName: textOf(person['firstName']),
        lastName: textOf(person['lastName']),
        email: textOf(person['email']),
        mobile: textOf(person['mobile']),
        alternatePhone: textOf(person['alternatePhone']),
        businessName: textOf(person['businessName']),
        roles: CONTACT_ROLES.filter((role) => roles.has(role)),
        ...(postalAddress === '' ? {} : { postalAddress }),
      };
    });
}

/** The role flags of a livening or new connection contact (`roles` in their forms' schemas), by the contract's role names. */
const ROLE_FLAGS: ReadonlyArray<[flag: string, role: ContactRole]> = [
  ['siteAccessContactRole', 'siteAccessContact'],
  ['powerRetailerAccountHolderRole', 'powerRetailerAccountHolder'],
  ['quotePayerRole', 'quotePayer'],
  ['customerRole', 'customer'],
  ['consultantRole', 'consultant'],
];

/** The first contact holding the role flag. */
function holderOf(entries: readonly ContactEntry[], role: ContactRole): ContactEntry | undefined {
  return entries.find((entry) => entry.roles.has(role));
}

/**
 * The contacts of a livening or new connection order: the contact list with
 * the roles its flags give (the requester as requesterContact() finds them),
 * and the electrician and the land owner, who are one of those contacts
 * ('yes requester', 'yes site access contact', 'yes customer') or someone
 * else whose details are given apart ('yes').
 */
export function contactListDetails(order: Record<string, unknown>): OrderContact[] {
  const requester = requesterContact(order);
  const entries = contactList(order).map((person) => {
    const entry = contactEntry(person);
    if (person === requester) entry.roles.add('requester');
    const flags = isPlainObject(person['roles']) ? person['roles'] : {};
    for (const [flag, role] of ROLE_FLAGS) if (flags[flag] === true) entry.roles.add(role);
    return entry;
  });
  const given = (answer: string, role: ContactRole, separateDetailsKey: string) => {
    const holder =
      answer === 'yes requester'
        ? holderOf(entries, 'requester')
        : answer === 'yes site access contact'
          ? holderOf(entries, 'siteAccessContact')
          : answer === 'yes customer'
            ? holderOf(entries, 'customer')
            : undefined;
    if (holder) holder.roles.add(role);
    else if (answer === 'yes' && isPlainObject(order[separateDetailsKey])) entries.push(contactEntry(order[separateDetailsKey], role));
  };
  given(textOf(order['hasElectrician']), 'electrician', 'optionalContactDetails');
  given(textOf(order['hasLandOwner']), 'landOwner', 'landOwnerContactDetails');
  return orderContactsOf(entries);
}
