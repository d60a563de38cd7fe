// POST /api/staff/orders/{orderId}/cancellation-review
// (schemas/staff-cancellation-review): the customer asked to cancel the order
// (PUT /api/orders/cancel); staff decide. Accepted, the order is cancelled
// with the reason the closed list shows, its unpaid quotes are withdrawn (in
// its state and in order_payment, so they can no longer be paid), and the
// requester is told. Declined, the order goes back where it was, and the
// requester reads why on the order and in a mail.
import type { StaffCancellationReviewForm } from '../../../shared/generated/types/staff-cancellation-review';
import { cancellationDeclinedMails, orderCancelledMails } from '../../orders/lifecycle/lifecycleMails';
import { acceptCancellation, declineCancellation } from '../../orders/lifecycle/orderTransitions';
import { changeOrderAsStaff, checkedActionDocument, type StaffActionContext } from './staffActionContext';

export async function reviewCancellation(context: StaffActionContext, orderId: string, body: unknown): Promise<void> {
  const form = await checkedActionDocument<StaffCancellationReviewForm>('staff-cancellation-review', body);
  if (form.decision === 'accept') {
    // The form requires a reason that is not blank when accepting.
    const reason = (form.cancelReason ?? '').trim();
    await changeOrderAsStaff(context, orderId, (order, now) => ({
      kind: 'cancellation-accepted',
      after: acceptCancellation(order.state, { reason }, now),
      detail: { decision: 'accept', cancelReason: reason },
      mails: orderCancelledMails(order, context.support, reason),
      async alsoWrite(trx) {
        await trx.updateTable('order_payment').set({ status: 'Cancelled' }).where('order_id', '=', order.id).where('status', '=', 'Ready To Pay').execute();
      },
    }));
    return;
  }
  const message = (form.message ?? '').trim();
  await changeOrderAsStaff(context, orderId, (order) => ({
    kind: 'cancellation-declined',
    after: declineCancellation(order.state, order.workflow, { message }),
    detail: { decision: 'decline', message },
    mails: cancellationDeclinedMails(order, context.support, message),
  }));
}
