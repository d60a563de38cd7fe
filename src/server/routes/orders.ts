// Orders and drafts (spec 2 sections 3.3, 4.4 and 7; spec 3 sections 3, 4 and 7;
// docs/operations/orders.md):
//   POST   /api/livening-icp                          submit a livening order (guest or signed in)  201 | 200 (same key again)
//   POST   /api/new-connection                        submit a new connection order (guest or signed in)  201 | 200
//   POST   /api/disconnection                         submit a permanent disconnection order (guest or signed in)  201 | 200
//   GET    /api/orders                                one page of the open or closed list (?status=open|closed&search=&requester=&page=&recordsPerPage=)
//   GET    /api/orders/requesters                     the requesters of the account's orders (the Requester filter)
//   GET    /api/orders/:orderId                       an order's detail (?orderDetailsType=)
//   PUT    /api/orders/cancel                         ask to cancel an order {cancelledReason, orderId}  200 true
//   GET    /api/orders/:orderId/documents/:fileId     download a document of an order (?documentType=)
//   PUT    /api/orders/unsubmitted                    create or update a draft                      201 | 200 {orderId}
//   GET    /api/orders/unsubmitted                    the drafts the caller may see
//   GET    /api/orders/unsubmitted/:orderId           one draft, with its order
//   DELETE /api/orders/unsubmitted?orderId=           delete a draft                                200 true
// Everything but the submission needs a valid access token. An order, draft
// or document the caller may not see answers 404, exactly like one that does
// not exist. The shapes are the contract's (src/shared/api/orders.ts,
// orderTracking.ts and drafts.ts): Fastify checks queries, params and bodies
// against them.
import { sendFileDownload } from './fileDownloadReply';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DRAFT_DELETE_QUERY_SCHEMA,
  DRAFT_DELETED_SCHEMA,
  DRAFT_LIST_QUERY_SCHEMA,
  DRAFT_PAGE_SCHEMA,
  DRAFT_PARAMS_SCHEMA,
  DRAFT_SAVE_REQUEST_SCHEMA,
  DRAFT_SCHEMA,
  SAVED_DRAFT_SCHEMA,
  type DRAFTABLE_ORDER_TYPES,
  type DraftDeleteQuery,
  type DraftListQuery,
  type DraftParams,
  type SavedDraft,
} from '../../shared/api/drafts';
import { errorResponse, SIGN_IN_REQUIRED_RESPONSE } from '../../shared/api/errors';
import { formDocumentRequestBody } from '../../shared/api/forms';
import {
  DEFAULT_RECORDS_PER_PAGE,
  MAX_RECORDS_PER_PAGE,
  ORDER_DOCUMENT_PARAMS_SCHEMA,
  ORDER_DOCUMENT_QUERY_SCHEMA,
  ORDER_DOCUMENT_RESPONSE,
  SUBMISSION_RESULT_SCHEMA,
  type ENVELOPE_KEYS,
  type OrderDocumentParams,
  type OrderDocumentQuery,
  type SubmissionResult,
} from '../../shared/api/orders';
import {
  CANCEL_REQUEST_SCHEMA,
  CANCEL_RESPONSE_SCHEMA,
  ORDER_DETAIL_PARAMS_SCHEMA,
  ORDER_DETAIL_QUERY_SCHEMA,
  ORDER_DETAIL_SCHEMA,
  ORDER_LIST_PAGE_SCHEMA,
  ORDER_LIST_QUERY_SCHEMA,
  ORDER_SEARCH_MAX_LENGTH,
  REQUESTER_LIST_SCHEMA,
  type CancelRequest,
  type OrderDetail,
  type OrderDetailParams,
  type OrderDetailQuery,
  type OrderListPage,
  type OrderListQuery,
  type RequesterList,
} from '../../shared/api/orderTracking';
import { requireAccountScope, type AccountScope } from '../accounts/accountScope';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { authenticate, identifyIfSignedIn } from '../auth/authenticate';
import { ownerOfWrite, userOwnerKey } from '../auth/guestSession';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import type { IcpRegistry } from '../icp/icpRegistry';
import { findUploadedFileById, readUploadedFile } from '../files/uploadedFiles';
import { deleteDraft } from '../orders/draftRepository';
import { listDraftPage, readDraft, saveDraft } from '../orders/draftService';
import { registerDraftSweep } from '../orders/draftSweep';
import { submitOrder } from '../orders/orderSubmission';
import {
  CANCEL_ORDER_ID_MESSAGE,
  CANCEL_REASON_REQUIRED_MESSAGE,
  DOCUMENT_NOT_FOUND_MESSAGE,
  DRAFT_ID_REQUIRED_MESSAGE,
  DRAFT_NOT_FOUND_MESSAGE,
  ORDER_LIST_STATUS_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_OBJECT_MESSAGE,
  ORDER_TYPE_MESSAGE,
} from '../orders/messages';
import { requestOrderCancellation } from '../orders/orderCancellation';
import { readOrderDetail } from '../orders/orderDetail';
import { listOrderPage, listRequesters } from '../orders/orderLists';
import { findOrderDocument } from '../orders/orderRepository';
import { ORDER_TYPES, type OrderType as StoredOrderType } from '../orders/orderTypes';
import { sameMembers } from './contractChecks';
import { GUEST_OR_SIGNED_IN, SIGNED_IN, tagOf } from './openApi';
import { callerOf } from './users';
import { answerSchemaErrorsInApiShape, refuseInvalidRequest, type FieldRefusals } from './validationErrors';

