// What every staff action needs, and the two steps they all take.
// - The body is the staff form's document: what the form would not show is
//   dropped, then the form's precompiled validator checks it, so the back
//   office answers the same messages at the same pointers as the form in the
//   browser. A refused body writes nothing.
// - The change goes through changeOrder (the one way an order's state moves),
//   as the staff member, and only onto the version of the order they were
//   looking at when they sent one (If-Match): two staff working the same order
//   do not act on each other's changes unseen.
import type { Executor } from '../../accounts/profileRepository';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../../errors';
import {
  changeOrder,
  ORDER_CHANGED_MEANWHILE_MESSAGE,
  type OrderActor,
  type OrderChangeResult,
  type OrderForChange,
} from '../../orders/lifecycle/orderChanges';
import type { SupportContact } from '../../orders/lifecycle/lifecycleMails';
import { pruneHiddenFields, validateFormDocument } from '../../validation/formValidators';

export interface StaffActionContext {
  db: Executor;
  /** A staff member: their subject (whose uploads they may attach) and their email as the history's name. */
  actor: OrderActor & { subject: string };
  support: SupportContact;
  /** The order's stateVersion the staff member acted on (If-Match); absent: whatever it is now. */
  expectedVersion?: number;
}

/** A 400 at one field, in the API's shape. */
export function refusedField(pointer: string, message: string): ApiError {
  return new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer, message }]);
}

/** The body as a valid document of the staff form `form`, or a 400 with the form's messages. */
export async function checkedActionDocument<T>(form: string, body: unknown): Promise<T> {
  const document = await pruneHiddenFields(form, body);
  const validation = await validateFormDocument(form, document);
  if (!validation.valid) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, validation.errors);
  return document as T;
}

/** changeOrder as the staff member, refused (409) when the order is no longer at the version they acted on. */
export async function changeOrderAsStaff(
  { db, actor, expectedVersion }: StaffActionContext,
  orderId: string,
  decide: (order: OrderForChange, now: Date) => OrderChangeResult,
): Promise<void> {
  await changeOrder(db, orderId, actor, (order, now) => {
    if (expectedVersion !== undefined && order.stateVersion !== expectedVersion) throw new ApiError(409, ORDER_CHANGED_MEANWHILE_MESSAGE);
    return decide(order, now);
  });
}
