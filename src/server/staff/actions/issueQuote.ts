// POST /api/staff/orders/{orderId}/quote (schemas/staff-quote): a quote the
// customer pays online. One change writes the due payment (order_payment, the
// row the payment flow charges) and the order's state (its duePayments and
// action message, and the workflow's quote activity where it has one), and
// mails the requester the amount and due date. Money stays integer cents.
import { randomUUID } from 'node:crypto';
import { formatCalendarDate } from '../../../shared/format/calendarDate';
import { formatNzd } from '../../../shared/format/nzd';
import type { StaffQuoteForm } from '../../../shared/generated/types/staff-quote';
import { quoteIssuedMails } from '../../orders/lifecycle/lifecycleMails';
import { issueQuote } from '../../orders/lifecycle/orderTransitions';
import { changeOrderAsStaff, checkedActionDocument, type StaffActionContext } from './staffActionContext';

/** What the customer's order detail says beside Pay now when staff wrote no message of their own. */
export function defaultQuoteActionMessage(amountCents: number, dueDate: string): string {
  return `Your quote of ${formatNzd(amountCents)} (incl. GST) is ready to pay. Please pay it by ${formatCalendarDate(dueDate) ?? dueDate}.`;
}

export async function issueOrderQuote(context: StaffActionContext, orderId: string, body: unknown): Promise<void> {
  const form = await checkedActionDocument<StaffQuoteForm>('staff-quote', body);
  const paymentId = randomUUID();
  const description = form.description.trim();
  const actionMessage = form.actionMessage?.trim() || defaultQuoteActionMessage(form.amountCents, form.dueDate);
  const quote = { paymentId, amountCents: form.amountCents, dueDate: form.dueDate, description, actionMessage };

  await changeOrderAsStaff(context, orderId, (order, now) => ({
    kind: 'quote-issued',
    after: issueQuote(order.state, order.workflow, quote, now),
    detail: quote,
    mails: quoteIssuedMails(order, context.support, quote),
    async alsoWrite(trx) {
      await trx
        .insertInto('order_payment')
        .values({ id: paymentId, order_id: order.id, amount_cents: form.amountCents, due_date: form.dueDate, description, status: 'Ready To Pay' })
        .execute();
    },
  }));
}
