// The confirmation mail of a submitted livening order (spec 2 section 2.6:
// "a confirmation email is sent per order"). One per order, to the requester
// contact's email, added to the outbox in the submission's transaction.
import type { OutgoingMail } from '../mail/outbox';
import { LIVENING_SERVICE_TYPE } from './orderTypes';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

export interface ConfirmationDetails {
  to: string;
  firstName: string;
  orderNumber: string;
  siteLabel: string;
  siteNumber: number;
  siteCount: number;
  supportPhone: string;
  supportEmail: string;
}

export function liveningConfirmationMail(details: ConfirmationDetails): OutgoingMail {
  const greeting = details.firstName ? `Kia ora ${details.firstName},` : 'Kia ora,';
  const siteHeading = details.siteCount > 1 ? `Site ${details.siteNumber} of ${details.siteCount}` : 'Site';
  const lines = [
    greeting,
    '',
    'Thank you for your order. We have received your livening (ICP) request.',
    '',
    `Order number: ${details.orderNumber}`,
    `${siteHeading}: ${details.siteLabel || 'as given in your order'}`,
    `Service type: ${LIVENING_SERVICE_TYPE}`,
    '',
    'What happens next',
    ...(details.siteCount > 1
      ? ['- A separate order has been created for each site, and you will receive a confirmation email like this one for each of them.']
      : []),
    '- Our team will review your order and contact you if we need more information.',
    '- The type of service may change once we have assessed your order; we will let you know if it does.',
    '- You can follow the order under My orders when you are signed in to the portal.',
    '',
    `If you have any questions, call us on ${details.supportPhone} or email ${details.supportEmail}, quoting your order number ${details.orderNumber}.`,
    '',
    'Ngā mihi,',
    'Customer Connections',
  ];
  return {
    kind: ORDER_CONFIRMATION_KIND,
    to: details.to,
    subject: `Your livening order ${details.orderNumber}`,
    text: lines.join('\n'),
  };
}
