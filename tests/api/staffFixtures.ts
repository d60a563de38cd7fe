// Shared by the back-office API tests: a staff member (a token with the staff
// role and no customer profile, as the embedded provider issues it), orders
// submitted through the real endpoints, a customer's cancellation request
// (the transition PUT /api/orders/cancel makes), and what a change leaves
// behind: the order's events, its payments and the outbox.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffOrderView } from '../../src/shared/api/staff';
import type { JsonObject } from '../../src/server/db/schema';
import { changeOrder } from '../../src/server/orders/lifecycle/orderChanges';
import { requestCancellation } from '../../src/server/orders/lifecycle/orderTransitions';
import { submission, validDisconnectionOrder, validNewConnectionOrder, uploadReferencedFiles, ownerOf } from './orderFixtures';
import type { AccountsTestContext, Caller } from './profileFixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A staff member: `call` as every caller, `send` with extra headers (If-Match). */
export interface StaffMember extends Caller {
  email: string;
  send(method: Method, url: string, payload: unknown, headers: Record<string, string>): Promise<LightMyRequestResponse>;
}

let staffCounter = 0;

export async function staffMember(context: AccountsTestContext, email = `kiri.${process.pid}.${++staffCounter}@staff.network.example.nz`): Promise<StaffMember> {
  const sub = `local|staff-${process.pid}-${++staffCounter}`;
  const token = await context.signer.sign(sub, { email, roles: ['staff'] });
  const send = (method: Method, url: string, payload: unknown, headers: Record<string, string>) =>
    context.subject.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { sub, email, token, send, call: (method, url, payload) => send(method, url, payload, {}) };
}

/** The one order a submission stored (a livening order of one metered site, a new connection, a disconnection). */
async function submitOne(caller: Pick<Caller, 'call'>, path: string, body: Record<string, unknown>): Promise<{ orderId: string; orderNumber: string }> {
  const response = await caller.call('POST', path, body);
  expect(response.statusCode, response.body).toBe(201);
  const [order] = (response.json() as { orders: Array<{ orderId: string; orderNumber: string }> }).orders;
  return { orderId: order!.orderId, orderNumber: order!.orderNumber };
}

export function submitLiveningOrder(customer: Pick<Caller, 'call'>) {
  return submitOne(customer, '/api/livening-icp', submission('metered-one-site'));
}

export async function submitNewConnectionOrder(context: AccountsTestContext, customer: Caller) {
  const order = { ...validNewConnectionOrder('simple'), transactionKey: randomUUID() };
  await uploadReferencedFiles(context, order, ownerOf(customer), 'new-connection');
  return submitOne(customer, '/api/new-connection', order);
}

export function submitDisconnectionOrder(customer: Pick<Caller, 'call'>) {
  return submitOne(customer, '/api/disconnection', { ...validDisconnectionOrder('icp-found'), transactionKey: randomUUID() });
}

/** The customer asks to cancel, as PUT /api/orders/cancel records it. */
export async function requestCancellationOf(context: AccountsTestContext, orderId: string, customer: Pick<Caller, 'sub'>, reason = 'No longer required') {
  return changeOrder(context.subject.database.db, orderId, { kind: 'customer', subject: customer.sub, name: 'Aroha Ngata' }, (order, now) => ({
    kind: 'cancellation-requested',
    after: requestCancellation(order.state, order.workflow, { reason, requestedBy: 'Aroha Ngata' }, now),
    detail: { reason },
  }));
}

export interface StoredEvent {
  sequence: number;
  kind: string;
  actor_kind: string;
  actor_subject: string | null;
  actor_name: string;
  before: JsonObject | null;
  after: JsonObject;
  detail: JsonObject;
}

export async function eventsOf(context: AccountsTestContext, orderId: string): Promise<StoredEvent[]> {
  return context.subject.database.db
    .selectFrom('order_event')
    .select(['sequence', 'kind', 'actor_kind', 'actor_subject', 'actor_name', 'before', 'after', 'detail'])
    .where('order_id', '=', orderId)
    .orderBy('sequence')
    .execute();
}

export async function paymentsOf(context: AccountsTestContext, orderId: string) {
  return context.subject.database.db.selectFrom('order_payment').select(['id', 'amount_cents', 'due_date', 'description', 'status']).where('order_id', '=', orderId).execute();
}

/** The mails of one kind about one order (its number is in every subject). */
export async function mailsAbout(context: AccountsTestContext, kind: string, orderNumber: string) {
  return context.subject.database.db
    .selectFrom('outbox_message')
    .select(['kind', 'recipient', 'subject', 'body_text'])
    .where('kind', '=', kind)
    .where('subject', 'like', `%${orderNumber}%`)
    .execute();
}

export async function staffView(staff: Pick<Caller, 'call'>, orderId: string): Promise<StaffOrderView> {
  const response = await staff.call('GET', `/api/staff/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffOrderView;
}
