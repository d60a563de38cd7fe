// When a disconnection order is checked against the ICP registry, then a found
// ICP must still be in the registry and the registry's address replaces the
// label the browser sent; an unknown ICP is 'No ICP found' at the ICP; without
// a found ICP the registry is not asked and no lookup label is kept; a registry
// that cannot answer is a 503, not a refusal of the customer's ICP.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../db/schema';
import { ApiError } from '../errors';
import { IcpRegistryUnavailableError, type IcpRegistry } from '../icp/icpRegistry';
import { ICP_NUMBER_POINTER, checkDisconnectionIcp } from './disconnectionIcpCheck';

const ICP = '0000000001NK4E8';
const REGISTRY_LABEL = '1/41 Albert Street, Auckland Central, Auckland 1010';

/** A registry that knows one ICP and records what it was asked. */
function registry(answer: (icp: string) => Promise<{ id: string; label: string } | undefined> = async (icp) => (icp === ICP ? { id: ICP, label: REGISTRY_LABEL } : undefined)) {
  const asked: string[] = [];
  const fake: IcpRegistry = {
    find: (icp) => {
      asked.push(icp);
      return answer(icp);
    },
  };
  return { fake, asked };
}

function order(propertyDetails: JsonObject): JsonObject {
  return { propertyDetails, disconnectionDetails: { removalReason: 'Demolition' } };
}

describe('checkDisconnectionIcp', () => {
  it("stores the registry's address for a found ICP, whatever label the browser sent", async () => {
    const { fake, asked } = registry();
    const sent = order({ icpNumber: ICP.toLowerCase(), icpAddressLookupEnabled: true, icpAddressLookup: { id: 'made up', label: 'Somewhere else' }, type: 'Residential' });
    expect(await checkDisconnectionIcp(fake, sent)).toEqual({
      ok: true,
      document: order({ icpNumber: ICP.toLowerCase(), icpAddressLookupEnabled: true, icpAddressLookup: { id: ICP, label: REGISTRY_LABEL }, type: 'Residential' }),
    });
    // Asked as the registry writes ICPs.
    expect(asked).toEqual([ICP]);
  });

  it("refuses an ICP the registry does not know, or a malformed one, as the lookup words it", async () => {
    const { fake, asked } = registry();
    const refusal = { ok: false, errors: [{ pointer: ICP_NUMBER_POINTER, message: 'No ICP found' }] };
    expect(await checkDisconnectionIcp(fake, order({ icpNumber: '0000000002NK828', icpAddressLookupEnabled: true }))).toEqual(refusal);
    expect(await checkDisconnectionIcp(fake, order({ icpNumber: 'not an ICP', icpAddressLookupEnabled: true }))).toEqual(refusal);
    expect(await checkDisconnectionIcp(fake, order({ icpAddressLookupEnabled: true }))).toEqual(refusal);
    expect(asked).toEqual(['0000000002NK828']);
  });

  it('asks nothing without a found ICP, and keeps no lookup label', async () => {
    const { fake, asked } = registry();
    expect(await checkDisconnectionIcp(fake, order({ icpNumber: '', icpAddressLookupEnabled: false, icpAddressLookup: { id: ICP, label: 'Sent anyway' } }))).toEqual({
      ok: true,
      document: order({ icpNumber: '', icpAddressLookupEnabled: false }),
    });
    const noProperty = { disconnectionDetails: {} };
    expect(await checkDisconnectionIcp(fake, noProperty)).toEqual({ ok: true, document: noProperty });
    expect(asked).toEqual([]);
  });

  it('answers 503 when the registry cannot answer', async () => {
    const { fake } = registry(async () => {
      throw new IcpRegistryUnavailableError('timeout');
    });
    const checking = checkDisconnectionIcp(fake, order({ icpNumber: ICP, icpAddressLookupEnabled: true }));
    await expect(checking).rejects.toBeInstanceOf(ApiError);
    await expect(checking).rejects.toMatchObject({ statusCode: 503 });
  });
});
