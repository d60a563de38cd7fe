// Address lookup for the address fields (spec 1-platform: "Address search",
// calls table "GET address with query q and isPostalAddress"). Open to guests;
// under the /api rate limit.
//   GET /api/address?q=&isPostalAddress=true|false → [{ id, label }], at most 10
//   GET /api/address/:id → the chosen address's parts, or 404
// A provider that cannot answer gives 503 so the field can offer manual entry.
// Fastify checks the query's types (src/shared/api/address.ts); the length
// rules count the trimmed query, so they stay here.
import type { FastifyInstance } from 'fastify';
import {
  ADDRESS_DETAILS_SCHEMA,
  ADDRESS_ID_PARAMS_SCHEMA,
  ADDRESS_QUERY_MAX_LENGTH,
  ADDRESS_QUERY_MIN_LENGTH,
  ADDRESS_SEARCH_QUERY_SCHEMA,
  ADDRESS_SUGGESTION_LIMIT,
  ADDRESS_SUGGESTIONS_SCHEMA,
  type AddressDetails,
  type AddressIdParams,
  type AddressSearchQuery,
  type AddressSuggestion,
} from '../../shared/api/address';
import { errorResponse } from '../../shared/api/errors';
import { AddressLookupUnavailableError, type AddressProvider } from '../address/addressProvider';
import { ApiError } from '../errors';
import { tagOf } from './openApi';
import { answerSchemaErrorsInApiShape, refuseInvalidRequest } from './validationErrors';

export { ADDRESS_QUERY_MAX_LENGTH, ADDRESS_QUERY_MIN_LENGTH, ADDRESS_SUGGESTION_LIMIT };

export const ADDRESS_QUERY_TOO_SHORT_MESSAGE = 'Enter at least 3 characters to search for an address';
export const ADDRESS_QUERY_TOO_LONG_MESSAGE = `Enter at most ${ADDRESS_QUERY_MAX_LENGTH} characters to search for an address`;
export const ADDRESS_POSTAL_FLAG_MESSAGE = 'isPostalAddress must be true or false';
export const ADDRESS_UNAVAILABLE_MESSAGE = 'Address search is unavailable. Please enter the address manually.';
export const ADDRESS_NOT_FOUND_MESSAGE = 'There is no address with this id';

/** Suggestions change rarely and belong to nobody in particular; the browser may reuse them for 5 minutes. */
const CACHE_CONTROL = 'private, max-age=300';

/** Refusals keep the words (and the whole-request pointer) this route has always used. */
const QUERY_REFUSALS = {
  '/q': () => new ApiError(400, ADDRESS_QUERY_TOO_SHORT_MESSAGE),
  '/isPostalAddress': () => new ApiError(400, ADDRESS_POSTAL_FLAG_MESSAGE),
};

const UNAVAILABLE_RESPONSE = errorResponse('The address lookup is down: enter the address by hand');

const SEARCH_ROUTE_SCHEMA = {
  tags: tagOf('address'),
  summary: 'Addresses matching what was typed, for the address field',
  querystring: ADDRESS_SEARCH_QUERY_SCHEMA,
  response: {
    200: { ...ADDRESS_SUGGESTIONS_SCHEMA, description: `At most ${ADDRESS_SUGGESTION_LIMIT} suggestions` },
    400: errorResponse('The query is too short or too long (trimmed), or isPostalAddress is not true or false'),
    503: UNAVAILABLE_RESPONSE,
  },
};

const LOOKUP_ROUTE_SCHEMA = {
  tags: tagOf('address'),
  summary: 'The parts of a chosen address',
  params: ADDRESS_ID_PARAMS_SCHEMA,
  response: {
    200: { ...ADDRESS_DETAILS_SCHEMA, description: 'The address, in parts' },
    404: errorResponse('There is no address with this id'),
    503: UNAVAILABLE_RESPONSE,
  },
};

/** The query trimmed, between the length limits. */
function readQuery(raw: string): string {
  const query = raw.trim();
  if (query.length < ADDRESS_QUERY_MIN_LENGTH) throw new ApiError(400, ADDRESS_QUERY_TOO_SHORT_MESSAGE);
  if (query.length > ADDRESS_QUERY_MAX_LENGTH) throw new ApiError(400, ADDRESS_QUERY_TOO_LONG_MESSAGE);
  return query;
}

export async function addressRoutes(app: FastifyInstance, options: { provider: AddressProvider }): Promise<void> {
  const { provider } = options;
  answerSchemaErrorsInApiShape(app);

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

  app.get<{ Querystring: AddressSearchQuery; Reply: AddressSuggestion[] }>(
    '/address',
    { schema: SEARCH_ROUTE_SCHEMA, schemaErrorFormatter: refuseInvalidRequest(QUERY_REFUSALS) },
    async (request, reply) => {
      const query = readQuery(request.query.q);
      const postal = request.query.isPostalAddress === true;
      const suggestions = await ask(request, () => provider.search(query, { postal, limit: ADDRESS_SUGGESTION_LIMIT }));
      return reply.header('Cache-Control', CACHE_CONTROL).send(suggestions.slice(0, ADDRESS_SUGGESTION_LIMIT).map(({ id, label }) => ({ id, label })));
    },
  );

  app.get<{ Params: AddressIdParams; Reply: AddressDetails }>('/address/:id', { schema: LOOKUP_ROUTE_SCHEMA }, async (request, reply) => {
    const { id } = request.params;
    if (id.length === 0 || id.length > ADDRESS_QUERY_MAX_LENGTH) throw new ApiError(404, ADDRESS_NOT_FOUND_MESSAGE);
    const details = await ask(request, () => provider.lookup(id));
    if (!details) throw new ApiError(404, ADDRESS_NOT_FOUND_MESSAGE);
    return reply.header('Cache-Control', CACHE_CONTROL).send(details);
  });
}
