// ICP lookup for the disconnection form (spec 3, calls table "GET
// address/icp/{icpNumber}: id and label"). Open to guests; under the /api rate
// limit.
//   GET /api/address/icp/:icpNumber → { id, label }, or 404
// Text that is not a well-formed ICP (format and checksum) is 404 like an ICP
// the registry does not know: the form asks at 15 characters whatever was
// typed, and shows "No ICP found" for both. A registry that cannot answer
// gives 503 (docs/operations/icp-registry.md).
import type { FastifyInstance } from 'fastify';
import { errorResponse } from '../../shared/api/errors';
import { ICP_LOOKUP_PARAMS_SCHEMA, ICP_LOOKUP_RESULT_SCHEMA, type IcpLookupParams, type IcpLookupResult } from '../../shared/api/icp';
import { ApiError } from '../errors';
import { IcpRegistryUnavailableError, wellFormedIcp, type IcpRegistry } from '../icp/icpRegistry';
import { tagOf } from './openApi';
import { answerSchemaErrorsInApiShape } from './validationErrors';

/** The spec's words for an ICP the lookup does not find (spec 3 section 8). */
export const ICP_NOT_FOUND_MESSAGE = 'No ICP found';
export const ICP_LOOKUP_UNAVAILABLE_MESSAGE = 'The ICP lookup is unavailable. Please enter the meter serial number instead.';

/** An ICP's site rarely changes and the answer belongs to nobody in particular: the browser may reuse it for 5 minutes. */
const CACHE_CONTROL = 'private, max-age=300';

const LOOKUP_ROUTE_SCHEMA = {
  tags: tagOf('address'),
  summary: 'The site address of an ICP, for the disconnection form',
  params: ICP_LOOKUP_PARAMS_SCHEMA,
  response: {
    200: { ...ICP_LOOKUP_RESULT_SCHEMA, description: 'The ICP and its site address' },
    404: errorResponse('No ICP found: the registry does not know it, or the text is not a well-formed ICP (format and checksum)'),
    503: errorResponse('The ICP registry cannot answer now'),
  },
};

export async function icpLookupRoutes(app: FastifyInstance, options: { registry: IcpRegistry }): Promise<void> {
  const { registry } = options;
  answerSchemaErrorsInApiShape(app);

  app.get<{ Params: IcpLookupParams; Reply: IcpLookupResult }>('/address/icp/:icpNumber', { schema: LOOKUP_ROUTE_SCHEMA }, async (request, reply) => {
    const icpNumber = wellFormedIcp(request.params.icpNumber);
    if (!icpNumber) throw new ApiError(404, ICP_NOT_FOUND_MESSAGE);
    let found: IcpLookupResult | undefined;
    try {
      found = await registry.find(icpNumber);
    } catch (error) {
      if (error instanceof IcpRegistryUnavailableError) {
        request.log.warn({ err: error }, 'ICP registry unavailable');
        throw new ApiError(503, ICP_LOOKUP_UNAVAILABLE_MESSAGE);
      }
      throw error;
    }
    if (!found) throw new ApiError(404, ICP_NOT_FOUND_MESSAGE);
    return reply.header('Cache-Control', CACHE_CONTROL).send({ id: found.id, label: found.label });
  });
}
