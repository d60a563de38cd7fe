// When a guest types a 15-character ICP in the disconnection form, then
// GET /api/address/icp/:icpNumber answers the ICP and its site address from the
// embedded registry (the bundled sample's ICPs, and those staff added); an
// unknown ICP, or text that is not a well-formed ICP, is 404 'No ICP found'; a
// registry that cannot answer is 503.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIcp } from '../../src/server/icp/addIcp';
import { IcpRegistryUnavailableError } from '../../src/server/icp/icpRegistry';
import { sampleIcps } from '../../src/server/icp/sampleIcps';
import { ICP_LOOKUP_UNAVAILABLE_MESSAGE, ICP_NOT_FOUND_MESSAGE } from '../../src/server/routes/icpLookup';
import { icpChecksum } from '../../src/shared/validation/keywords/icp';
import { OPEN_TIMEOUT_MS } from '../storage/testDatabase';
import { createTestApp, type TestApp } from './testApp';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
}, OPEN_TIMEOUT_MS);
afterAll(async () => subject?.close());

const PONSONBY = sampleIcps().find((icp) => icp.label === '12 Ponsonby Road, Ponsonby, Auckland 1011')!;

function lookUp(icpNumber: string, app: FastifyInstance = subject.app) {
  return app.inject({ method: 'GET', url: `/api/address/icp/${encodeURIComponent(icpNumber)}` });
}

function validIcp(first12: string): string {
  return `${first12}${icpChecksum(first12)}`;
}

describe('GET /api/address/icp/:icpNumber', () => {
  it('answers a sample ICP with its address to guests, cacheable privately for 5 minutes', async () => {
    const response = await lookUp(PONSONBY.icpNumber);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.json()).toEqual({ id: PONSONBY.icpNumber, label: '12 Ponsonby Road, Ponsonby, Auckland 1011' });
  });

  it('reads the ICP in any case, and answers it in upper case', async () => {
    const response = await lookUp(PONSONBY.icpNumber.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: PONSONBY.icpNumber, label: PONSONBY.label });
  });

  it('finds an ICP staff added', async () => {
    const icpNumber = validIcp('0000123456NK');
    await addIcp(subject.database.db, { icpNumber, label: '12 Example Street, Te Aro, Wellington 6011', addedBy: 'api test' });
    expect((await lookUp(icpNumber)).json()).toEqual({ id: icpNumber, label: '12 Example Street, Te Aro, Wellington 6011' });
  });

  it("answers 404 'No ICP found' for a valid ICP the registry does not know, without caching it", async () => {
    const response = await lookUp(validIcp('9999999999WE'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ICP_NOT_FOUND_MESSAGE });
    expect(ICP_NOT_FOUND_MESSAGE).toBe('No ICP found');
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each([
    ['a wrong checksum', `${PONSONBY.icpNumber.slice(0, 12)}${PONSONBY.icpNumber.endsWith('000') ? '001' : '000'}`],
    ['15 characters of anything', 'abcdefghijklmno'],
    ['too short', PONSONBY.icpNumber.slice(0, 14)],
    ['too long', `${PONSONBY.icpNumber}0`],
    ['spaces around', ` ${PONSONBY.icpNumber} `],
    ['punctuation', '0000000119-NK55'],
    ['non-ASCII', '000000011９NK555'],
  ])('answers 404, not 400, for text that is not a well-formed ICP: %s', async (_name, text) => {
    const response = await lookUp(text);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ICP_NOT_FOUND_MESSAGE });
  });

  it('is described in the OpenAPI document, under Address', async () => {
    const document = (await subject.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses: object }>>;
    };
    const operation = document.paths['/api/address/icp/{icpNumber}']?.['get'];
    expect(operation?.tags).toEqual(['Address']);
    expect(operation?.summary).toMatch(/ICP/);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '404', '503']);
  });
});

describe('GET /api/address/icp/:icpNumber with a registry that cannot answer', () => {
  it('answers 503 when the registry adapter reports it is unavailable', async () => {
    const down = await createTestApp(
      {},
      {
        database: subject.database,
        icpRegistry: {
          find: async () => {
            throw new IcpRegistryUnavailableError('registry down');
          },
        },
      },
    );
    try {
      const response = await lookUp(PONSONBY.icpNumber, down.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: ICP_LOOKUP_UNAVAILABLE_MESSAGE });
      // A malformed ICP is still simply not found: the registry is not asked.
      expect((await lookUp('abcdefghijklmno', down.app)).statusCode).toBe(404);
    } finally {
      await down.close();
    }
  });

  it('answers 503 with ICP_REGISTRY=registry when the industry registry fails, and the found address when it answers', async () => {
    const registryStub = Fastify();
    let failing = true;
    registryStub.get('/icps/:icp', async (request, reply) => {
      if (failing) return reply.code(500).send({ message: 'internal error' });
      const { icp } = request.params as { icp: string };
      if (icp !== PONSONBY.icpNumber) return reply.code(404).send({ message: 'not found' });
      return { icpIdentifier: icp, address: { streetNumber: '12', street: 'Ponsonby Road', suburb: 'Ponsonby', town: 'Auckland', postCode: '1011' } };
    });
    const registryUrl = await registryStub.listen({ host: '127.0.0.1', port: 0 });
    const production = await createTestApp({ icpRegistry: { provider: 'registry', registryUrl, registryKey: 'KEY' } }, { database: subject.database });
    try {
      expect((await lookUp(PONSONBY.icpNumber, production.app)).statusCode).toBe(503);
      failing = false;
      expect((await lookUp(PONSONBY.icpNumber, production.app)).json()).toEqual({ id: PONSONBY.icpNumber, label: '12 Ponsonby Road, Ponsonby, Auckland 1011' });
      // The staff-added ICP is in our table only: the industry registry does not know it.
      expect((await lookUp(validIcp('0000123456NK'), production.app)).statusCode).toBe(404);
    } finally {
      await production.close();
      await registryStub.close();
    }
  });
});
