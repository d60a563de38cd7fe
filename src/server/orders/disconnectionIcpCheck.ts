// The ICP of a disconnection order, checked against the ICP registry
// (src/server/icp) when the customer's ICP lookup found it. Then the order
// asks for no site address: the registry's address is the site, so the
// address stored is the registry's own words (icpAddressLookup), never the
// label the browser sent. An ICP the registry does not know (any more) is
// refused at the ICP, as the form words it: 'No ICP found'. Without a found
// ICP the customer gave the site address and meter serial numbers instead, and
// no label from a lookup is kept.
import type { JsonObject } from '../db/schema';
import { ApiError } from '../errors';
import { IcpRegistryUnavailableError, wellFormedIcp, type IcpRecord, type IcpRegistry } from '../icp/icpRegistry';
import { isIcpLookupEnabled } from './disconnectionOrder';
import { ICP_REGISTRY_UNAVAILABLE_MESSAGE, NO_ICP_FOUND_MESSAGE } from './messages';
import type { ReferenceCheck } from './orderTypeRegistry';
import { isPlainObject } from './orderTypes';

export const ICP_NUMBER_POINTER = '/propertyDetails/icpNumber';

async function findIcp(icpRegistry: IcpRegistry, text: unknown): Promise<IcpRecord | undefined> {
  const icpNumber = typeof text === 'string' ? wellFormedIcp(text) : undefined;
  if (icpNumber === undefined) return undefined;
  try {
    return await icpRegistry.find(icpNumber);
  } catch (error) {
    // Nothing is stored; the customer may try again (the form's error step).
    if (error instanceof IcpRegistryUnavailableError) throw new ApiError(503, ICP_REGISTRY_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

/** The (valid, pruned) disconnection order with the registry's address for its ICP, or 'No ICP found' at the ICP. */
export async function checkDisconnectionIcp(icpRegistry: IcpRegistry, document: JsonObject): Promise<ReferenceCheck> {
  const property = document['propertyDetails'];
  if (!isPlainObject(property)) return { ok: true, document };
  if (!isIcpLookupEnabled(document)) {
    const { icpAddressLookup: _notLookedUp, ...rest } = property as JsonObject;
    return { ok: true, document: { ...document, propertyDetails: rest } };
  }
  const record = await findIcp(icpRegistry, property['icpNumber']);
  if (!record) return { ok: false, errors: [{ pointer: ICP_NUMBER_POINTER, message: NO_ICP_FOUND_MESSAGE }] };
  return { ok: true, document: { ...document, propertyDetails: { ...(property as JsonObject), icpAddressLookup: { id: record.id, label: record.label } } } };
}
