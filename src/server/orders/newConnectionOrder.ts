// What the server reads from a new connection order (spec 2 section 3.2): its
// site as one line, its lot count, the requester, and whether it is a simple
// or a complex connection. Which it is was derived by the form's own schema
// (`x-derive` on isComplexConnection) when the server pruned the document,
// never taken from the browser: this module only reads it. A new connection
// order is stored as one order.
import type { JsonObject } from '../db/schema';
import { siteLine } from './orderAddress';
import { fullName, requesterContact } from './orderContacts';
import { ORDER_TYPES, isPlainObject } from './orderTypes';
import { textOf } from './orderText';

/** The service types of spec 2 section 2.6, as the thank-you page words them. */
export const SIMPLE_CONNECTION_SERVICE_TYPE = 'Simple connection';
export const COMPLEX_CONNECTION_SERVICE_TYPE = 'Complex connection';

/** Stored in customer_order.summary (a type alias, so it is a JsonObject). */
export type NewConnectionSummary = {
  jobType: string;
  serviceType: string;
  /** As the server derived it; complex orders are not listed online (spec 3 "Order lists"). */
  isComplexConnection: boolean;
  requestedBy: string;
  /** The site's address (or lot) as one line; '' when none was entered (a draft). */
  siteLabel: string;
  /** '1' to '10' or 'More than 10'; '' when not answered (a draft). */
  lotCount: string;
  siteNumber: number;
  siteCount: number;
};

/** Whether the (pruned, so derived) document is a complex connection. */
export function isComplexConnection(order: Record<string, unknown>): boolean {
  return order['isComplexConnection'] === true;
}

function summaryOf(order: Record<string, unknown>): NewConnectionSummary {
  const complex = isComplexConnection(order);
  const site = isPlainObject(order['site']) ? order['site'] : {};
  return {
    jobType: ORDER_TYPES.NewConnectionOrder.jobType,
    serviceType: complex ? COMPLEX_CONNECTION_SERVICE_TYPE : SIMPLE_CONNECTION_SERVICE_TYPE,
    isComplexConnection: complex,
    requestedBy: fullName(requesterContact(order)),
    siteLabel: siteLine(site),
    lotCount: textOf(site['lotCount']),
    siteNumber: 1,
    siteCount: 1,
  };
}

/** The one order to store for a (valid, pruned) new connection order. */
export function splitNewConnectionOrder(order: JsonObject): Array<{ siteIndex: number; pointer: string; document: JsonObject; summary: NewConnectionSummary }> {
  return [{ siteIndex: 0, pointer: '', document: order, summary: summaryOf(order) }];
}

/** What a draft list shows of an unfinished new connection order (any of it may be missing). */
export function newConnectionDraftSummary(order: JsonObject): JsonObject {
  const { siteNumber: _one, ...summary } = summaryOf(order);
  return summary;
}
