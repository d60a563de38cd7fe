// When a guest types in an address field, then GET /api/address suggests
// addresses from the bundled NZ sample, and GET /api/address/:id gives the parts
// of the chosen one; bad input is 400, a provider that is down is 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressLookupUnavailableError, type AddressProvider } from '../../src/server/address/addressProvider';
import { OPEN_TIMEOUT_MS } from '../storage/testDatabase';
import { createTestApp, type TestApp } from './testApp';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => subject?.close());

interface Suggestion {
  id: string;
  label: string;
}

async function search(q: string, isPostalAddress?: string) {
  const params = new URLSearchParams({ q });
  if (isPostalAddress !== undefined) params.set('isPostalAddress', isPostalAddress);
  return subject.app.inject({ method: 'GET', url: `/api/address?${params}` });
}

async function labels(q: string, isPostalAddress?: string): Promise<string[]> {
  const response = await search(q, isPostalAddress);
  expect(response.statusCode).toBe(200);
  return (response.json() as Suggestion[]).map((suggestion) => suggestion.label);
}

describe('GET /api/address', () => {
  it('suggests addresses whose label starts with the query, best first, to guests', async () => {
    const response = await search('12 Ponsonby');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const body = response.json() as Suggestion[];
    expect(body[0]).toEqual({ id: expect.stringMatching(/^nz-[0-9]{6}$/), label: '12 Ponsonby Road, Ponsonby, Auckland 1011' });
    for (const suggestion of body) expect(Object.keys(suggestion).sort()).toEqual(['id', 'label']);
  });

  it('finds the words in any order', async () => {
    expect((await labels('ponsonby 12'))[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
    expect((await labels('Auckland 1011 Ponsonby Road 12'))[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
  });

  it('reads abbreviations', async () => {
    const found = await labels('ponsonby rd');
    expect(found.length).toBeGreaterThan(0);
    for (const label of found) expect(label).toMatch(/ Ponsonby Road, Ponsonby, Auckland 1011$/);
    expect(found).toContain('12 Ponsonby Road, Ponsonby, Auckland 1011');
    expect((await labels('12 ponsonby rd'))[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
    for (const label of await labels('mt eden rd')) expect(label).toContain('Mount Eden');
  });

  it('finds unit addresses as unit/number', async () => {
    expect(await labels('2/12 ponsonby')).toEqual(['2/12 Ponsonby Road, Ponsonby, Auckland 1011']);
    expect(await labels('12 ponsonby road')).toEqual(['12 Ponsonby Road, Ponsonby, Auckland 1011', '2/12 Ponsonby Road, Ponsonby, Auckland 1011']);
  });

  it('offers PO Boxes to postal searches and not to street searches', async () => {
    const postal = await labels('PO Box', 'true');
    expect(postal.length).toBeGreaterThan(0);
    for (const label of postal) expect(label).toMatch(/^PO Box [0-9]+, /);
    expect(await labels('PO Box 1234 Wellesley', 'true')).toEqual(['PO Box 1234, Wellesley Street, Auckland 1141']);
    expect(await labels('PO Box')).toEqual([]);
    expect(await labels('PO Box', 'false')).toEqual([]);
    // A postal search still finds street addresses.
    expect((await labels('12 Ponsonby', 'true'))[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
    // Street searches never include PO Boxes.
    for (const label of await labels('Wellesley Street')) expect(label).not.toMatch(/^PO Box/);
  });

  it('returns at most 10 suggestions', async () => {
    expect(await labels('Auckland')).toHaveLength(10);
    expect(await labels('Road', 'true')).toHaveLength(10);
  });

  it('answers [] when nothing matches', async () => {
    const response = await search('zzqx qwerty');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('trims the query before counting its characters', async () => {
    expect((await labels('  12 Ponsonby  '))[0]).toBe('12 Ponsonby Road, Ponsonby, Auckland 1011');
    const response = await search('  ab  ');
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['2 characters', '/api/address?q=ab'],
    ['no query', '/api/address'],
    ['an empty query', '/api/address?q='],
    ['a repeated query', '/api/address?q=abc&q=def'],
  ])('answers 400 to %s', async (_name, url) => {
    const response = await subject.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Enter at least 3 characters to search for an address', errors: [{ pointer: '', message: 'Enter at least 3 characters to search for an address' }] });
  });

  it('answers 400 to a query over 200 characters', async () => {
    expect((await search('a'.repeat(200))).statusCode).toBe(200);
    const response = await search('a'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Enter at most 200 characters to search for an address', errors: [{ pointer: '', message: 'Enter at most 200 characters to search for an address' }] });
  });

  it.each(['yes', 'TRUE', '1', ''])('answers 400 to isPostalAddress=%s', async (value) => {
    const response = await search('12 Ponsonby', value);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'isPostalAddress must be true or false', errors: [{ pointer: '', message: 'isPostalAddress must be true or false' }] });
  });
});

describe('GET /api/address/:id', () => {
  it('gives the parts of a chosen address', async () => {
    const [first] = (await search('2/12 ponsonby')).json() as Suggestion[];
    const response = await subject.app.inject({ method: 'GET', url: `/api/address/${first!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.json()).toEqual({
      id: first!.id,
      label: '2/12 Ponsonby Road, Ponsonby, Auckland 1011',
      unit: '2',
      streetNumber: '12',
      streetName: 'Ponsonby Road',
      suburb: 'Ponsonby',
      city: 'Auckland',
      postcode: '1011',
      postal: false,
    });
  });

  it('gives the parts of a PO Box', async () => {
    const [box] = (await search('PO Box 1234 Wellesley', 'true')).json() as Suggestion[];
    const response = await subject.app.inject({ method: 'GET', url: `/api/address/${box!.id}` });
    expect(response.json()).toMatchObject({ streetNumber: '1234', streetName: 'PO Box', suburb: 'Wellesley Street', city: 'Auckland', postcode: '1141', postal: true });
  });

  it('answers 404 JSON for an unknown id', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/address/nz-999999' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'There is no address with this id' });
  });
});

describe('when the address provider is down', () => {
  let downApp: TestApp;
  const down: AddressProvider = {
    search: async () => {
      throw new AddressLookupUnavailableError('Addressfinder autocomplete did not answer within 5000 ms');
    },
    lookup: async () => {
      throw new AddressLookupUnavailableError('Addressfinder metadata could not be reached');
    },
  };

  beforeAll(async () => {
    downApp = await createTestApp({}, { addressProvider: down });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => downApp?.close());

  it('answers 503 with the manual-entry hint', async () => {
    for (const url of ['/api/address?q=12%20Ponsonby', '/api/address?q=PO%20Box&isPostalAddress=true', '/api/address/2-.1.2.3']) {
      const response = await downApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ message: 'Address search is unavailable. Please enter the address manually.' });
      expect(response.headers['cache-control']).not.toBe('private, max-age=300');
    }
  });

  it('still checks the query first', async () => {
    expect((await downApp.app.inject({ method: 'GET', url: '/api/address?q=ab' })).statusCode).toBe(400);
  });
});
