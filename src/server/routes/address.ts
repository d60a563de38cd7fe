// Address lookup for the address fields (spec 1-platform: "Address search",
// calls table "GET address with query q and isPostalAddress"). Open to guests;
// under the /api rate limit.
//   GET /api/address?q=&isPostalAddress=true|false → [{ id, label }], at most 10
//   GET /api/address/:id → the chosen address's parts, or 404
// A provider that cannot answer gives 503 so the field can offer manual entry.
import type { FastifyInstance } from 'fastify';
import { AddressLookupUnavailableError, type AddressProvider } from '../address/addressProvider';
import { ApiError } from '../errors';

/** Address search starts at 3 typed characters (spec section 9). */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
export const ADDRESS_QUERY_MAX_LENGTH = 200;
/** The address field shows 10 suggestions (spec section 2). */
export const ADDRESS_SUGGESTION_LIMIT = 10;

export const ADDRESS_QUERY_TOO_SHORT_MESSAGE = 'Enter at least 3 characters to search for an address';
export const ADDRESS_QUERY_TOO_LONG_MESSAGE = `Enter at most ${ADDRESS_QUERY_MAX_LENGTH} characters to search for an address`;
export const ADDRESS_POSTAL_FLAG_MESSAGE = 'isPostalAddress must be true or false';
export const ADDRESS_UNAVAILABLE_MESSAGE = 'Address search is unavailable. Please enter the address manually.';
export const ADDRESS_NOT_FOUND_MESSAGE = 'There is no address with this id';

/** Suggestions change rarely and belong to nobody in particular; the browser may reuse them for 5 minutes. */
const CACHE_CONTROL = 'private, max-age=300';

interface SearchQuery {
  q?: unknown;
  isPostalAddress?: unknown;
}

function readQuery(raw: unknown): string {
  if (typeof raw !== 'string') throw new ApiError(400, ADDRESS_QUERY_TOO_SHORT_MESSAGE);
  const query = raw.trim();
  if (query.length < ADDRESS_QUERY_MIN_LENGTH) throw new ApiError(400, ADDRESS_QUERY_TOO_SHORT_MESSAGE);
  if (query.length > ADDRESS_QUERY_MAX_LENGTH) throw new ApiError(400, ADDRESS_QUERY_TOO_LONG_MESSAGE);
  return query;
}

function readPostalFlag(raw: unknown): boolean {
  if (raw === undefined) return false;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ApiError(400, ADDRESS_POSTAL_FLAG_MESSAGE);
}

export async function addressRoutes(app: FastifyInstance, options: { provider: AddressProvider }): Promise<void> {
  const { provider } = options;

  /** Runs a provider call; "unavailable" becomes 503 with the spec's manual-entry hint. */
  async function ask<T>(request: { log: FastifyInstance['log'] }, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AddressLookupUnavailableError) {
        request.log.warn({ err: error }, 'address lookup unavailable');
        throw new ApiError(503, ADDRESS_UNAVAILABLE_MESSAGE);
      }
      throw error;
    }
  }

  app.get<{ Querystring: SearchQuery }>('/address', async (request, reply) => {
    const query = readQuery(request.query.q);
    const postal = readPostalFlag(request.query.isPostalAddress);
    const suggestions = await ask(request, () => provider.search(query, { postal, limit: ADDRESS_SUGGESTION_LIMIT }));
    return reply.header('Cache-Control', CACHE_CONTROL).send(suggestions.slice(0, ADDRESS_SUGGESTION_LIMIT).map(({ id, label }) => ({ id, label })));
  });

  app.get<{ Params: { id: string } }>('/address/:id', async (request, reply) => {
    const { id } = request.params;
    if (id.length === 0 || id.length > ADDRESS_QUERY_MAX_LENGTH) throw new ApiError(404, ADDRESS_NOT_FOUND_MESSAGE);
    const details = await ask(request, () => provider.lookup(id));
    if (!details) throw new ApiError(404, ADDRESS_NOT_FOUND_MESSAGE);
    return reply.header('Cache-Control', CACHE_CONTROL).send(details);
  });
}
