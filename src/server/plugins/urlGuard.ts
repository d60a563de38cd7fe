// The URL's half of the hostile-input edge (the body's is jsonBody.ts): a path
// parameter or query value that decodes to a NUL or an unpaired surrogate
// (e.g. /api/orders/unsubmitted/%00, ?orderId=%00) is refused with 400 before
// any route runs, so no query ever carries one to the database. A %-escape
// that is not UTF-8 does not reach here: in the path the router refuses it
// (FST_ERR_BAD_URL, answered by errorHandling.ts); in the query string it is
// kept as typed (`%ff`), which is harmless text.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { escapeSegment } from '../../shared/jsonPointer';
import { hostileLogFields, textProblem, type HostileProblem } from '../validation/hostileJson';

export const HOSTILE_URL_MESSAGE = 'The address of the request holds characters that cannot be accepted';

function entriesOf(values: unknown): Array<[string, unknown]> {
  return typeof values === 'object' && values !== null ? Object.entries(values) : [];
}

/** Problems in the path parameters and query values, each at `/<name>` (as the API points at query parameters). */
export function urlProblems(request: Pick<FastifyRequest, 'params' | 'query'>): HostileProblem[] {
  const problems: HostileProblem[] = [];
  for (const [name, value] of [...entriesOf(request.params), ...entriesOf(request.query)]) {
    const pointer = `/${escapeSegment(name)}`;
    const texts = Array.isArray(value) ? value : [value];
    const problem = textProblem(name, pointer, true) ?? texts.map((text) => (typeof text === 'string' ? textProblem(text, pointer) : undefined)).find(Boolean);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** On the root instance: every route, including the identity provider's and the app's pages. */
export function registerUrlGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problems = urlProblems(request);
    if (problems.length === 0) return;
    request.log.info(hostileLogFields(problems), 'hostile URL refused');
    throw new ApiError(400, HOSTILE_URL_MESSAGE, problems.map(({ pointer, message }) => ({ pointer, message })));
  });
}
