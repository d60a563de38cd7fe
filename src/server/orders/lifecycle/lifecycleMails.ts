// The mails a change of an order sends its requester (issue 16: "where the
// customer should know"): a quote to pay, a cancellation accepted or
// declined, the order completed. Written to the outbox in the change's own
// transaction (changeOrder's `mails`), so a mail exists exactly when its
// change was committed. The requester is the order's requester contact as the
// order type names it; an order whose requester left no email gets no mail.
// The greeting, the order number in the subject and the way to reach us are
// those of the confirmation mail (confirmationMail.ts).
import { formatCalendarDate } from '../../../shared/format/calendarDate';
import { formatNzd } from '../../../shared/format/nzd';
import { nzIsoDate } from '../../../shared/format/nzCalendarDays';
import type { OutgoingMail } from '../../mail/outbox';
import { disconnectionRequester } from '../disconnectionOrder';
import { requesterContact } from '../orderContacts';
import { textOf } from '../orderText';

export const ORDER_COMPLETED_KIND = 'order-completed';
export const ORDER_CANCELLED_KIND = 'order-cancelled';
export const CANCELLATION_DECLINED_KIND = 'cancellation-declined';
export const QUOTE_ISSUED_KIND = 'quote-issued';

/** The order a mail is about, as a change reads it. */
export interface MailedOrder {
  orderNumber: string;
  orderType: string;
  document: Record<string, unknown>;
}

/** How the customer reaches us (the deployment's configuration). */
export interface SupportContact {
  supportPhone: string;
  supportEmail: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

/** The order's requester, when they gave an email: a disconnection names them in its own place, the other types in their contact list. */
export function requesterOf(order: Pick<MailedOrder, 'orderType' | 'document'>): Recipient | undefined {
  const contact = order.orderType === 'DisconnectionOrder' ? disconnectionRequester(order.document) : requesterContact(order.document);
  const email = textOf(contact?.['email']);
  return email === '' ? undefined : { email, firstName: textOf(contact?.['firstName']) };
}

function mailToRequester(order: MailedOrder, support: SupportContact, kind: string, subject: string, body: string[]): OutgoingMail[] {
  const recipient = requesterOf(order);
  if (!recipient) return [];
  const lines = [
    recipient.firstName ? `Kia ora ${recipient.firstName},` : 'Kia ora,',
    '',
    ...body,
    '',
    `If you have any questions, call us on ${support.supportPhone} or email ${support.supportEmail}, quoting your order number ${order.orderNumber}.`,
    '',
    'Ngā mihi,',
    'Customer Connections',
  ];
  return [{ kind, to: recipient.email, subject, text: lines.join('\n') }];
}

/** The workflow's last activity was reached. */
export function orderCompletedMails(order: MailedOrder, support: SupportContact): OutgoingMail[] {
  return mailToRequester(order, support, ORDER_COMPLETED_KIND, `Your order ${order.orderNumber} is complete`, [
    `The work on your order ${order.orderNumber} is complete.`,
    '',
    'Any documents we have for you (a certificate, an invoice) are on the order under My orders when you are signed in to the portal.',
  ]);
}

/** Staff accepted the customer's request to cancel, with the reason the closed orders list shows. */
export function orderCancelledMails(order: MailedOrder, support: SupportContact, reason: string): OutgoingMail[] {
  return mailToRequester(order, support, ORDER_CANCELLED_KIND, `Your order ${order.orderNumber} has been cancelled`, [
    `As you asked, we have cancelled your order ${order.orderNumber}.`,
    `Reason: ${reason}`,
    '',
    'A cancellation fee of $100 may apply; any refund is less the costs already incurred.',
    'Any quote of this order that was still to be paid is withdrawn.',
  ]);
}

/** Staff declined the request to cancel: the order goes on, and the customer reads why. */
export function cancellationDeclinedMails(order: MailedOrder, support: SupportContact, message: string): OutgoingMail[] {
  return mailToRequester(order, support, CANCELLATION_DECLINED_KIND, `Your request to cancel order ${order.orderNumber}`, [
    `We could not cancel your order ${order.orderNumber}, and the work on it goes on.`,
    '',
    message,
  ]);
}

export interface IssuedQuote {
  amountCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  description: string;
}

/** A quote the customer pays online from the order. */
export function quoteIssuedMails(order: MailedOrder, support: SupportContact, quote: IssuedQuote): OutgoingMail[] {
  return mailToRequester(order, support, QUOTE_ISSUED_KIND, `A quote for your order ${order.orderNumber}`, [
    `We have a quote for your order ${order.orderNumber}: ${quote.description}.`,
    '',
    `Amount (incl. GST): ${formatNzd(quote.amountCents)}`,
    `Payment due by: ${formatCalendarDate(quote.dueDate) ?? quote.dueDate}`,
    '',
    'To pay it, sign in and open the order to pay: Pay now is beside the quote.',
    'Work goes ahead once the quote is paid in full. If it is not paid by the due date, the order is cancelled and has to be made again.',
  ]);
}

export const PAYMENT_RECEIPT_KIND = 'payment-receipt';

/** New Zealand GST is 15%: the GST in a GST-inclusive amount is 3/23 of it, to the nearest cent. */
export function gstComponentCents(amountCentsInclusive: number): number {
  return Math.round((amountCentsInclusive * 3) / 23);
}

export interface ReceivedPayment {
  amountCents: number;
  /** The provider's transaction reference. */
  reference: string;
  paidAt: Date;
  description: string;
  /** The billing details' payer: the receipt goes to them (else to the requester). */
  payer?: { email: string; firstName: string };
}

/** The receipt of a quote paid online: amount, its GST, the order number and the provider's reference. */
export function paymentReceiptMails(order: MailedOrder, support: SupportContact, payment: ReceivedPayment): OutgoingMail[] {
  const recipient = payment.payer?.email ? payment.payer : requesterOf(order);
  if (!recipient) return [];
  const paidOn = formatCalendarDate(nzIsoDate(payment.paidAt)) ?? payment.paidAt.toISOString();
  const lines = [
    recipient.firstName ? `Kia ora ${recipient.firstName},` : 'Kia ora,',
    '',
    `Thank you for your payment for order ${order.orderNumber}. This is your receipt.`,
    '',
    `Paid: ${formatNzd(payment.amountCents)} (incl. GST) on ${paidOn}`,
    `GST included: ${formatNzd(gstComponentCents(payment.amountCents))}`,
    `For: ${payment.description}`,
    `Order number: ${order.orderNumber}`,
    `Payment reference: ${payment.reference}`,
    '',
    'We will continue working on your order.',
    '',
    `If you have any questions, call us on ${support.supportPhone} or email ${support.supportEmail}, quoting your order number ${order.orderNumber}.`,
    '',
    'Ngā mihi,',
    'Customer Connections',
  ];
  return [{ kind: PAYMENT_RECEIPT_KIND, to: recipient.email, subject: `Receipt for your payment: order ${order.orderNumber}`, text: lines.join('\n') }];
}
