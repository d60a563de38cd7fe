// POST /api/staff/orders/{orderId}/progress (schemas/staff-order-progress):
// staff move the order to an activity of its workflow, in progress or on
// hold, with the activity's start date and expected end. The workflow's last
// activity completes the order, and the requester hears of it by mail.
// The form checks each date is a real day; it cannot know the order's
// workflow: an activity of another job type is refused here, at /activity,
// like any other field, and so is an end before the start (two fields).
import type { StaffOrderProgressForm } from '../../../shared/generated/types/staff-order-progress';
import { activityIndex } from '../../../shared/orders/workflows';
import { orderCompletedMails } from '../../orders/lifecycle/lifecycleMails';
import { END_BEFORE_START_MESSAGE, UNKNOWN_ACTIVITY_MESSAGE, setActivity } from '../../orders/lifecycle/orderTransitions';
import { changeOrderAsStaff, checkedActionDocument, refusedField, type StaffActionContext } from './staffActionContext';

export async function setOrderProgress(context: StaffActionContext, orderId: string, body: unknown): Promise<void> {
  const form = await checkedActionDocument<StaffOrderProgressForm>('staff-order-progress', body);
  const endDate = form.endDate === undefined || form.endDate === '' ? undefined : form.endDate;
  if (endDate !== undefined && endDate < form.startDate) throw refusedField('/endDate', END_BEFORE_START_MESSAGE);
  const note = form.note?.trim() ?? '';

  await changeOrderAsStaff(context, orderId, (order, now) => {
    if (activityIndex(order.workflow, form.activity) < 0) throw refusedField('/activity', UNKNOWN_ACTIVITY_MESSAGE);
    const after = setActivity(order.state, order.workflow, { activity: form.activity, progressStatus: form.progressStatus, startDate: form.startDate, endDate }, now);
    return {
      kind: 'activity-set',
      after,
      detail: { activity: form.activity, progressStatus: form.progressStatus, startDate: form.startDate, endDate: endDate ?? null, note: note === '' ? null : note },
      mails: after.progressStatus === 'completed' ? orderCompletedMails(order, context.support) : [],
    };
  });
}
