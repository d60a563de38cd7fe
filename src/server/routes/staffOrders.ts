// The back office's reading routes (src/shared/api/staff.ts):
//   GET /api/staff/session                          who the staff member is
//   GET /api/staff/orders                           the order queue: every order, searched, filtered and paged in the database
//   GET /api/staff/orders/{orderId}                 one order, with its files and history
//   GET /api/staff/orders/{orderId}/files/{fileId}  a file of the order
// Every route needs an access token with the staff role: 401 without a
// token, 404 for a customer's (requireStaff).
import { sendFileDownload } from './fileDownloadReply';
import type { FastifyInstance } from 'fastify';
import { errorResponse } from '../../shared/api/errors';
import {
  STAFF_ORDER_FILE_PARAMS_SCHEMA,
  STAFF_ORDER_FILE_RESPONSE,
  STAFF_ORDER_PARAMS_SCHEMA,
  STAFF_ORDER_QUEUE_PAGE_SCHEMA,
  STAFF_ORDER_QUEUE_QUERY_SCHEMA,
  STAFF_ORDER_VIEW_SCHEMA,
  STAFF_SESSION_SCHEMA,
  type StaffOrderFileParams,
  type StaffOrderParams,
  type StaffOrderQueueQuery,
  type StaffSession,
} from '../../shared/api/staff';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { requireStaff } from '../auth/requireStaff';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { readStaffOrderFile } from '../staff/staffOrderFile';
import { listStaffOrderQueue } from '../staff/staffOrderQueue';
import { readStaffOrderView } from '../staff/staffOrderView';
import { callerOf } from './users';
import { neverCached, STAFF_GUARD_RESPONSES, staffRouteSchema } from './staffRouteSchemas';
import { answerSchemaErrorsInApiShape } from './validationErrors';

export interface StaffRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
}

export const STAFF_ORDER_NOT_FOUND_MESSAGE = 'No such order';

const ROUTE_SCHEMAS = {
  session: staffRouteSchema('Who the signed-in staff member is (404: not staff)', {
    response: { 200: STAFF_SESSION_SCHEMA, ...STAFF_GUARD_RESPONSES },
  }),
  queue: staffRouteSchema('The order queue: every order of every customer and guest, newest first, a page at a time', {
    description: 'Complex connections included. search matches part of the order number or site address, any case; the filters combine.',
    querystring: STAFF_ORDER_QUEUE_QUERY_SCHEMA,
    response: {
      200: { ...STAFF_ORDER_QUEUE_PAGE_SCHEMA, description: 'One page of the queue; past the end, no orders' },
      400: errorResponse('A filter or paging value the queue does not take, at its pointer (/orderType, /page, ...)'),
      ...STAFF_GUARD_RESPONSES,
    },
  }),
  view: staffRouteSchema('One order: its document, state, account, workflow, files and history', {
    params: STAFF_ORDER_PARAMS_SCHEMA,
    response: { 200: STAFF_ORDER_VIEW_SCHEMA, ...STAFF_GUARD_RESPONSES },
  }),
  file: staffRouteSchema('Downloads a file of an order (a customer upload or a company document)', {
    description: 'A file still waiting for its virus scan is served to staff; an infected file, or one whose scan failed, answers 404 saying so.',
    params: STAFF_ORDER_FILE_PARAMS_SCHEMA,
    response: { 200: STAFF_ORDER_FILE_RESPONSE, ...STAFF_GUARD_RESPONSES },
  }),
};

export async function staffOrderRoutes(app: FastifyInstance, { database, verifier }: StaffRoutesOptions): Promise<void> {
  const { db } = database;
  const staffOnly = requireStaff(verifier);
  neverCached(app);
  answerSchemaErrorsInApiShape(app);

  app.get<{ Reply: StaffSession }>('/staff/session', { schema: ROUTE_SCHEMAS.session, preValidation: staffOnly }, async (request) => {
    const { subject, email } = callerOf(request);
    return { subject, email: email ?? '' };
  });

  app.get<{ Querystring: StaffOrderQueueQuery }>('/staff/orders', { schema: ROUTE_SCHEMAS.queue, preValidation: staffOnly }, async (request) =>
    listStaffOrderQueue(db, request.query),
  );

  app.get<{ Params: StaffOrderParams }>('/staff/orders/:orderId', { schema: ROUTE_SCHEMAS.view, preValidation: staffOnly }, async (request) => {
    const view = await readStaffOrderView(db, request.params.orderId);
    if (!view) throw new ApiError(404, STAFF_ORDER_NOT_FOUND_MESSAGE);
    return view;
  });

  app.get<{ Params: StaffOrderFileParams }>('/staff/orders/:orderId/files/:fileId', { schema: ROUTE_SCHEMAS.file, preValidation: staffOnly }, async (request, reply) => {
    const { file, bytes } = await readStaffOrderFile(db, app.files.storage, request.params.orderId, request.params.fileId);
    return sendFileDownload(reply, file, bytes);
  });
}
