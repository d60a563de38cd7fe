// What differs from one order type to the next, in one place: how a draft is
// summarised in the drafts list, what a submitted
// document must still be checked against beyond its form (the company's
// reference lists, the ICP registry), how it splits into the orders stored
// (livening: one per metered site; a new connection and a disconnection: one),
// the summary and service type of each, which files each stored order keeps,
// its confirmation mail, and what its detail page shows of the stored order
// (the site's details and the contacts with their roles). Adding the next order type is adding an entry
// here and in orderTypes.ts, never a branch in the services.
import type { Kysely } from 'kysely';
import type { DatabaseSchema, JsonObject } from '../db/schema';
import type { IcpRegistry } from '../icp/icpRegistry';
import type { OutgoingMail } from '../mail/outbox';
import type { DisconnectionSiteDetails, LiveningSiteDetails, NewConnectionSiteDetails, OrderContact } from '../../shared/api/orderTracking';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { disconnectionConfirmationMail, liveningConfirmationMail, newConnectionConfirmationMail } from './confirmationMail';
import { checkDisconnectionIcp } from './disconnectionIcpCheck';
import { disconnectionDraftSummary, disconnectionRequester, disconnectionSummary, splitDisconnectionOrder } from './disconnectionOrder';
import { disconnectionContactDetails, disconnectionSiteDetails } from './disconnectionOrderDetail';
import { liveningDraftSummary, splitLiveningOrder } from './liveningOrder';
import { liveningSiteDetails } from './liveningOrderDetail';
import { isComplexConnection, newConnectionDraftSummary, splitNewConnectionOrder } from './newConnectionOrder';
import { newConnectionSiteDetails } from './newConnectionOrderDetail';
import { contactListDetails, requesterContact } from './orderContacts';
import type { OrderType } from './orderTypes';
import { liveningProviderChoices, type ServiceProviderChoice } from './serviceProviderChoices';

/** One stored order's worth of a submitted document. */
export interface OrderPart {
  siteIndex: number;
  /** JSON pointer of this part in the submitted document (e.g. `/metered/sites/1`); '' for the whole document. */
  pointer: string;
  document: JsonObject;
  /** Stored with the order for lists and detail pages; siteLabel and serviceType are also in the submission's answer. */
  summary: JsonObject & { siteLabel: string; serviceType: string; siteNumber: number; siteCount: number };
}

/** The document to store (with what the reference lists say in place of the browser's words), or what is wrong at which pointer. */
export type ReferenceCheck = { ok: true; document: JsonObject } | { ok: false; errors: FieldError[] };

/** What a reference check may consult: the database (reference lists) and the ICP registry. */
export interface ReferenceContext {
  db: Kysely<DatabaseSchema>;
  icpRegistry: IcpRegistry;
}

export interface OrderTypeBehaviour {
  /** What the drafts list shows of an unfinished document of this type (any of it may be missing). */
  draftSummary(document: JsonObject): JsonObject;
  /** What a valid document must still be checked against (none when absent). */
  checkReferences?(context: ReferenceContext, document: JsonObject): Promise<ReferenceCheck>;
  /**
   * The reference-list entries a valid document names (none when absent): the statement that
   * stores the order checks them and stores their names (serviceProviderChoices.ts).
   */
  providerChoices?(document: JsonObject): ServiceProviderChoice[];
  /** The orders to store for a valid document: one per part. */
  split(document: JsonObject): OrderPart[];
  /** Where the parts sit in the document (files under it belong to one part; others to every part); undefined when there is one part. */
  partsPointer?: string;
  /** The mail confirming one stored order, to whoever the type says (none when there is no address). */
  confirmationMail(document: JsonObject, part: OrderPart, details: ConfirmationContext): OutgoingMail | undefined;
  /** The detail page's site details of a stored order beyond jobType, address and typeDetailed (spec 3 "Order detail"). */
  siteDetails(document: JsonObject, summary: JsonObject): LiveningSiteDetails | NewConnectionSiteDetails | DisconnectionSiteDetails;
  /** The detail page's contacts of a stored order: each person once, with their roles. */
  contactDetails(document: JsonObject): OrderContact[];
}

