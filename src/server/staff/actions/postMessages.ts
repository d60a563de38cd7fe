// POST /api/staff/orders/{orderId}/messages (schemas/staff-order-messages):
// the info, alert and action messages the customer's order detail shows. Each
// replaces the one shown before; an empty or absent message removes it.
import type { StaffOrderMessagesForm } from '../../../shared/generated/types/staff-order-messages';
import { postMessages } from '../../orders/lifecycle/orderTransitions';
import { changeOrderAsStaff, checkedActionDocument, type StaffActionContext } from './staffActionContext';

export async function postOrderMessages(context: StaffActionContext, orderId: string, body: unknown): Promise<void> {
  const form = await checkedActionDocument<StaffOrderMessagesForm>('staff-order-messages', body);
  await changeOrderAsStaff(context, orderId, (order) => {
    const after = postMessages(order.state, form);
    return {
      kind: 'messages-posted',
      after,
      detail: { infoMessage: after.infoMessage, alertMessage: after.alertMessage, actionMessage: after.actionMessage },
    };
  });
}
