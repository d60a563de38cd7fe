// Every change an order's state can go through, and every refusal, as pure
// functions of the state before (orderTransitions.ts): what staff and
// customers can do to an order, checked without a database.
import { describe, expect, it } from 'vitest';
import { CANCELLATION_REVIEW_ACTIVITY, type OrderState } from '../../../shared/orders/orderState';
import { WORKFLOWS } from '../../../shared/orders/workflows';
import {
  acceptCancellation,
  CANCELLATION_NOT_OFFERED_MESSAGE,
  declineCancellation,
  END_BEFORE_START_MESSAGE,
  initialOrderState,
  issueQuote,
  NOT_UNDER_CANCELLATION_REVIEW_MESSAGE,
  nzDay,
  ORDER_CLOSED_MESSAGE,
  postMessages,
  recordPayment,
  requestCancellation,
  setActivity,
  TransitionRefused,
  UNDER_CANCELLATION_REVIEW_MESSAGE,
  UNKNOWN_ACTIVITY_MESSAGE,
  type Quote,
} from './orderTransitions';

const livening = WORKFLOWS.LiveningIcpOrder;
const newConnection = WORKFLOWS.NewConnectionOrder;
const disconnection = WORKFLOWS.DisconnectionOrder;

// 10 March 2026, 09:00 in Auckland (NZDT, UTC+13).
const submittedAt = new Date('2026-03-09T20:00:00Z');
const now = new Date('2026-03-12T01:00:00Z');
const today = '2026-03-12';

const submitted = () => initialOrderState(livening, submittedAt);

function refusal(change: () => unknown): string {
  try {
    change();
  } catch (error) {
    expect(error).toBeInstanceOf(TransitionRefused);
    return (error as Error).message;
  }
  throw new Error('The change was not refused');
}

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  paymentId: 'b6f1d6c4-3f1e-4f57-9d55-6f3b7b0f6b11',
  amountCents: 123456,
  dueDate: '2026-04-01',
  description: 'Connection of one lot',
  actionMessage: 'Pay the quote',
  ...overrides,
});

const underReview = (state: OrderState = submitted()) => requestCancellation(state, livening, { reason: 'Cost too high', requestedBy: 'Aroha Ngata' }, now);
const completed = () => setActivity(submitted(), livening, { activity: 'Completed', progressStatus: 'in progress' }, now);
const cancelled = () => acceptCancellation(underReview(), { reason: 'No longer required' }, now);

describe('nzDay', () => {
  it('is the New Zealand day of an instant, not the UTC one', () => {
    expect(nzDay(new Date('2026-03-04T11:30:00Z'))).toBe('2026-03-05');
    expect(nzDay(new Date('2026-07-04T11:30:00Z'))).toBe('2026-07-04');
  });
});

describe('initialOrderState', () => {
  it("starts in the workflow's first activity on the day the order arrived, with nothing else said", () => {
    expect(submitted()).toEqual({
      progressStatus: 'in progress',
      percentageComplete: 10,
      currentActivity: 'Order received',
      currentActivityStartDate: '2026-03-10',
      currentActivityEndDate: null,
      nextActivity: 'Assessing',
      infoMessage: null,
      alertMessage: null,
      actionMessage: null,
      cancelReason: null,
      cancellationRequest: null,
      duePayments: [],
      closedAt: null,
    });
  });
});

describe('setActivity', () => {
  it('moves to an activity with its percentage, status, dates and the next activity', () => {
    const after = setActivity(submitted(), livening, { activity: 'Awaiting inspection', progressStatus: 'on hold', startDate: '2026-03-11', endDate: '2026-03-20' }, now);
    expect(after).toMatchObject({
      progressStatus: 'on hold',
      percentageComplete: 50,
      currentActivity: 'Awaiting inspection',
      currentActivityStartDate: '2026-03-11',
      currentActivityEndDate: '2026-03-20',
      nextActivity: 'Livening scheduled',
      closedAt: null,
    });
  });

  it('starts the activity today (New Zealand) when no date is given, and may go back to correct a mistake', () => {
    const forward = setActivity(submitted(), livening, { activity: 'Livening scheduled', progressStatus: 'in progress' }, now);
    const back = setActivity(forward, livening, { activity: 'Assessing', progressStatus: 'in progress' }, now);
    expect(back).toMatchObject({ currentActivity: 'Assessing', percentageComplete: 30, currentActivityStartDate: today, currentActivityEndDate: null, nextActivity: 'Awaiting inspection' });
  });

  it("completes the order in the workflow's last activity, whatever status was asked", () => {
    const after = setActivity(submitted(), livening, { activity: 'Completed', progressStatus: 'on hold' }, now);
    expect(after).toMatchObject({
      progressStatus: 'completed',
      percentageComplete: 100,
      nextActivity: null,
      currentActivityStartDate: today,
      currentActivityEndDate: today,
      closedAt: now.toISOString(),
    });
  });

  it('refuses a closed order, an order under cancellation review, an activity of another workflow and an end before the start', () => {
    const change = { activity: 'Assessing', progressStatus: 'in progress' } as const;
    expect(refusal(() => setActivity(completed(), livening, change, now))).toBe(ORDER_CLOSED_MESSAGE);
    expect(refusal(() => setActivity(cancelled(), livening, change, now))).toBe(ORDER_CLOSED_MESSAGE);
    expect(refusal(() => setActivity(underReview(), livening, change, now))).toBe(UNDER_CANCELLATION_REVIEW_MESSAGE);
    expect(refusal(() => setActivity(submitted(), livening, { ...change, activity: 'Design' }, now))).toBe(UNKNOWN_ACTIVITY_MESSAGE);
    expect(refusal(() => setActivity(submitted(), livening, { ...change, activity: CANCELLATION_REVIEW_ACTIVITY }, now))).toBe(UNKNOWN_ACTIVITY_MESSAGE);
    expect(refusal(() => setActivity(submitted(), livening, { ...change, startDate: '2026-03-12', endDate: '2026-03-11' }, now))).toBe(END_BEFORE_START_MESSAGE);
  });
});

