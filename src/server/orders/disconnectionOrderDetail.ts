// A disconnection order on its detail page (spec 3 "Order detail",
// disconnection): the property and what was asked, and its contacts. The form
// names three people (requester, property owner, site contact), but the owner
// and the site contact may each be "the same as" another role (propertyOwnerSameAsRole,
// siteContactSameAsRole): the page lists each person once, with all their roles.
import type { JsonObject } from '../db/schema';
import type { DisconnectionSiteDetails, OrderContact } from '../../shared/api/orderTracking';
import { booleanOrNull, objectAt, objectsAt } from './documentReaders';
import { contactEntry, orderContactsOf, type ContactEntry } from './orderContacts';
import { textOf } from './orderText';

export function disconnectionSiteDetails(document: JsonObject, summary: JsonObject): DisconnectionSiteDetails {
  const property = objectAt(document, 'propertyDetails');
  const details = objectAt(document, 'disconnectionDetails');
  return {
    // The summary's, upper case as stored for the lists.
    icpNumber: textOf(summary['icpNumber']) || textOf(property['icpNumber']).toUpperCase(),
    meters: objectsAt(objectAt(property, 'meterInfo'), 'meters').map((meter) => ({ location: textOf(meter['location']), serialNumber: textOf(meter['serialNumber']) })),
    type: textOf(property['type']),
    guardDogs: booleanOrNull(property['guardDogs']),
    lockedGate: booleanOrNull(property['lockedGate']),
    removalReason: textOf(details['removalReason']),
    disconnectionDate: textOf(details['disconnectionDate']),
    tenants: textOf(details['hasTenants']),
    hazards: textOf(details['hazards']),
    otherInformation: textOf(details['otherInformation']),
  };
}

export function disconnectionContactDetails(document: JsonObject): OrderContact[] {
  const contacts = objectAt(document, 'contactDetails');
  const requester = contactEntry(contacts['requester'], 'requester');
  const entries: ContactEntry[] = [requester];
  const ownerAnswer = textOf(contacts['propertyOwnerSameAsRole']);
  const siteAnswer = textOf(contacts['siteContactSameAsRole']);

  // The owner first: the site contact may be "the property owner" (the form refuses each pointing at the other).
  let owner: ContactEntry | undefined;
  if (ownerAnswer === 'requester') owner = requester;
  else if (ownerAnswer === 'new-contact') entries.push((owner = contactEntry(contacts['propertyOwner'])));
  owner?.roles.add('propertyOwner');

  let siteContact: ContactEntry | undefined;
  if (siteAnswer === 'requester') siteContact = requester;
  else if (siteAnswer === 'property-owner-contact') siteContact = owner;
  else if (siteAnswer === 'new-contact') entries.push((siteContact = contactEntry(contacts['siteContact'])));
  siteContact?.roles.add('siteAccessContact');
  if (ownerAnswer === 'site-access-contact') siteContact?.roles.add('propertyOwner');

  return orderContactsOf(entries);
}
