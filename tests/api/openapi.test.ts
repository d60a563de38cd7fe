// The API describes itself (issue 12, docs/operations/api.md): GET
// /api/openapi.json is an OpenAPI 3 document with one operation for every
// route Fastify serves under /api (but the document and its reference page)
// and nothing else, its references all lead somewhere, and /api/docs shows it
// as a page under the app's Content-Security-Policy. And Fastify's own schema
// checks answer in the API's one error shape, after the sign-in check.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGE, RECORDS_PER_PAGE_MESSAGE } from '../../src/server/routes/orders';
import { ORDER_LIST_STATUS_MESSAGE } from '../../src/server/orders/messages';
import { createOrdersTestContext, personalCustomer, type OrdersTestContext } from './orderFixtures';
import type { Caller } from './profileFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
/** Where the API describes itself: not operations of the API. */
const SELF_DESCRIPTION = ['/api/openapi.json', '/api/docs'];
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'options'];

interface Route {
  method: string;
  path: string;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: Record<string, unknown>;
}

/**
 * Every route of the app, read from Fastify's route tree
 * (`printRoutes({ commonPrefix: false })`): each line is a path segment under
 * its parent line, with the methods served there, e.g. `│   └── /:id (GET, HEAD)`.
 */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const pathAtDepth: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${depth > 0 ? pathAtDepth[depth - 1] : ''}${match[2]}`;
    pathAtDepth[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}

/** Fastify's `/orders/:orderId` as OpenAPI writes it: `/orders/{orderId}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The value a local `$ref` (`#/components/schemas/X/$defs/y`) points at, or undefined. */
function resolveReference(document: unknown, reference: string): unknown {
  return reference
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, token) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[token] : undefined), document);
}

function referencesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(referencesIn);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : referencesIn(value)));
}

let context: OrdersTestContext;
let document: OpenApiDocument;
let apiRoutes: Route[];

beforeAll(async () => {
  context = await createOrdersTestContext();
  const response = await context.subject.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  // HEAD is Fastify's automatic twin of each GET: not an operation of its own.
  apiRoutes = routesOf(context.subject.app.printRoutes({ commonPrefix: false })).filter(
    ({ method, path }) => path.startsWith('/api/') && method !== 'HEAD' && !SELF_DESCRIPTION.includes(path),
  );
});
afterAll(async () => context?.subject.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document: openapi, info and paths, every operation with its responses', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('has an operation for every route under /api', () => {
    // The tree was read: a few routes that must be there are.
    expect(apiRoutes).toEqual(expect.arrayContaining([{ method: 'GET', path: '/api/orders' }, { method: 'GET', path: '/api/orders/unsubmitted/:orderId' }]));
    const missing = apiRoutes.filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it('documents no operation the server does not serve, and not itself', () => {
    const served = new Set(apiRoutes.map(({ method, path }) => `${method.toLowerCase()} ${openApiPath(path)}`));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);
    for (const path of SELF_DESCRIPTION) expect(document.paths[path]).toBeUndefined();
  });

  it('describes form documents with the forms own schemas, and every reference leads somewhere', () => {
    const schemas = (document.components?.['schemas'] ?? {}) as Record<string, unknown>;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['LiveningForm', 'NewConnectionForm', 'DisconnectionForm', 'ProfileForm']));
    const body = (path: string, method: string) => (document.paths[path]?.[method] as { requestBody?: unknown } | undefined)?.requestBody;
    expect(body('/api/livening-icp', 'post')).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/LiveningForm' } } } });
    expect(body('/api/new-connection', 'post')).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/NewConnectionForm' } } } });
    expect(body('/api/disconnection', 'post')).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/DisconnectionForm' } } } });
    expect(body('/api/users', 'put')).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ProfileForm' } } } });
    expect(body('/api/file-upload/{attachmentType}', 'post')).toMatchObject({ content: { 'multipart/form-data': expect.anything() } });
    const unresolved = [...new Set(referencesIn(document))].filter((reference) => !reference.startsWith('#/') || resolveReference(document, reference) === undefined);
    expect(unresolved).toEqual([]);
  });
});