describe('postMessages', () => {
  it('sets the three messages trimmed; an empty or absent one clears it', () => {
    const posted = postMessages(submitted(), { infoMessage: ' Booked ', alertMessage: 'Dog on site', actionMessage: 'Send the COC' });
    expect(posted).toMatchObject({ infoMessage: 'Booked', alertMessage: 'Dog on site', actionMessage: 'Send the COC' });
    expect(postMessages(posted, { infoMessage: 'Booked', alertMessage: '   ' })).toMatchObject({ infoMessage: 'Booked', alertMessage: null, actionMessage: null });
  });

  it('may tell a customer something while their cancellation is reviewed, but not once the order is closed', () => {
    expect(postMessages(underReview(), { infoMessage: 'We are looking at it' }).infoMessage).toBe('We are looking at it');
    expect(refusal(() => postMessages(completed(), { infoMessage: 'Hello' }))).toBe(ORDER_CLOSED_MESSAGE);
    expect(refusal(() => postMessages(cancelled(), { infoMessage: 'Hello' }))).toBe(ORDER_CLOSED_MESSAGE);
  });
});

describe('requestCancellation', () => {
  it("puts the order in the portal's review activity, remembering where it was; it is not cancelled yet", () => {
    const before = setActivity(submitted(), livening, { activity: 'Assessing', progressStatus: 'on hold' }, now);
    expect(underReview(before)).toMatchObject({
      progressStatus: 'on hold',
      currentActivity: CANCELLATION_REVIEW_ACTIVITY,
      currentActivityStartDate: today,
      currentActivityEndDate: null,
      cancelReason: null,
      closedAt: null,
      cancellationRequest: { reason: 'Cost too high', requestedAt: now.toISOString(), requestedBy: 'Aroha Ngata', previousActivity: 'Assessing', previousStatus: 'on hold', previousStartDate: today, previousEndDate: null },
    });
  });

  it('is not offered for a closed order, an order already under review, or a disconnection', () => {
    const request = { reason: 'Cost too high', requestedBy: 'Aroha Ngata' };
    expect(refusal(() => requestCancellation(completed(), livening, request, now))).toBe(CANCELLATION_NOT_OFFERED_MESSAGE);
    expect(refusal(() => requestCancellation(cancelled(), livening, request, now))).toBe(CANCELLATION_NOT_OFFERED_MESSAGE);
    expect(refusal(() => requestCancellation(underReview(), livening, request, now))).toBe(CANCELLATION_NOT_OFFERED_MESSAGE);
    expect(refusal(() => requestCancellation(initialOrderState(disconnection, submittedAt), disconnection, request, now))).toBe(CANCELLATION_NOT_OFFERED_MESSAGE);
  });
});

describe('acceptCancellation', () => {
  it('cancels the order where it had got to, with the reason, withdrawing its unpaid quotes only', () => {
    const quoted = issueQuote(submitted(), livening, quote(), now);
    const paid = { ...quoted, duePayments: [...quoted.duePayments, { paymentId: 'paid-1', amountCents: 500, dueDate: '2026-03-01', status: 'Paid' as const, description: 'Fee' }] };
    const after = acceptCancellation(underReview(paid), { reason: 'No longer required' }, now);
    expect(after).toMatchObject({
      progressStatus: 'cancelled',
      currentActivity: 'Order received',
      currentActivityEndDate: today,
      nextActivity: null,
      cancelReason: 'No longer required',
      cancellationRequest: null,
      actionMessage: null,
      closedAt: now.toISOString(),
    });
    expect(after.duePayments.map((payment) => payment.status)).toEqual(['Cancelled', 'Paid']);
  });

  it('is refused when nobody asked to cancel', () => {
    expect(refusal(() => acceptCancellation(submitted(), { reason: 'x' }, now))).toBe(NOT_UNDER_CANCELLATION_REVIEW_MESSAGE);
    expect(refusal(() => acceptCancellation(cancelled(), { reason: 'x' }, now))).toBe(NOT_UNDER_CANCELLATION_REVIEW_MESSAGE);
  });
});

