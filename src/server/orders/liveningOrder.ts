// What the server reads from a livening (ICP) order (spec 2 section 3.1):
// its sites (each as one line: orderAddress.ts), the requester, and the summary
// stored with each order for lists, detail pages and mails. A metered order
// becomes one order per site; an unmetered order is one order.
import type { JsonObject, JsonValue } from '../db/schema';
import { addressLine, siteLine } from './orderAddress';
import { fullName, requesterContact } from './orderContacts';
import { LIVENING_SERVICE_TYPE, ORDER_TYPES, isPlainObject } from './orderTypes';
import { joinParts, textOf } from './orderText';

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

function meteredSites(order: Record<string, unknown>): unknown[] {
  const metered = order['metered'];
  if (!isPlainObject(metered) || !Array.isArray(metered['sites'])) return [];
  return metered['sites'];
}

function baseSummary(order: Record<string, unknown>): BaseSummary {
  return {
    jobType: ORDER_TYPES.LiveningIcpOrder.jobType,
    serviceType: LIVENING_SERVICE_TYPE,
    icpType: textOf(order['icpType']),
    requestedBy: fullName(requesterContact(order)),
    projectNumber: textOf(order['projectNumber']),
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