export interface OrderRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
  config: ServerConfig;
  /** Where a disconnection order's ICP is checked (the same registry as GET /api/address/icp/{icpNumber}). */
  icpRegistry: IcpRegistry;
  /** Send the guest session cookie with `Secure` (the portal is served over https). */
  secureCookies: boolean;
}

// The contract restates the server's order types and envelope keys: they must not drift apart (each line fails to compile if they do).
sameMembers<StoredOrderType, (typeof DRAFTABLE_ORDER_TYPES)[number]>(true);
const LIVENING_ENVELOPE_KEY: typeof ENVELOPE_KEYS.LiveningIcpOrder = ORDER_TYPES.LiveningIcpOrder.envelopeKey;
const NEW_CONNECTION_ENVELOPE_KEY: typeof ENVELOPE_KEYS.NewConnectionOrder = ORDER_TYPES.NewConnectionOrder.envelopeKey;
const DISCONNECTION_ENVELOPE_KEY: typeof ENVELOPE_KEYS.DisconnectionOrder = ORDER_TYPES.DisconnectionOrder.envelopeKey;

// Before the contract, a page or recordsPerPage out of range quietly fell back to the default; now it is refused.
export const PAGE_MESSAGE = 'Give page as a whole number, 1 or more';
export const RECORDS_PER_PAGE_MESSAGE = `Give recordsPerPage as a whole number from 1 to ${MAX_RECORDS_PER_PAGE}`;
export const SEARCH_TOO_LONG_MESSAGE = `Search with ${ORDER_SEARCH_MAX_LENGTH} characters or fewer`;

/** A refusal at one field, under the API's summary message. */
function invalid(pointer: string, message: string): () => ApiError {
  return () => new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer, message }]);
}

const PAGING_REFUSALS: FieldRefusals = {
  '/page': invalid('/page', PAGE_MESSAGE),
  '/recordsPerPage': invalid('/recordsPerPage', RECORDS_PER_PAGE_MESSAGE),
};