describe('declineCancellation', () => {
  it('puts the order back where it was, its dates too, with the message as an alert', () => {
    const before = setActivity(submitted(), livening, { activity: 'Awaiting inspection', progressStatus: 'on hold', startDate: '2026-01-05', endDate: '2026-01-20' }, now);
    const after = declineCancellation(underReview(before), livening, { message: ' The inspector is paid ' });
    expect(after).toEqual({ ...before, alertMessage: 'The inspector is paid' });
  });

  it('is refused when nobody asked to cancel', () => {
    expect(refusal(() => declineCancellation(submitted(), livening, { message: 'x' }))).toBe(NOT_UNDER_CANCELLATION_REVIEW_MESSAGE);
  });
});

describe('issueQuote', () => {
  it('adds a due payment ready to pay and the action message; a livening order stays in its activity', () => {
    const after = issueQuote(submitted(), livening, quote(), now);
    expect(after.duePayments).toEqual([{ paymentId: quote().paymentId, amountCents: 123456, dueDate: '2026-04-01', status: 'Ready To Pay', description: 'Connection of one lot' }]);
    expect(after).toMatchObject({ actionMessage: 'Pay the quote', currentActivity: 'Order received' });
    const second = issueQuote(after, livening, quote({ paymentId: 'second', amountCents: 100 }), now);
    expect(second.duePayments.map((payment) => payment.paymentId)).toEqual([quote().paymentId, 'second']);
  });

  it("moves a new connection to the workflow's quote activity, once", () => {
    const after = issueQuote(initialOrderState(newConnection, submittedAt), newConnection, quote(), now);
    expect(after).toMatchObject({ currentActivity: 'Awaiting payment', percentageComplete: 50, nextActivity: 'Construction', currentActivityStartDate: today });
    const again = issueQuote({ ...after, currentActivityStartDate: '2026-03-11' }, newConnection, quote({ paymentId: 'second' }), now);
    expect(again).toMatchObject({ currentActivity: 'Awaiting payment', currentActivityStartDate: '2026-03-11' });
  });

  it('is refused for a closed order and while a cancellation request waits', () => {
    expect(refusal(() => issueQuote(completed(), livening, quote(), now))).toBe(ORDER_CLOSED_MESSAGE);
    expect(refusal(() => issueQuote(cancelled(), livening, quote(), now))).toBe(ORDER_CLOSED_MESSAGE);
    expect(refusal(() => issueQuote(underReview(), livening, quote(), now))).toBe(UNDER_CANCELLATION_REVIEW_MESSAGE);
  });
});

describe('recordPayment', () => {
  const paid = { paymentId: quote().paymentId, providerReference: '0000000012345678', paidAt: now };

  it('marks the due payment Paid with its reference and time, and drops the action message once nothing is left to pay', () => {
    const after = recordPayment(issueQuote(submitted(), livening, quote(), now), livening, paid, now);
    expect(after.duePayments).toEqual([expect.objectContaining({ paymentId: quote().paymentId, status: 'Paid', providerReference: '0000000012345678', paidAt: now.toISOString() })]);
    expect(after).toMatchObject({ actionMessage: null, currentActivity: 'Order received' });
    const twoQuotes = issueQuote(issueQuote(submitted(), livening, quote(), now), livening, quote({ paymentId: 'second' }), now);
    expect(recordPayment(twoQuotes, livening, paid, now).actionMessage).toBe('Pay the quote');
  });

  it("moves a new connection on to the workflow's paid activity", () => {
    const quoted = issueQuote(initialOrderState(newConnection, submittedAt), newConnection, quote(), now);
    expect(recordPayment(quoted, newConnection, paid, now)).toMatchObject({ currentActivity: 'Construction', percentageComplete: 75, progressStatus: 'in progress' });
  });

  it('records money that arrives for a closed order or one under review, without moving it', () => {
    const quotedThenReview = requestCancellation(issueQuote(initialOrderState(newConnection, submittedAt), newConnection, quote(), now), newConnection, { reason: 'Cost too high', requestedBy: 'Aroha Ngata' }, now);
    const afterReview = recordPayment(quotedThenReview, newConnection, paid, now);
    expect(afterReview).toMatchObject({ currentActivity: CANCELLATION_REVIEW_ACTIVITY });
    expect(afterReview.duePayments[0]).toMatchObject({ status: 'Paid' });
    const closed = { ...issueQuote(initialOrderState(newConnection, submittedAt), newConnection, quote(), now), progressStatus: 'cancelled' as const };
    expect(recordPayment(closed, newConnection, paid, now)).toMatchObject({ progressStatus: 'cancelled', currentActivity: 'Awaiting payment' });
  });
});