/** What a confirmation mail needs beyond the document: the order number and the support contacts. */
export interface ConfirmationContext {
  orderNumber: string;
  supportPhone: string;
  supportEmail: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A contact's address and first name; none without an email. */
function recipientOf(contact: Record<string, unknown> | undefined): { to: string; firstName: string } | undefined {
  const to = text(contact?.['email']);
  return to === '' ? undefined : { to, firstName: text(contact?.['firstName']) };
}

/** The requester (the first contact, unless another holds the requester role) of a livening or new connection order. */
function mailRecipient(document: JsonObject): { to: string; firstName: string } | undefined {
  return recipientOf(requesterContact(document));
}

export const ORDER_TYPE_BEHAVIOUR: Record<OrderType, OrderTypeBehaviour> = {
  LiveningIcpOrder: {
    draftSummary: liveningDraftSummary,
    // The inspector and retailer must be on the staff's lists; their names are taken from there
    // (checked, and named, by the statement that stores the order).
    providerChoices: liveningProviderChoices,
    split: (document) => splitLiveningOrder(document).map(({ sitePointer, ...part }) => ({ ...part, pointer: sitePointer })),
    partsPointer: '/metered/sites',
    // To the requester, one per stored order.
    confirmationMail(document, part, details) {
      const recipient = mailRecipient(document);
      if (!recipient) return undefined;
      const { siteLabel, siteNumber, siteCount } = part.summary;
      return liveningConfirmationMail({ ...recipient, siteLabel, siteNumber, siteCount, ...details });
    },
    siteDetails: liveningSiteDetails,
    // Up to 3 contacts sharing the roles, and the electrician.
    contactDetails: contactListDetails,
  },
  NewConnectionOrder: {
    draftSummary: newConnectionDraftSummary,
    // One order: the site, its lots, the site plans and the contacts belong together.
    split: splitNewConnectionOrder,
    // To the requester, saying whether it is a simple or a complex connection and what happens next.
    confirmationMail(document, part, details) {
      const recipient = mailRecipient(document);
      if (!recipient) return undefined;
      const { siteLabel, serviceType } = part.summary;
      const lotCount = typeof part.summary['lotCount'] === 'string' ? part.summary['lotCount'] : '';
      return newConnectionConfirmationMail({ ...recipient, siteLabel, serviceType, lotCount, isComplexConnection: isComplexConnection(document), ...details });
    },
    siteDetails: newConnectionSiteDetails,
    // Up to 3 contacts sharing the roles, the electrician and the land owner.
    contactDetails: contactListDetails,
  },
  DisconnectionOrder: {
    draftSummary: disconnectionDraftSummary,
    // A found ICP must be in the registry; its address is the registry's.
    checkReferences: ({ icpRegistry }, document) => checkDisconnectionIcp(icpRegistry, document),
    // One order: "one order with its own number series".
    split: splitDisconnectionOrder,
    // To the requester (contactDetails.requester), with what the thank-you page shows and the requested date.
    confirmationMail(document, part, details) {
      const recipient = recipientOf(disconnectionRequester(document));
      if (!recipient) return undefined;
      const { icpNumber, meterSerialNumbers, siteLabel, disconnectionDate } = disconnectionSummary(part.document);
      return disconnectionConfirmationMail({ ...recipient, icpNumber, meterSerialNumbers, siteLabel, disconnectionDate, ...details });
    },
    siteDetails: disconnectionSiteDetails,
    // The requester, the property owner and the site contact, who may be the same people.
    contactDetails: disconnectionContactDetails,
  },
};

/** The file references a part keeps: those inside it, and those outside every part (a file for the whole order). */
export function filesOfPart<T extends { pointer: string }>(behaviour: OrderTypeBehaviour, part: OrderPart, files: readonly T[]): T[] {
  if (part.pointer === '' || behaviour.partsPointer === undefined) return [...files];
  const partsPrefix = `${behaviour.partsPointer}/`;
  return files.filter((reference) => reference.pointer.startsWith(`${part.pointer}/`) || !reference.pointer.startsWith(partsPrefix));
}
