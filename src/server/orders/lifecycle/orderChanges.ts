// Changing an order: the one way its state moves after submission. In one
// transaction: read the order and its version, compute the state after with a
// transition (orderTransitions.ts), append the event (who, when, what, before,
// after), and do what goes with it (a quote's payment row, a company document,
// mails to the outbox). The database applies the event to the order row
// (migration 0012's trigger), and only onto the version read here: when two
// people change the same order at once, the second is refused rather than
// silently overwriting the first.
import type { Transaction } from 'kysely';
import type { Executor } from '../../accounts/profileRepository';
import type { DatabaseSchema, JsonObject, OrderEventActorKind } from '../../db/schema';
import { ApiError } from '../../errors';
import type { OutgoingMail } from '../../mail/outbox';
import { addToOutbox } from '../../mail/outbox';
import type { OrderState } from '../../../shared/orders/orderState';
import { workflowOf, type Workflow } from '../../../shared/orders/workflows';
import { TransitionRefused } from './orderTransitions';

/** Who made a change, as the history shows it. */
export interface OrderActor {
  kind: OrderEventActorKind;
  /** The identity provider's subject; null for the system. */
  subject: string | null;
  /** A person's name (or a staff member's email); 'System' for the system. */
  name: string;
}

/** What the change reads: the order as stored. */
export interface OrderForChange {
  id: string;
  orderNumber: string;
  orderType: string;
  state: OrderState;
  stateVersion: number;
  summary: JsonObject;
  document: JsonObject;
  workflow: Workflow;
}

/** What a change decides. */
export interface OrderChangeResult {
  /** The event's kind, e.g. `activity-set`. */
  kind: string;
  after: OrderState;
  /** What the event records beyond the states: the action's input (a note, a file, a reason). */
  detail?: JsonObject;
  /** Mails that go with the change (written to the outbox in the same transaction). */
  mails?: OutgoingMail[];
  /** Writes that go with the change (a payment row, a company document), in the same transaction. */
  alsoWrite?(trx: Transaction<DatabaseSchema>, order: OrderForChange): Promise<void>;
}

export const ORDER_CHANGED_MEANWHILE_MESSAGE = 'Someone else changed this order at the same time. Reload it and try again.';
const ORDER_NOT_FOUND_MESSAGE = 'No such order';

const SERIALIZATION_FAILURE = '40001';
const UNIQUE_VIOLATION = '23505';

function isConcurrentChange(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === SERIALIZATION_FAILURE || (code === UNIQUE_VIOLATION && constraint === 'order_event_order_sequence_key');
}

/** The order as a change reads it, or undefined when there is none with this id. */
export async function readOrderForChange(db: Executor | Transaction<DatabaseSchema>, orderId: string): Promise<OrderForChange | undefined> {
  const row = await db
    .selectFrom('customer_order')
    .select(['id', 'order_number', 'order_type', 'state', 'state_version', 'summary', 'document'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const workflow = workflowOf(row.order_type);
  if (!workflow) throw new Error(`Order ${row.order_number} has the order type ${row.order_type}, which has no workflow`);
  return {
    id: row.id,
    orderNumber: row.order_number,
    orderType: row.order_type,
    state: row.state as unknown as OrderState,
    stateVersion: row.state_version,
    summary: row.summary,
    document: row.document,
    workflow,
  };
}

/**
 * Applies `decide` to the order and records it. The caller has already
 * checked that `actor` may change this order. Answers the state after.
 * Refusals: 404 (no such order), 409 (the transition is not allowed now, or
 * the order changed meanwhile).
 */
export async function changeOrder(
  db: Executor,
  orderId: string,
  actor: OrderActor,
  decide: (order: OrderForChange, now: Date) => OrderChangeResult,
): Promise<OrderState> {
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await readOrderForChange(trx, orderId);
      if (!order) throw new ApiError(404, ORDER_NOT_FOUND_MESSAGE);
      const now = new Date();
      let result: OrderChangeResult;
      try {
        result = decide(order, now);
      } catch (error) {
        if (error instanceof TransitionRefused) throw new ApiError(409, error.message);
        throw error;
      }
      await trx
        .insertInto('order_event')
        .values({
          order_id: order.id,
          sequence: order.stateVersion + 1,
          kind: result.kind,
          actor_kind: actor.kind,
          actor_subject: actor.subject,
          actor_name: actor.name,
          occurred_at: now,
          before: JSON.stringify(order.state),
          after: JSON.stringify(result.after),
          detail: JSON.stringify(result.detail ?? {}),
        })
        .execute();
      if (result.alsoWrite) await result.alsoWrite(trx, order);
      for (const mail of result.mails ?? []) await addToOutbox(trx, mail);
      return result.after;
    });
  } catch (error) {
    if (isConcurrentChange(error)) throw new ApiError(409, ORDER_CHANGED_MEANWHILE_MESSAGE);
    throw error;
  }
}

/** An order's history, oldest first. */
export async function listOrderEvents(db: Executor, orderId: string) {
  return db
    .selectFrom('order_event')
    .select(['sequence', 'kind', 'actor_kind as actorKind', 'actor_name as actorName', 'occurred_at as occurredAt', 'before', 'after', 'detail'])
    .where('order_id', '=', orderId)
    .orderBy('sequence')
    .execute();
}