/** The routes' own words for these fields: for status, orderType, the order and orderId, the same as before Fastify checked them. */
const REFUSALS = {
  orderList: { '/status': invalid('/status', ORDER_LIST_STATUS_MESSAGE), '/search': invalid('/search', SEARCH_TOO_LONG_MESSAGE), ...PAGING_REFUSALS },
  cancel: { '/cancelledReason': invalid('/cancelledReason', CANCEL_REASON_REQUIRED_MESSAGE), '/orderId': invalid('/orderId', CANCEL_ORDER_ID_MESSAGE) },
  draftList: PAGING_REFUSALS,
  draftSave: {
    '': invalid('', ORDER_NOT_OBJECT_MESSAGE),
    '/orderType': invalid('/orderType', ORDER_TYPE_MESSAGE),
    [`/${LIVENING_ENVELOPE_KEY}`]: invalid(`/${LIVENING_ENVELOPE_KEY}`, ORDER_NOT_OBJECT_MESSAGE),
    [`/${NEW_CONNECTION_ENVELOPE_KEY}`]: invalid(`/${NEW_CONNECTION_ENVELOPE_KEY}`, ORDER_NOT_OBJECT_MESSAGE),
    [`/${DISCONNECTION_ENVELOPE_KEY}`]: invalid(`/${DISCONNECTION_ENVELOPE_KEY}`, ORDER_NOT_OBJECT_MESSAGE),
  },
  draftDelete: { '/orderId': invalid('/orderId', DRAFT_ID_REQUIRED_MESSAGE) },
} satisfies Record<string, FieldRefusals>;

const NO_ACCOUNT_RESPONSE = errorResponse('The signed-in person has no customer account yet');
const DRAFT_NOT_FOUND_RESPONSE = errorResponse('No draft the caller may see has this id (or it expired)');
const ORDER_NOT_FOUND_RESPONSE = errorResponse('No order the caller may see and track online has this id (or a missing account)');

/** The answers of an order submission, whatever its type. */
const SUBMISSION_RESPONSES = {
  200: { ...SUBMISSION_RESULT_SCHEMA, description: 'This transactionKey was submitted before: the orders stored then' },
  201: { ...SUBMISSION_RESULT_SCHEMA, description: 'Stored' },
  400: errorResponse("The form's messages (or the API's, e.g. at /transactionKey), each at its field's pointer; nothing is stored"),
  409: errorResponse('The transactionKey was used for another order or by another submitter'),
};

const IDEMPOTENT_SUBMISSION =
  'Guests too. Send the same transactionKey again (e.g. after a lost answer) and get the same orders back (200); ' +
  'another body, or another submitter, with that key gets 409.';

