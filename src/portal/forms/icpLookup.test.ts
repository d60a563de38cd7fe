// The ICP lookup as the disconnection form's keyed lookup: found, not found
// (404 or no label) and failed are three different answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookUpIcp } from './icpLookup';

afterEach(() => vi.unstubAllGlobals());

const ICP = '0000012345AB8C1';

function stubFetch(respond: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('lookUpIcp', () => {
  it('answers the id and the address label of a known ICP', async () => {
    const fetch = stubFetch(() => Response.json({ id: ICP, label: '12 Queen Street, Auckland Central, Auckland 1010' }));
    expect(await lookUpIcp(ICP)).toEqual({ id: ICP, label: '12 Queen Street, Auckland Central, Auckland 1010' });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/address/icp/${ICP}`);
  });

  it('puts what was typed into the path as one segment', async () => {
    const fetch = stubFetch(() => Response.json({ message: 'ICP not found' }, { status: 404 }));
    await lookUpIcp('0000012345/..?x');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/address/icp/0000012345%2F..%3Fx');
  });

  it('answers null for an ICP the registry does not know (404)', async () => {
    stubFetch(() => Response.json({ message: 'ICP not found' }, { status: 404 }));
    expect(await lookUpIcp(ICP)).toBeNull();
  });

  it.each([{ id: ICP, label: '' }, { id: ICP, label: '   ' }, { id: ICP }])('answers null for an answer without a label: %j', async (answer) => {
    stubFetch(() => Response.json(answer));
    expect(await lookUpIcp(ICP)).toBeNull();
  });

  it('rejects when the lookup fails, so the field does not claim the ICP is unknown', async () => {
    stubFetch(() => Response.json({ message: 'The ICP registry is not available' }, { status: 503 }));
    await expect(lookUpIcp(ICP)).rejects.toThrow('The ICP registry is not available');
  });

  it.each([[['an', 'array']], ['a text'], [{ label: 'No id' }], [{ id: ICP, label: 42 }]])('rejects an answer that is not an ICP: %j', async (answer) => {
    stubFetch(() => Response.json(answer));
    await expect(lookUpIcp(ICP)).rejects.toThrow('The ICP lookup answered something that is not an ICP');
  });
});
