// The Addressfinder adapter's requests and response mapping. The real API is
// not reachable from this machine (no network, and it needs a paid key), so
// these tests use a fake `fetch` that records the request and answers with
// response bodies shaped as Addressfinder documents them.
import { describe, expect, it, vi } from 'vitest';
import { AddressLookupUnavailableError } from './addressProvider';
import { AddressfinderProvider, mapAutocomplete, mapMetadata } from './addressfinderProvider';

interface Call {
  url: URL;
  headers: Record<string, string>;
}

function fakeFetch(answer: (url: URL) => Response | Promise<Response>): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    return answer(url);
  }) as typeof fetch;
  return { fetch: fake, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const AUTOCOMPLETE = {
  completions: [
    { a: '12 Ponsonby Road, Ponsonby, Auckland 1011', pxid: '2-.1.2.3', v: 0 },
    { a: '2/12 Ponsonby Road, Ponsonby, Auckland 1011', pxid: '2-.1.2.4', v: 1 },
    { a: '', pxid: '2-.1.2.5' },
    { a: 'no id' },
    'not an object',
    { a: '12 Ponsonby Road, Ponsonby, Auckland 1011', pxid: '2-.1.2.3' },
  ],
  paid: true,
  success: true,
};

describe('AddressfinderProvider.search', () => {
  it('asks autocomplete with the key, query and limit, and the secret in a header; leaves PO Boxes out of street searches', async () => {
    const { fetch, calls } = fakeFetch(() => json(AUTOCOMPLETE));
    const provider = new AddressfinderProvider({ key: 'KEY', secret: 'SECRET', fetch });
    const found = await provider.search('12 Ponsonby', { postal: false, limit: 10 });
    expect(found).toEqual([
      { id: '2-.1.2.3', label: '12 Ponsonby Road, Ponsonby, Auckland 1011' },
      { id: '2-.1.2.4', label: '2/12 Ponsonby Road, Ponsonby, Auckland 1011' },
    ]);
    const [call] = calls;
    expect(call!.url.origin + call!.url.pathname).toBe('https://api.addressfinder.io/api/nz/address/autocomplete');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ key: 'KEY', format: 'json', q: '12 Ponsonby', max: '10', post_box: '0' });
    expect(call!.url.search).not.toContain('SECRET');
    expect(call!.headers['authorization']).toBe('SECRET');
  });

  it('offers street addresses and PO Boxes NZ Post delivers to for a postal search (post_box=1 would give PO Boxes only)', async () => {
    const { fetch, calls } = fakeFetch(() => json({ completions: [], success: true }));
    await new AddressfinderProvider({ key: 'KEY', fetch }).search('PO Box 12', { postal: true, limit: 5 });
    const params = Object.fromEntries(calls[0]!.url.searchParams);
    expect(params).toMatchObject({ q: 'PO Box 12', max: '5', delivered: '1' });
    expect(params).not.toHaveProperty('post_box');
    expect(calls[0]!.headers).not.toHaveProperty('authorization');
  });

  it('keeps to the limit', async () => {
    const { fetch } = fakeFetch(() => json(AUTOCOMPLETE));
    expect(await new AddressfinderProvider({ key: 'KEY', fetch }).search('12 Pons', { postal: false, limit: 1 })).toHaveLength(1);
  });

  it.each([
    ['an HTTP error', () => json({ success: false, message: 'Invalid credentials', error_code: '1006' }, 401)],
    ['an error body with HTTP 200', () => json({ success: false, message: 'Your Addressfinder trial has ended', error_code: 1020 })],
    ['a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['a body without completions', () => json({ success: true })],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('turns %s into AddressLookupUnavailableError', async (_name, answer) => {
    const { fetch } = fakeFetch(answer);
    await expect(new AddressfinderProvider({ key: 'KEY', fetch }).search('12 Pons', { postal: false, limit: 10 })).rejects.toBeInstanceOf(
      AddressLookupUnavailableError,
    );
  });

  it('gives up after the timeout', async () => {
    const slow = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof fetch;
    const provider = new AddressfinderProvider({ key: 'KEY', fetch: slow, timeoutMs: 20 });
    const error = await provider.search('12 Pons', { postal: false, limit: 10 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressLookupUnavailableError);
    expect((error as Error).message).toBe('Addressfinder autocomplete did not answer within 20 ms');
    expect((error as Error).message).not.toContain('KEY');
  });

  it('uses a 5 second timeout by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      const { fetch } = fakeFetch(() => json({ completions: [] }));
      await new AddressfinderProvider({ key: 'KEY', fetch }).search('abc', { postal: false, limit: 10 });
      expect(timeout).toHaveBeenCalledWith(5_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it('needs a key', () => {
    expect(() => new AddressfinderProvider({ key: '' })).toThrow('ADDRESSFINDER_KEY');
  });
});

describe('AddressfinderProvider.lookup', () => {
  it('asks metadata for the pxid and maps a street address', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json({
        pxid: '2-.1.2.4',
        a: 'Flat 2, 12A Ponsonby Road, Ponsonby, Auckland 1011',
        unit_type: 'Flat',
        unit_identifier: '2',
        number: '12',
        alpha: 'A',
        street: 'Ponsonby Road',
        street_name: 'Ponsonby',
        street_type: 'road',
        suburb: 'Ponsonby',
        city: 'Auckland',
        mailtown: 'Auckland',
        postcode: '1011',
        x: '174.74',
        y: '-36.85',
        success: true,
      }),
    );
    const details = await new AddressfinderProvider({ key: 'KEY', fetch }).lookup('2-.1.2.4');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ key: 'KEY', format: 'json', pxid: '2-.1.2.4' });
    expect(calls[0]!.url.pathname).toBe('/api/nz/address/metadata');
    expect(details).toEqual({
      id: '2-.1.2.4',
      label: 'Flat 2, 12A Ponsonby Road, Ponsonby, Auckland 1011',
      unit: '2',
      streetNumber: '12A',
      streetName: 'Ponsonby Road',
      suburb: 'Ponsonby',
      city: 'Auckland',
      postcode: '1011',
      postal: false,
    });
  });

  it('answers undefined for a pxid Addressfinder does not know', async () => {
    const { fetch } = fakeFetch(() => json({ success: false, message: 'The record you are trying to load does not exist', error_code: '1011' }, 404));
    expect(await new AddressfinderProvider({ key: 'KEY', fetch }).lookup('nope')).toBeUndefined();
  });

  it('turns other failures into AddressLookupUnavailableError', async () => {
    const { fetch } = fakeFetch(() => json({ success: false, message: 'Invalid credentials', error_code: '1006' }, 401));
    await expect(new AddressfinderProvider({ key: 'KEY', fetch }).lookup('2-.1')).rejects.toBeInstanceOf(AddressLookupUnavailableError);
  });
});