const ROUTE_SCHEMAS = {
  submitLivening: {
    tags: tagOf('orders'),
    summary: 'Submits a livening (ICP) order: one order per metered site',
    description: IDEMPOTENT_SUBMISSION,
    security: GUEST_OR_SIGNED_IN,
    // Checked by the livening form's precompiled validator in the route, which words every message.
    'x-request-body': formDocumentRequestBody(['livening'], 'A livening order form document with its transactionKey (a UUID made when Submit is pressed)'),
    response: SUBMISSION_RESPONSES,
  },
  submitNewConnection: {
    tags: tagOf('orders'),
    summary: 'Submits a new connection order (simple or complex): one order',
    description: `${IDEMPOTENT_SUBMISSION} Whether the connection is complex (isComplexConnection) is derived by the server from the lots, whatever the body says.`,
    security: GUEST_OR_SIGNED_IN,
    // Checked by the new connection form's precompiled validator in the route, which words every message.
    'x-request-body': formDocumentRequestBody(['new-connection'], 'A new connection order form document with its transactionKey (a UUID made when Submit is pressed)'),
    response: SUBMISSION_RESPONSES,
  },
  submitDisconnection: {
    tags: tagOf('orders'),
    summary: 'Submits a permanent disconnection (decommission) order: one order, numbered DIS-{year}-{digits}',
    description:
      `${IDEMPOTENT_SUBMISSION} The disconnection date must be a weekday that is not a commercial non-working day, from today to 3 months ahead ` +
      '(New Zealand dates). With icpAddressLookupEnabled the ICP must be in the ICP registry (else 400 No ICP found at /propertyDetails/icpNumber), ' +
      "and the registry's address is stored as icpAddressLookup, whatever the body says. The answer names the ICP and the meter serial numbers.",
    security: GUEST_OR_SIGNED_IN,
    // Checked by the disconnection form's precompiled validator in the route, which words every message.
    'x-request-body': formDocumentRequestBody(['disconnection'], 'A disconnection order form document with its transactionKey (a UUID made when Submit is pressed)'),
    response: {
      ...SUBMISSION_RESPONSES,
      400: errorResponse("The form's messages (or the API's: /transactionKey; No ICP found at /propertyDetails/icpNumber), each at its field's pointer; nothing is stored"),
      503: errorResponse('The ICP registry could not be asked; nothing is stored'),
    },
  },
  listOrders: {
    tags: tagOf('orders'),
    summary: "One page of the open or closed orders the caller may see (their own and their account's), newest first",
    description:
      'Search (order number or site address, any case), the requester filter and paging run in the database. ' +
      'Complex connection orders are never listed; closed orders stay listed 6 months after completion, 3 after cancellation.',
    security: SIGNED_IN,
    querystring: ORDER_LIST_QUERY_SCHEMA,
    response: {
      200: { ...ORDER_LIST_PAGE_SCHEMA, description: 'One page of the list; past the end, an empty orderList' },
      400: errorResponse('status missing or not open or closed, a search over 100 characters, or a page or recordsPerPage out of range (at /status, /search, /page, /recordsPerPage)'),
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: NO_ACCOUNT_RESPONSE,
    },
  },
  listRequesters: {
    tags: tagOf('orders'),
    summary: "The distinct requesters of the orders the caller may see, sorted (a business account's Requester filter)",
    security: SIGNED_IN,
    response: { 200: { ...REQUESTER_LIST_SCHEMA, description: 'Full names, as the requester filter takes them' }, 401: SIGN_IN_REQUIRED_RESPONSE, 404: NO_ACCOUNT_RESPONSE },
  },
  orderDetail: {
    tags: tagOf('orders'),
    summary: "An order's detail: status, site, contacts, documents, due payments, and whether Cancel is offered",
    security: SIGNED_IN,
    params: ORDER_DETAIL_PARAMS_SCHEMA,
    querystring: ORDER_DETAIL_QUERY_SCHEMA,
    response: {
      200: { ...ORDER_DETAIL_SCHEMA, description: 'The order' },
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: errorResponse('No order the caller may see and track online has this id and type (or a missing account)'),
    },
  },
  cancelOrder: {
    tags: tagOf('orders'),
    summary: 'Asks to cancel an order: it then waits for staff to review the request (it is not cancelled yet)',
    security: SIGNED_IN,
    body: CANCEL_REQUEST_SCHEMA,
    response: {
      200: CANCEL_RESPONSE_SCHEMA,
      400: errorResponse('Cancel reason is required (at /cancelledReason: one of the four reasons), or no orderId; nothing is written'),
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: ORDER_NOT_FOUND_RESPONSE,
      409: errorResponse('Cancellation is not offered for this order (closed, already under review, or a disconnection), or it changed meanwhile'),
    },
  },
  orderDocument: {
    tags: tagOf('orders'),
    summary: 'Downloads a document of an order',
    security: SIGNED_IN,
    params: ORDER_DOCUMENT_PARAMS_SCHEMA,
    querystring: ORDER_DOCUMENT_QUERY_SCHEMA,
    response: {
      200: ORDER_DOCUMENT_RESPONSE,
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: errorResponse('No document of an order the caller may see, or a missing account'),
    },
  },
  saveDraft: {
    tags: tagOf('drafts'),
    summary: 'Creates a draft, or replaces the one orderId names',
    description: 'Not checked against the form; every file it references must be the caller\'s (or already the draft\'s) and scanned ok.',
    security: SIGNED_IN,
    body: DRAFT_SAVE_REQUEST_SCHEMA,
    response: {
      200: { ...SAVED_DRAFT_SCHEMA, description: 'Replaced' },
      201: { ...SAVED_DRAFT_SCHEMA, description: 'Created' },
      400: errorResponse('Not an envelope with a known orderType and the order as an object, or a file reference that may not be used'),
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: DRAFT_NOT_FOUND_RESPONSE,
      413: errorResponse('The draft is larger than 512 KiB of JSON'),
    },
  },
  listDrafts: {
    tags: tagOf('drafts'),
    summary: 'The drafts the caller may see, newest first, a page at a time',
    security: SIGNED_IN,
    querystring: DRAFT_LIST_QUERY_SCHEMA,
    response: {
      200: { ...DRAFT_PAGE_SCHEMA, description: 'One page of drafts' },
      400: errorResponse('page or recordsPerPage is not a whole number in range'),
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: NO_ACCOUNT_RESPONSE,
    },
  },
  readDraft: {
    tags: tagOf('drafts'),
    summary: 'One draft, with its order under its envelope key',
    security: SIGNED_IN,
    params: DRAFT_PARAMS_SCHEMA,
    response: { 200: { ...DRAFT_SCHEMA, description: 'The draft' }, 401: SIGN_IN_REQUIRED_RESPONSE, 404: DRAFT_NOT_FOUND_RESPONSE },
  },
  deleteDraft: {
    tags: tagOf('drafts'),
    summary: 'Deletes a draft',
    security: SIGNED_IN,
    querystring: DRAFT_DELETE_QUERY_SCHEMA,
    response: {
      200: DRAFT_DELETED_SCHEMA,
      400: errorResponse('No orderId (at /orderId)'),
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: DRAFT_NOT_FOUND_RESPONSE,
    },
  },
};

