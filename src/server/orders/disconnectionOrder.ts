// What the server reads from a permanent disconnection order (spec 3
// "Disconnection order"; the form is schemas/disconnection): the site, the ICP,
// the meters' serial numbers, the requested date and the requester. The site
// is the ICP's address as the registry words it when the ICP lookup found the
// ICP (disconnectionIcpCheck.ts puts the registry's words in the document
// before this reads it), else the address the customer gave. A disconnection
// order is stored as one order.
import type { JsonObject } from '../db/schema';
import { siteLine } from './orderAddress';
import { fullName } from './orderContacts';
import { DISCONNECTION_SERVICE_TYPE, ORDER_TYPES, isPlainObject } from './orderTypes';
import { textOf } from './orderText';

/** Stored in customer_order.summary (a type alias, so it is a JsonObject). */
export type DisconnectionSummary = {
  jobType: string;
  serviceType: string;
  requestedBy: string;
  /** The ICP's address, or the site address given without one, as one line; '' when neither is known (a draft). */
  siteLabel: string;
  /** Upper case; '' without one. */
  icpNumber: string;
  /** The serial numbers given, in meter order (none may be given with a found ICP). */
  meterSerialNumbers: string[];
  /** YYYY-MM-DD as requested; '' in a draft (its date is cleared). */
  disconnectionDate: string;
  siteNumber: number;
  siteCount: number;
};

/** The object under `key`, or an empty one: anything may be missing or mistyped in a draft. */
function objectAt(value: unknown, key: string): Record<string, unknown> {
  const inner = isPlainObject(value) ? value[key] : undefined;
  return isPlainObject(inner) ? inner : {};
}

/** Whether the ICP lookup found the order's ICP (the form then asks for no site address). */
export function isIcpLookupEnabled(order: Record<string, unknown>): boolean {
  return objectAt(order, 'propertyDetails')['icpAddressLookupEnabled'] === true;
}

/** The requester contact (contactDetails.requester), who the confirmation goes to. */
export function disconnectionRequester(order: Record<string, unknown>): Record<string, unknown> | undefined {
  const requester = objectAt(order, 'contactDetails')['requester'];
  return isPlainObject(requester) ? requester : undefined;
}

function meterSerialNumbers(meterInfo: Record<string, unknown>): string[] {
  const meters = Array.isArray(meterInfo['meters']) ? meterInfo['meters'] : [];
  return meters.map((meter) => (isPlainObject(meter) ? textOf(meter['serialNumber']) : '')).filter((serial) => serial !== '');
}

/** The summary stored with the order, and what its confirmation mail says. */
export function disconnectionSummary(order: Record<string, unknown>): DisconnectionSummary {
  const property = objectAt(order, 'propertyDetails');
  const meterInfo = objectAt(property, 'meterInfo');
  return {
    jobType: ORDER_TYPES.DisconnectionOrder.jobType,
    serviceType: DISCONNECTION_SERVICE_TYPE,
    requestedBy: fullName(disconnectionRequester(order)),
    // The meter information block holds the site address (addressInformation), as a site does.
    siteLabel: isIcpLookupEnabled(order) ? textOf(objectAt(property, 'icpAddressLookup')['label']) : siteLine(meterInfo),
    icpNumber: textOf(property['icpNumber']).toUpperCase(),
    meterSerialNumbers: meterSerialNumbers(meterInfo),
    disconnectionDate: textOf(objectAt(order, 'disconnectionDetails')['disconnectionDate']),
    siteNumber: 1,
    siteCount: 1,
  };
}

/** The one order to store for a (valid, pruned, reference-checked) disconnection order. */
export function splitDisconnectionOrder(order: JsonObject): Array<{ siteIndex: number; pointer: string; document: JsonObject; summary: DisconnectionSummary }> {
  return [{ siteIndex: 0, pointer: '', document: order, summary: disconnectionSummary(order) }];
}

/** What a draft list shows of an unfinished disconnection order (any of it may be missing). */
export function disconnectionDraftSummary(order: JsonObject): JsonObject {
  const { siteNumber: _one, ...summary } = disconnectionSummary(order);
  return summary;
}