describe('the back office in the document', () => {
  it('groups every /api/staff operation under Staff, behind a bearer token, its actions described by the staff forms', () => {
    const staffOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/staff/'))
      .flatMap(([, item]) => Object.values(item) as Array<{ tags?: string[]; security?: unknown }>);
    expect(staffOperations.length).toBeGreaterThanOrEqual(14);
    for (const operation of staffOperations) expect(operation).toMatchObject({ tags: ['Staff'], security: [{ bearerAuth: [] }] });
    const body = (path: string, method: string) => (document.paths[path]?.[method] as { requestBody?: unknown } | undefined)?.requestBody;
    expect(body('/api/staff/orders/{orderId}/progress', 'post')).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/StaffOrderProgressForm' } } } });
    expect(body('/api/staff/orders/{orderId}/quote', 'post')).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/StaffQuoteForm' } } } });
    expect(body('/api/staff/icp-registry', 'post')).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/StaffIcpEntryForm' } } } });
  });
});

describe('GET /api/docs', () => {
  it('answers 200 with a page listing every operation, without inline script', async () => {
    const response = await context.subject.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    for (const { method, path } of apiRoutes) expect(response.body, `${method} ${path}`).toContain(`<code>${method} ${openApiPath(path)}</code>`);
  });
});

describe("Fastify's schema checks answer in the API's error shape", () => {
  let customer: Caller;
  beforeAll(async () => {
    customer = await personalCustomer(context, 'Tui');
  });

  const refusal = (response: LightMyRequestResponse, pointer: string, message: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer, message }] });
  };

  it('points at the query parameter, with the words of the route', async () => {
    refusal(await customer.call('GET', '/api/orders?status=all'), '/status', ORDER_LIST_STATUS_MESSAGE);
    refusal(await customer.call('GET', '/api/orders?status=open&page=0'), '/page', PAGE_MESSAGE);
    refusal(await customer.call('GET', '/api/orders?status=open&page=two'), '/page', PAGE_MESSAGE);
    refusal(await customer.call('GET', '/api/orders/unsubmitted?recordsPerPage=201'), '/recordsPerPage', RECORDS_PER_PAGE_MESSAGE);
    expect((await customer.call('GET', '/api/orders/unsubmitted?recordsPerPage=200&page=2')).statusCode).toBe(200);
  });

  it("words the staff queue's filters plainly, at their pointers", async () => {
    const staffToken = await context.signer.sign('local|openapi-staff', { email: 'kiri@staff.example', roles: ['staff'] });
    const asStaff = (url: string) => context.subject.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staffToken}` } });
    refusal(await asStaff('/api/staff/orders?recordsPerPage=101'), '/recordsPerPage', 'recordsPerPage must be at most 100');
    refusal(await asStaff('/api/staff/orders?olderThanDays=soon'), '/olderThanDays', 'olderThanDays must be a whole number');
    refusal(await asStaff('/api/staff/orders?progressStatus=lost'), '/progressStatus', 'progressStatus must be one of: in progress, on hold, draft, cancelled, completed');
    expect((await asStaff('/api/staff/orders?progressStatus=on%20hold&cancellationRequested=true')).statusCode).toBe(200);
  });

  it('words a field no route words itself plainly, at its pointer', async () => {
    const response = await context.subject.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com&to=b@example.com' });
    refusal(response, '/to', 'to must be text');
  });

  it('checks the sign-in first: a guest learns nothing about the query', async () => {
    expect((await context.guest('GET', '/api/orders?status=all')).statusCode).toBe(401);
    expect((await context.guest('DELETE', '/api/orders/unsubmitted')).statusCode).toBe(401);
  });
});