type SubmissionRouteSchema = (typeof ROUTE_SCHEMAS)['submitLivening' | 'submitNewConnection' | 'submitDisconnection'];

export async function orderRoutes(app: FastifyInstance, { database, verifier, config, icpRegistry, secureCookies }: OrderRoutesOptions): Promise<void> {
  const { db } = database;
  const signedIn = authenticate(verifier);

  /** The caller's account scope; a signed-in person without a profile has no orders or drafts. */
  const scopeOf = (request: FastifyRequest): Promise<AccountScope> => requireAccountScope(db, callerOf(request).subject);

  // Orders are personal data: never stored by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  registerDraftSweep(app, db);
  answerSchemaErrorsInApiShape(app);

  // Authentication is a preValidation hook: a caller without a valid token learns nothing about the request (401 before any 400).
  const submissionRoute = (path: string, orderType: StoredOrderType, schema: SubmissionRouteSchema) =>
    app.post<{ Reply: SubmissionResult }>(path, { schema, preValidation: identifyIfSignedIn(verifier) }, async (request, reply) => {
      const outcome = await submitOrder(
        { db, icpRegistry, supportPhone: config.supportPhone, supportEmail: config.supportEmail },
        orderType,
        request.body,
        // A guest's submission belongs to their guest session (started now if the browser has none).
        { subject: request.identity?.subject, owner: ownerOfWrite(request, reply, { secureCookies }) },
      );
      return reply.code(outcome.statusCode).send(outcome.result);
    });
  submissionRoute('/livening-icp', 'LiveningIcpOrder', ROUTE_SCHEMAS.submitLivening);
  submissionRoute('/new-connection', 'NewConnectionOrder', ROUTE_SCHEMAS.submitNewConnection);
  submissionRoute('/disconnection', 'DisconnectionOrder', ROUTE_SCHEMAS.submitDisconnection);

  // The order type is a string in the database: the response schema holds it to the contract's names.
  app.get<{ Querystring: OrderListQuery; Reply: OrderListPage }>(
    '/orders',
    { schema: ROUTE_SCHEMAS.listOrders, schemaErrorFormatter: refuseInvalidRequest(REFUSALS.orderList), preValidation: signedIn },
    async (request) => {
      const { status, search, requester, page = 1, recordsPerPage = config.orderRecordsPerPage } = request.query;
      return listOrderPage(db, await scopeOf(request), { list: status, search, requester, page, recordsPerPage });
    },
  );

  app.get<{ Reply: RequesterList }>('/orders/requesters', { schema: ROUTE_SCHEMAS.listRequesters, preValidation: signedIn }, async (request) => {
    return { requesters: await listRequesters(db, await scopeOf(request)) };
  });

  app.get<{ Params: OrderDetailParams; Querystring: OrderDetailQuery; Reply: OrderDetail }>(
    '/orders/:orderId',
    { schema: ROUTE_SCHEMAS.orderDetail, preValidation: signedIn },
    async (request) => {
      const detail = await readOrderDetail(db, await scopeOf(request), request.params.orderId, request.query.orderDetailsType);
      if (!detail) throw new ApiError(404, ORDER_NOT_FOUND_MESSAGE);
      return detail;
    },
  );

  // The reason is checked by Fastify (one of CANCEL_REASONS, else 'Cancel reason is required'), before anything is read or written.
  app.put<{ Body: CancelRequest; Reply: true }>(
    '/orders/cancel',
    { schema: ROUTE_SCHEMAS.cancelOrder, schemaErrorFormatter: refuseInvalidRequest(REFUSALS.cancel), preValidation: signedIn },
    async (request) => {
      const { orderId, cancelledReason } = request.body;
      await requestOrderCancellation(db, await scopeOf(request), callerOf(request).subject, { orderId, reason: cancelledReason });
      return true as const;
    },
  );

  app.get<{ Params: OrderDocumentParams; Querystring: OrderDocumentQuery }>(
    '/orders/:orderId/documents/:fileId',
    { schema: ROUTE_SCHEMAS.orderDocument, preValidation: signedIn },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const { orderId, fileId } = request.params;
      const { documentType } = request.query;
      const reference = await findOrderDocument(db, scope, orderId, fileId, documentType === '' ? undefined : documentType);
      if (!reference) throw new ApiError(404, DOCUMENT_NOT_FOUND_MESSAGE);
      const file = await findUploadedFileById(db, reference.uploadedFileId);
      const bytes = file ? await readUploadedFile(app.files.storage, file) : undefined;
      if (!file || !bytes) throw new ApiError(404, DOCUMENT_NOT_FOUND_MESSAGE);
      return sendFileDownload(reply, file, bytes);
    },
  );

  // The envelope is checked by Fastify and again by saveDraft, which also checks what a schema cannot (size, files).
  app.put<{ Reply: SavedDraft }>(
    '/orders/unsubmitted',
    { schema: ROUTE_SCHEMAS.saveDraft, schemaErrorFormatter: refuseInvalidRequest(REFUSALS.draftSave), preValidation: signedIn },
    async (request, reply) => {
      const { orderId, created } = await saveDraft(db, await scopeOf(request), userOwnerKey(callerOf(request).subject), request.body);
      return reply.code(created ? 201 : 200).send({ orderId });
    },
  );

  app.get<{ Querystring: DraftListQuery }>(
    '/orders/unsubmitted',
    { schema: ROUTE_SCHEMAS.listDrafts, schemaErrorFormatter: refuseInvalidRequest(REFUSALS.draftList), preValidation: signedIn },
    async (request) => {
      const { page = 1, recordsPerPage = DEFAULT_RECORDS_PER_PAGE } = request.query;
      return listDraftPage(db, await scopeOf(request), { page, recordsPerPage, requestId: request.id });
    },
  );

  // readDraft answers a plain record: the response schema (DRAFT_SCHEMA) holds it to the contract's Draft.
  app.get<{ Params: DraftParams }>('/orders/unsubmitted/:orderId', { schema: ROUTE_SCHEMAS.readDraft, preValidation: signedIn }, async (request) => {
    return readDraft(db, await scopeOf(request), request.params.orderId);
  });

  app.delete<{ Querystring: DraftDeleteQuery; Reply: true }>(
    '/orders/unsubmitted',
    { schema: ROUTE_SCHEMAS.deleteDraft, schemaErrorFormatter: refuseInvalidRequest(REFUSALS.draftDelete), preValidation: signedIn },
    async (request) => {
      if (!(await deleteDraft(db, await scopeOf(request), request.query.orderId))) throw new ApiError(404, DRAFT_NOT_FOUND_MESSAGE);
      return true as const;
    },
  );
}
