// The confirmation mail of a submitted order (spec 2 section 2.6: "a
// confirmation email is sent per order"). One per stored order, to the
// requester contact's email, added to the outbox in the submission's
// transaction. Livening, new connection and disconnection orders each say what
// happens next for their kind of order; the greeting and the way to reach us
// are the same.
import { formatCalendarDate } from '../../shared/format/calendarDate';
import type { OutgoingMail } from '../mail/outbox';
import { DISCONNECTION_SERVICE_TYPE, LIVENING_SERVICE_TYPE } from './orderTypes';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

/** Who the mail goes to and how to reach us: the same for every order type. */
interface MailBasics {
  to: string;
  firstName: string;
  orderNumber: string;
  supportPhone: string;
  supportEmail: string;
}

export interface ConfirmationDetails extends MailBasics {
  siteLabel: string;
  siteNumber: number;
  siteCount: number;
}

export interface NewConnectionConfirmationDetails extends MailBasics {
  siteLabel: string;
  /** '1' to '10' or 'More than 10'. */
  lotCount: string;
  serviceType: string;
  isComplexConnection: boolean;
}

export interface DisconnectionConfirmationDetails extends MailBasics {
  /** '' without one. */
  icpNumber: string;
  meterSerialNumbers: readonly string[];
  siteLabel: string;
  /** YYYY-MM-DD. */
  disconnectionDate: string;
}

/** What the thank-you page shows for a missing ICP or serial number (spec 3 "Disconnection thank-you"). */
const NOT_GIVEN = 'N/A';

function greeting(details: MailBasics): string {
  return details.firstName ? `Kia ora ${details.firstName},` : 'Kia ora,';
}

function signOff(details: MailBasics): string[] {
  return [
    `If you have any questions, call us on ${details.supportPhone} or email ${details.supportEmail}, quoting your order number ${details.orderNumber}.`,
    '',
    'Ngā mihi,',
    'Customer Connections',
  ];
}

export function liveningConfirmationMail(details: ConfirmationDetails): OutgoingMail {
  const siteHeading = details.siteCount > 1 ? `Site ${details.siteNumber} of ${details.siteCount}` : 'Site';
  const lines = [
    greeting(details),
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
    ...signOff(details),
  ];
  return {
    kind: ORDER_CONFIRMATION_KIND,
    to: details.to,
    subject: `Your livening order ${details.orderNumber}`,
    text: lines.join('\n'),
  };
}

/** What happens next for a simple connection (spec 2 section 2.6): a quote, about 6 to 8 weeks. */
const SIMPLE_NEXT_STEPS = [
  '- Our team will review your order and send you a quote for the connection. We will contact you if we need more information.',
  '- A simple connection usually takes about 6 to 8 weeks.',
  '- You can follow the order under My orders when you are signed in to the portal.',
];

/** What happens next for a complex connection: a customer works agreement, perhaps easements, longer; no online tracking. */
const COMPLEX_NEXT_STEPS = [
  '- Our team will review your order and contact you to set up a customer works agreement for the connection.',
  '- Easements over the land may be needed as well.',
  '- A complex connection takes longer than a simple one; we will talk the timeframe through with you.',
  '- Complex connection orders cannot be tracked online. We will send you updates by email or SMS.',
];

export function newConnectionConfirmationMail(details: NewConnectionConfirmationDetails): OutgoingMail {
  const lines = [
    greeting(details),
    '',
    'Thank you for your order. We have received your new connection request.',
    '',
    `Order number: ${details.orderNumber}`,
    `Site: ${details.siteLabel || 'as given in your order'}`,
    ...(details.lotCount ? [`Number of lots: ${details.lotCount}`] : []),
    `Service type: ${details.serviceType}`,
    '',
    'What happens next',
    ...(details.isComplexConnection ? COMPLEX_NEXT_STEPS : SIMPLE_NEXT_STEPS),
    '',
    ...signOff(details),
  ];
  return {
    kind: ORDER_CONFIRMATION_KIND,
    to: details.to,
    subject: `Your new connection order ${details.orderNumber}`,
    text: lines.join('\n'),
  };
}

/** To the requester: what was asked for, and that a timeframe and costs follow the assessment (spec 3 "Disconnection thank-you"). */
export function disconnectionConfirmationMail(details: DisconnectionConfirmationDetails): OutgoingMail {
  const serials = details.meterSerialNumbers.filter((serial) => serial !== '');
  const lines = [
    greeting(details),
    '',
    'Thank you for your order. We have received your request for a permanent disconnection (decommission) of the electricity supply.',
    '',
    `Order number: ${details.orderNumber}`,
    `ICP: ${details.icpNumber || NOT_GIVEN}`,
    `Meter serial numbers: ${serials.length > 0 ? serials.join(', ') : NOT_GIVEN}`,
    `Site: ${details.siteLabel || 'as given in your order'}`,
    `Service type: ${DISCONNECTION_SERVICE_TYPE}`,
    `Requested disconnection date: ${formatCalendarDate(details.disconnectionDate) ?? 'as given in your order'}`,
    '',
    'What happens next',
    '- Our team will be in touch with a timeframe and costs once we have assessed your request.',
    '- A permanent disconnection cannot be reversed. Connecting the site again later is a new connection, which may carry a capital contribution.',
    '- Please contact your electricity retailer to arrange a final meter reading and the removal of the meters.',
    '- You can follow the order under My orders when you are signed in to the portal.',
    '',
    ...signOff(details),
  ];
  return {
    kind: ORDER_CONFIRMATION_KIND,
    to: details.to,
    subject: `Your disconnection order ${details.orderNumber}`,
    text: lines.join('\n'),
  };
}
