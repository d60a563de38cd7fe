// The industry registry adapter against a stub of the registry's ICP details
// call, served by Fastify on 127.0.0.1 (the real registry needs a
// subscription and is not reachable from here). The stub records each request
// and answers as the test says.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressLabel, ElectricityRegistryIcpRegistry, ICP_REGISTRY_API_KEY_HEADER, mapIcpDetails } from './electricityRegistryIcpRegistry';
import { IcpRegistryUnavailableError } from './icpRegistry';

const ICP = '0000000119NK555';

interface SeenRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

let stub: FastifyInstance;
let baseUrl: string;
let seen: SeenRequest[];
let answer: (reply: FastifyReply) => unknown;

beforeAll(async () => {
  stub = Fastify();
  stub.get('/registry/v1/icps/:icp', async (request, reply) => {
    seen.push({ url: request.url, headers: request.headers });
    return answer(reply);
  });
  const address = await stub.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/registry/v1/`;
});
afterAll(async () => stub?.close());
beforeEach(() => {
  seen = [];
  answer = (reply) => reply.code(500).send({ message: 'no answer set' });
});

function registry(options: { timeoutMs?: number; apiKeyHeader?: string } = {}) {
  return new ElectricityRegistryIcpRegistry({ baseUrl, apiKey: 'SECRET-KEY', ...options });
}

const DETAILS = {
  icpIdentifier: ICP,
  status: 'Active',
  address: { unit: '2', streetNumber: '12', street: 'Ponsonby Road', suburb: 'Ponsonby', town: 'Auckland', postCode: '1011', region: 'Auckland' },
};

describe('ElectricityRegistryIcpRegistry.find', () => {
  it('asks {baseUrl}/icps/{icp} with the API key in a header, and answers the ICP with its address on one line', async () => {
    answer = () => DETAILS;
    expect(await registry().find(ICP)).toEqual({ id: ICP, label: '2/12 Ponsonby Road, Ponsonby, Auckland 1011' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`/registry/v1/icps/${ICP}`);
    expect(seen[0]!.headers[ICP_REGISTRY_API_KEY_HEADER.toLowerCase()]).toBe('SECRET-KEY');
    expect(seen[0]!.headers['accept']).toBe('application/json');
  });

  it('sends the key in the header the registry names', async () => {
    answer = () => DETAILS;
    await registry({ apiKeyHeader: 'x-api-key' }).find(ICP);
    expect(seen[0]!.headers['x-api-key']).toBe('SECRET-KEY');
    expect(seen[0]!.url).not.toContain('SECRET');
  });

  it('answers undefined for an ICP the registry does not know (404)', async () => {
    answer = (reply) => reply.code(404).send({ message: 'ICP not found' });
    expect(await registry().find(ICP)).toBeUndefined();
  });

  it('answers undefined for an ICP without a usable address', async () => {
    answer = () => ({ icpIdentifier: ICP, address: { region: 'Auckland' } });
    expect(await registry().find(ICP)).toBeUndefined();
  });

  it.each([
    ['a server error', (reply: FastifyReply) => reply.code(503).send({ message: 'maintenance' })],
    ['a refused key', (reply: FastifyReply) => reply.code(401).send({ message: 'Access denied due to invalid subscription key' })],
    ['a quota', (reply: FastifyReply) => reply.code(429).send({ message: 'Rate limit is exceeded' })],
    ['a body that is not JSON', (reply: FastifyReply) => reply.type('text/html').send('<html>Bad gateway</html>')],
    ['a JSON body that is not an object', () => ['not', 'an', 'ICP']],
  ])('turns %s into IcpRegistryUnavailableError, without the key in the message', async (_name, answerWith) => {
    answer = answerWith;
    const failure = registry().find(ICP);
    await expect(failure).rejects.toBeInstanceOf(IcpRegistryUnavailableError);
    await expect(failure).rejects.not.toThrow(/SECRET/);
  });

  it('gives up after the timeout', async () => {
    answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return DETAILS;
    };
    const started = Date.now();
    await expect(registry({ timeoutMs: 100 }).find(ICP)).rejects.toThrow(new IcpRegistryUnavailableError('The ICP registry did not answer within 100 ms'));
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('counts a registry it cannot reach as unavailable', async () => {
    const closed = Fastify();
    const address = await closed.listen({ host: '127.0.0.1', port: 0 });
    await closed.close();
    const unreachable = new ElectricityRegistryIcpRegistry({ baseUrl: address, apiKey: 'KEY' });
    await expect(unreachable.find(ICP)).rejects.toThrow(new IcpRegistryUnavailableError('The ICP registry could not be reached'));
  });

  it('needs an address and a key', () => {
    expect(() => new ElectricityRegistryIcpRegistry({ baseUrl: '', apiKey: 'KEY' })).toThrow(/ICP_REGISTRY_URL/);
    expect(() => new ElectricityRegistryIcpRegistry({ baseUrl, apiKey: '' })).toThrow(/ICP_REGISTRY_KEY/);
  });
});

describe('the address on one line', () => {
  it('reads like the address lookup: unit/number street, suburb, town postcode', () => {
    expect(addressLabel({ streetNumber: '12', street: 'Ponsonby Road', suburb: 'Ponsonby', town: 'Auckland', postCode: '1011' })).toBe(
      '12 Ponsonby Road, Ponsonby, Auckland 1011',
    );
    expect(addressLabel({ unit: 'B', streetNumber: '7', street: 'Cuba  Street ', suburb: 'Te Aro', town: 'Wellington', postCode: 6011 })).toBe(
      'B/7 Cuba Street, Te Aro, Wellington 6011',
    );
  });

  it('leaves out a suburb that is the town, and names a property', () => {
    expect(addressLabel({ streetNumber: '12', street: 'Gordon Road', suburb: 'Mosgiel', town: 'Mosgiel', postCode: '9024' })).toBe('12 Gordon Road, Mosgiel 9024');
    expect(addressLabel({ propertyName: 'Pump shed', street: 'Kaituna Road', town: 'Blenheim' })).toBe('Pump shed, Kaituna Road, Blenheim');
  });

  it("reads the registry's physical-address attribute names too", () => {
    const body = {
      icpIdentifier: ICP,
      physicalAddress: {
        physicalAddressUnit: '3',
        physicalAddressNumber: '41',
        physicalAddressStreet: 'Albert Street',
        physicalAddressSuburb: 'Auckland Central',
        physicalAddressTown: 'Auckland',
        physicalAddressPostCode: '1010',
      },
    };
    expect(mapIcpDetails(body, ICP)).toEqual({ id: ICP, label: '3/41 Albert Street, Auckland Central, Auckland 1010' });
  });

  it('skips fields that are missing or not text', () => {
    expect(addressLabel({ streetNumber: null, street: 'State Highway 1', suburb: ['x'], town: 'Taupō' })).toBe('State Highway 1, Taupō');
    expect(addressLabel({ suburb: 'Te Aro' })).toBeUndefined();
  });
});