describe('response mapping', () => {
  it('maps a PO Box: box type as street name, box number as number, lobby as suburb', () => {
    expect(
      mapMetadata(
        { pxid: '3-.9', a: 'PO Box 1234, Wellesley Street, Auckland 1141', number: 1234, box_type: 'PO Box', lobby_name: 'Wellesley Street', mailtown: 'Auckland', postcode: '1141' },
        '3-.9',
      ),
    ).toEqual({
      id: '3-.9',
      label: 'PO Box 1234, Wellesley Street, Auckland 1141',
      streetNumber: '1234',
      streetName: 'PO Box',
      suburb: 'Wellesley Street',
      city: 'Auckland',
      postcode: '1141',
      postal: true,
    });
  });

  it('tolerates missing and oddly typed fields', () => {
    expect(mapMetadata({ a: ' 5 Queen Street, Auckland Central, Auckland 1010 ', number: null, street: 42, suburb: ['x'] }, 'id-1')).toEqual({
      id: 'id-1',
      label: '5 Queen Street, Auckland Central, Auckland 1010',
      streetNumber: '',
      streetName: '42',
      suburb: '',
      city: '',
      postcode: '',
      postal: false,
    });
    expect(() => mapMetadata({ pxid: 'x' }, 'x')).toThrow(AddressLookupUnavailableError);
    expect(() => mapMetadata('nope', 'x')).toThrow(AddressLookupUnavailableError);
    expect(mapAutocomplete({ completions: [null, 3, { a: 'A', pxid: 7 }] }, 10)).toEqual([{ id: '7', label: 'A' }]);
  });
});
