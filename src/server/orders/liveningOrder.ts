// What the server reads from a livening (ICP) order (spec 2 section 3.1):
// its sites, each site's address as one line, the requester, and the summary
// stored with each order for lists, detail pages and mails. A metered order
// becomes one order per site; an unmetered order is one order.
import type { JsonObject, JsonValue } from '../db/schema';
import { LIVENING_SERVICE_TYPE, ORDER_TYPES, isPlainObject } from './orderTypes';

export const METERED = 'metered ICP';
export const UNMETERED = 'unmetered ICP';

/** One order's worth of a livening order. */
export interface LiveningSiteOrder {
  siteIndex: number;
  /** The order as submitted, for this site only (a metered order keeps only this site). */
  document: JsonObject;
  /** JSON pointer of this site in the submitted document, e.g. `/metered/sites/1`; '' for unmetered. */
  sitePointer: string;
  summary: LiveningSummary;
}

type BaseSummary = {
  jobType: string;
  serviceType: string;
  icpType: string;
  requestedBy: string;
  projectNumber: string;
};

/** Stored in customer_order.summary (a type alias, so it is a JsonObject). */
export type LiveningSummary = BaseSummary & {
  /** The site's address (or lot) as one line; '' when none was entered (a draft). */
  siteLabel: string;
  /** 1-based, of siteCount. */
  siteNumber: number;
  siteCount: number;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function joinParts(parts: string[], separator: string): string {
  return parts.filter((part) => part !== '').join(separator);
}

/** A street address block (spec 1's site address): the chosen suggestion, or the manual fields. */
export function addressLine(addressInformation: unknown): string {
  if (!isPlainObject(addressInformation)) return '';
  const manual = addressInformation['manualStreetAddress'];
  if (addressInformation['manuallyEnteredAddress'] === true && isPlainObject(manual)) {
    const unit = text(manual['unit']);
    const number = text(manual['streetNumber']);
    const street = joinParts([unit && number ? `${unit}/${number}` : unit || number, text(manual['streetName'])], ' ');
    return joinParts([street, joinParts([text(manual['suburb']), text(manual['postcode'])], ' ')], ', ');
  }
  return text(addressInformation['streetAddress']);
}

/** A metered site as one line: its lot and DP, or its street address. */
export function siteLine(site: unknown): string {
  if (!isPlainObject(site)) return '';
  if (site['siteType'] === 'lotAndDpNumber' && isPlainObject(site['lotInformation'])) {
    const lot = site['lotInformation'];
    const lotAndDp = joinParts([text(lot['lotNumber']) && `Lot ${text(lot['lotNumber'])}`, text(lot['dpNumber']) && `DP ${text(lot['dpNumber'])}`], ' ');
    const street = joinParts([text(lot['streetNumber']), text(lot['streetName'])], ' ');
    const place = joinParts([text(lot['suburb']), text(lot['postcode'])], ' ');
    return joinParts([lotAndDp, street, place], ', ');
  }
  return addressLine(site['addressInformation']);
}

function contactList(order: Record<string, unknown>): Record<string, unknown>[] {
  const contacts = order['contactDetails'];
  return Array.isArray(contacts) ? contacts.filter(isPlainObject) : [];
}

/** The requester contact: the one with the requester role, or else the first (spec 2 section 4.3). */
export function requesterContact(order: Record<string, unknown>): Record<string, unknown> | undefined {
  const contacts = contactList(order);
  return contacts.find((contact) => isPlainObject(contact['roles']) && contact['roles']['requester'] === true) ?? contacts[0];
}

export function fullName(contact: Record<string, unknown> | undefined): string {
  return contact ? joinParts([text(contact['firstName']), text(contact['lastName'])], ' ') : '';
}

function meteredSites(order: Record<string, unknown>): unknown[] {
  const metered = order['metered'];
  if (!isPlainObject(metered) || !Array.isArray(metered['sites'])) return [];
  return metered['sites'];
}

function baseSummary(order: Record<string, unknown>): BaseSummary {
  return {
    jobType: ORDER_TYPES.LiveningIcpOrder.jobType,
    serviceType: LIVENING_SERVICE_TYPE,
    icpType: text(order['icpType']),
    requestedBy: fullName(requesterContact(order)),
    projectNumber: text(order['projectNumber']),
  };
}

/** Splits a (valid) livening order into the orders to store: one per metered site, or one. */
export function splitLiveningOrder(order: JsonObject): LiveningSiteOrder[] {
  const base = baseSummary(order);
  if (order['icpType'] === METERED) {
    const sites = meteredSites(order);
    const metered = order['metered'] as JsonObject;
    return sites.map((site, siteIndex) => ({
      siteIndex,
      sitePointer: `/metered/sites/${siteIndex}`,
      document: { ...order, metered: { ...metered, sites: [site as JsonValue] } },
      summary: { ...base, siteLabel: siteLine(site), siteNumber: siteIndex + 1, siteCount: sites.length },
    }));
  }
  const unmetered = order['unmetered'];
  const label = isPlainObject(unmetered) ? addressLine(unmetered['addressInformation']) : '';
  return [{ siteIndex: 0, sitePointer: '', document: order, summary: { ...base, siteLabel: label, siteNumber: 1, siteCount: 1 } }];
}

/** What a draft list shows of an unfinished livening order (any of it may be missing). */
export function liveningDraftSummary(order: JsonObject): JsonObject {
  const base = baseSummary(order);
  const sites = order['icpType'] === UNMETERED ? [] : meteredSites(order);
  const unmetered = order['unmetered'];
  const siteLabel =
    order['icpType'] === UNMETERED
      ? isPlainObject(unmetered)
        ? addressLine(unmetered['addressInformation'])
        : ''
      : joinParts(sites.map(siteLine), '; ');
  return { ...base, siteLabel, siteCount: order['icpType'] === UNMETERED ? 1 : sites.length };
}
