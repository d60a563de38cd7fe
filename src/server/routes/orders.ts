// Orders and drafts (spec 2 sections 3.3, 4.4 and 7; spec 3 sections 3, 4 and 7;
// docs/operations/orders.md):
//   POST   /api/livening-icp                          submit a livening order (guest or signed in)  201 | 200 (same key again)
//   GET    /api/orders                                the caller's and their account's orders (?status=open|closed&page=&recordsPerPage=)
//   GET    /api/orders/:orderId/documents/:fileId     download a document of an order (?documentType=)
//   PUT    /api/orders/unsubmitted                    create or update a draft                      201 | 200 {orderId}
//   GET    /api/orders/unsubmitted                    the drafts the caller may see
//   GET    /api/orders/unsubmitted/:orderId           one draft, with its order
//   DELETE /api/orders/unsubmitted?orderId=           delete a draft                                200 true
// Everything but the submission needs a valid access token. An order, draft
// or document the caller may not see answers 404, exactly like one that does
// not exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountScopeOf, type AccountScope } from '../accounts/accountScope';
import { NO_ACCOUNT_MESSAGE } from '../accounts/messages';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { authenticate, identifyIfSignedIn } from '../auth/authenticate';
import { ownerOfWrite, userOwnerKey } from '../auth/guestSession';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { findUploadedFileById, readUploadedFile } from '../files/uploadedFiles';
import { attachmentDisposition } from '../orders/contentDisposition';
import { deleteDraft } from '../orders/draftRepository';
import { listDraftPage, readDraft, saveDraft } from '../orders/draftService';
import { registerDraftSweep } from '../orders/draftSweep';
import { submitLiveningOrder } from '../orders/liveningSubmission';
import { DOCUMENT_NOT_FOUND_MESSAGE, DRAFT_ID_REQUIRED_MESSAGE, DRAFT_NOT_FOUND_MESSAGE, ORDER_LIST_STATUS_MESSAGE } from '../orders/messages';
import { findOrderDocument, isOrderList, listOrders } from '../orders/orderRepository';
import { callerOf } from './users';

export interface OrderRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
  config: ServerConfig;
  /** Send the guest session cookie with `Secure` (the portal is served over https). */
  secureCookies: boolean;
}

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

function positiveInteger(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

function query(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

function params(request: FastifyRequest): Record<string, string> {
  return (request.params ?? {}) as Record<string, string>;
}

export async function orderRoutes(app: FastifyInstance, { database, verifier, config, secureCookies }: OrderRoutesOptions): Promise<void> {
  const { db } = database;
  const signedIn = authenticate(verifier);

  /** The caller's account scope; a signed-in person without a profile has no orders or drafts. */
  const scopeOf = async (request: FastifyRequest): Promise<AccountScope> => {
    const scope = await accountScopeOf(db, callerOf(request).subject);
    if (!scope) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    return scope;
  };

  // Orders are personal data: never stored by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  registerDraftSweep(app, db);

  app.post('/livening-icp', { preHandler: identifyIfSignedIn(verifier) }, async (request, reply) => {
    const outcome = await submitLiveningOrder(
      { db, supportPhone: config.supportPhone, supportEmail: config.supportEmail },
      request.body,
      // A guest's submission belongs to their guest session (started now if the browser has none).
      { subject: request.identity?.subject, owner: ownerOfWrite(request, reply, { secureCookies }) },
    );
    return reply.code(outcome.statusCode).send(outcome.result);
  });

  app.get('/orders', { preHandler: signedIn }, async (request) => {
    // Without `status`, both lists together (as before the lists were split on the server).
    const status = query(request)['status'];
    if (status !== undefined && !isOrderList(status)) {
      throw new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '/status', message: ORDER_LIST_STATUS_MESSAGE }]);
    }
    const scope = await scopeOf(request);
    const page = positiveInteger(query(request)['page'], 1);
    const recordsPerPage = positiveInteger(query(request)['recordsPerPage'], DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const { orders, total } = await listOrders(db, scope, { list: status, limit: recordsPerPage, offset: (page - 1) * recordsPerPage });
    return {
      page,
      totalRecords: total,
      orderList: orders.map((order) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderType: order.orderType,
        status: order.status,
        submittedDate: order.submittedAt.toISOString(),
        summary: order.summary,
      })),
    };
  });

  app.get('/orders/:orderId/documents/:fileId', { preHandler: signedIn }, async (request, reply) => {
    const scope = await scopeOf(request);
    const { orderId = '', fileId = '' } = params(request);
    const documentType = query(request)['documentType'];
    const reference = await findOrderDocument(db, scope, orderId, fileId, typeof documentType === 'string' && documentType !== '' ? documentType : undefined);
    if (!reference) throw new ApiError(404, DOCUMENT_NOT_FOUND_MESSAGE);
    const file = await findUploadedFileById(db, reference.uploadedFileId);
    const bytes = file ? await readUploadedFile(app.files.storage, file) : undefined;
    if (!file || !bytes) throw new ApiError(404, DOCUMENT_NOT_FOUND_MESSAGE);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentDisposition(file.originalName))
      .header('Content-Length', String(bytes.length))
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });

  app.put('/orders/unsubmitted', { preHandler: signedIn }, async (request, reply) => {
    const { orderId, created } = await saveDraft(db, await scopeOf(request), userOwnerKey(callerOf(request).subject), request.body);
    return reply.code(created ? 201 : 200).send({ orderId });
  });

  app.get('/orders/unsubmitted', { preHandler: signedIn }, async (request) => {
    const scope = await scopeOf(request);
    return listDraftPage(db, scope, {
      page: positiveInteger(query(request)['page'], 1),
      recordsPerPage: positiveInteger(query(request)['recordsPerPage'], DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
      requestId: request.id,
    });
  });

  app.get('/orders/unsubmitted/:orderId', { preHandler: signedIn }, async (request) => {
    return readDraft(db, await scopeOf(request), params(request)['orderId'] ?? '');
  });

  app.delete('/orders/unsubmitted', { preHandler: signedIn }, async (request) => {
    const scope = await scopeOf(request);
    const orderId = query(request)['orderId'];
    if (typeof orderId !== 'string' || orderId === '') {
      throw new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '/orderId', message: DRAFT_ID_REQUIRED_MESSAGE }]);
    }
    if (!(await deleteDraft(db, scope, orderId))) throw new ApiError(404, DRAFT_NOT_FOUND_MESSAGE);
    return true;
  });
}
