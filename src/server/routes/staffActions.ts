// The back office's actions on an order (src/shared/api/staff.ts), each the
// document of a staff form under schemas/ and each answered with the order as
// it is now (StaffOrderView):
//   POST /api/staff/orders/{orderId}/progress             schemas/staff-order-progress
//   POST /api/staff/orders/{orderId}/messages             schemas/staff-order-messages
//   POST /api/staff/orders/{orderId}/documents            schemas/staff-order-document
//   POST /api/staff/orders/{orderId}/cancellation-review  schemas/staff-cancellation-review
//   POST /api/staff/orders/{orderId}/quote                schemas/staff-quote
// Each writes the order's event (and what goes with it: a payment row, a
// company document, mails) through changeOrder, in one transaction. 400: the
// form's messages at their pointers, nothing written. 409: the order's state
// does not allow it now (closed, under cancellation review, not under review),
// or someone else changed the order at the same moment, or since the version
// the staff member acted on (If-Match: <stateVersion>).
import type { FastifyInstance } from 'fastify';
import { errorResponse } from '../../shared/api/errors';
import { formDocumentRequestBody } from '../../shared/api/forms';
import { STAFF_ORDER_PARAMS_SCHEMA, STAFF_ORDER_VIEW_SCHEMA, type StaffOrderParams } from '../../shared/api/staff';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { requireStaff } from '../auth/requireStaff';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { isUuid } from '../orders/orderTypes';
import { attachOrderDocument } from '../staff/actions/attachDocument';
import { issueOrderQuote } from '../staff/actions/issueQuote';
import { postOrderMessages } from '../staff/actions/postMessages';
import { reviewCancellation } from '../staff/actions/reviewCancellation';
import { setOrderProgress } from '../staff/actions/setProgress';
import { refusedField, type StaffActionContext } from '../staff/actions/staffActionContext';
import { staffActorOf } from '../staff/staffActor';
import { readStaffOrderView } from '../staff/staffOrderView';
import { STAFF_ORDER_NOT_FOUND_MESSAGE } from './staffOrders';
import { neverCached, STAFF_GUARD_RESPONSES, staffRouteSchema } from './staffRouteSchemas';
import { callerOf } from './users';
import { answerSchemaErrorsInApiShape } from './validationErrors';

export interface StaffActionRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
  config: Pick<ServerConfig, 'supportPhone' | 'supportEmail'>;
}

type StaffAction = (context: StaffActionContext, orderId: string, body: unknown) => Promise<void>;

interface ActionRoute {
  path: string;
  form: string;
  summary: string;
  description: string;
  conflicts: string;
  action: StaffAction;
}

const ACTIONS: ActionRoute[] = [
  {
    path: 'progress',
    form: 'staff-order-progress',
    summary: "Sets the order's activity and status, with dates",
    description: "The activity must be one of the order's workflow (else 400 at /activity). The workflow's last activity completes the order and mails the requester (order-completed).",
    conflicts: 'The order is closed, or waits for a decision on a cancellation request',
    action: setOrderProgress,
  },
  {
    path: 'messages',
    form: 'staff-order-messages',
    summary: "Posts the info, alert and action messages of the customer's order detail",
    description: 'Each replaces the one shown before; an empty or absent message removes it.',
    conflicts: 'The order is closed',
    action: postOrderMessages,
  },
  {
    path: 'documents',
    form: 'staff-order-document',
    summary: 'Attaches a company document for the customer to download',
    description: "The file must be the caller's own upload of type orderDocument, scanned clean (else 400 at its md5). Closed orders take documents too.",
    conflicts: 'The file is already attached to this order',
    action: attachOrderDocument,
  },
  {
    path: 'cancellation-review',
    form: 'staff-cancellation-review',
    summary: "Accepts (with a reason) or declines (with a message) the customer's request to cancel",
    description: 'Accepted: the order is cancelled, its unpaid quotes withdrawn, the requester mailed (order-cancelled). Declined: it goes back where it was, the requester mailed (cancellation-declined).',
    conflicts: 'Nobody has asked to cancel this order',
    action: reviewCancellation,
  },
  {
    path: 'quote',
    form: 'staff-quote',
    summary: 'Issues a quote: a due payment the customer pays online',
    description: 'Writes the payment (Ready To Pay), the action message (a default worded from the amount and due date when none is given) and mails the requester (quote-issued).',
    conflicts: 'The order is closed, or waits for a decision on a cancellation request',
    action: issueOrderQuote,
  },
];

export const IF_MATCH_MESSAGE = "If-Match must be the order's stateVersion, a whole number";

const IF_MATCH_HEADER_SCHEMA = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description: "The stateVersion of the StaffOrderView acted on (bare or quoted): if the order changed since, 409 and nothing is written",
    },
  },
} as const;

/** The stateVersion sent in If-Match (bare, or quoted as an entity tag); undefined without the header. */
export function expectedVersionOf(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const match = /^\s*"?([1-9]\d{0,8})"?\s*$/.exec(ifMatch);
  if (!match) throw refusedField('', IF_MATCH_MESSAGE);
  return Number(match[1]);
}

function routeSchema(route: ActionRoute) {
  return staffRouteSchema(route.summary, {
    description: `${route.description} Send If-Match: <stateVersion> to act only on the order as last seen.`,
    params: STAFF_ORDER_PARAMS_SCHEMA,
    headers: IF_MATCH_HEADER_SCHEMA,
    // Checked by the staff form's precompiled validator in the route, which words every message.
    'x-request-body': formDocumentRequestBody([route.form], `A ${route.form} form document`),
    response: {
      200: { ...STAFF_ORDER_VIEW_SCHEMA, description: 'The order after the change' },
      400: errorResponse("The form's messages, each at its field's pointer; nothing is written"),
      ...STAFF_GUARD_RESPONSES,
      409: errorResponse(`${route.conflicts}; or someone else changed the order meanwhile (or since If-Match). Nothing is written`),
    },
  });
}

export async function staffActionRoutes(app: FastifyInstance, { database, verifier, config }: StaffActionRoutesOptions): Promise<void> {
  const { db } = database;
  const staffOnly = requireStaff(verifier);
  const support = { supportPhone: config.supportPhone, supportEmail: config.supportEmail };
  neverCached(app);
  answerSchemaErrorsInApiShape(app);

  for (const route of ACTIONS) {
    app.post<{ Params: StaffOrderParams }>(`/staff/orders/:orderId/${route.path}`, { schema: routeSchema(route), preValidation: staffOnly }, async (request) => {
      const { orderId } = request.params;
      if (!isUuid(orderId)) throw new ApiError(404, STAFF_ORDER_NOT_FOUND_MESSAGE);
      const expectedVersion = expectedVersionOf(request.headers['if-match']);
      await route.action({ db, actor: staffActorOf(callerOf(request)), support, expectedVersion }, orderId, request.body);
      const view = await readStaffOrderView(db, orderId);
      if (!view) throw new ApiError(404, STAFF_ORDER_NOT_FOUND_MESSAGE);
      return view;
    });
  }
}
