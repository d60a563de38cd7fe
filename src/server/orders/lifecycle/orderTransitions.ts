// What each change does to an order's state: pure functions from the state
// before (and the order type's workflow) to the state after, or a refusal in
// words staff and customers can act on. The only code that decides an order's
// next state; orderChanges.ts records each result as an event.
import { nzIsoDate } from '../../../shared/format/nzCalendarDays';
import {
  CANCELLATION_REVIEW_ACTIVITY,
  cancellationOffered,
  isClosedStatus,
  type DuePayment,
  type OrderState,
  type ProgressStatus,
} from '../../../shared/orders/orderState';
import { activityAfter, activityIndex, isCompletingActivity, type Workflow } from '../../../shared/orders/workflows';

/** A change the order's state does not allow (answered 409 with this message). */
export class TransitionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransitionRefused';
  }
}

export const ORDER_CLOSED_MESSAGE = 'This order is closed: it was completed or cancelled';
export const UNDER_CANCELLATION_REVIEW_MESSAGE = 'The customer asked to cancel this order: accept or decline the request first';
export const NOT_UNDER_CANCELLATION_REVIEW_MESSAGE = 'Nobody has asked to cancel this order';
export const CANCELLATION_NOT_OFFERED_MESSAGE = 'This order cannot be cancelled online';
export const UNKNOWN_ACTIVITY_MESSAGE = 'Choose one of the activities of this order type';
export const END_BEFORE_START_MESSAGE = 'The end date must be on or after the start date';

/** The New Zealand date of an instant, YYYY-MM-DD. */
export function nzDay(instant: Date): string {
  return nzIsoDate(instant);
}

/** A submitted order: in the workflow's first activity from the day it arrived. */
export function initialOrderState(workflow: Workflow, submittedAt: Date): OrderState {
  const first = workflow.activities[0]!;
  return {
    progressStatus: 'in progress',
    percentageComplete: first.percentageComplete,
    currentActivity: first.name,
    currentActivityStartDate: nzDay(submittedAt),
    currentActivityEndDate: null,
    nextActivity: workflow.activities[1]?.name ?? null,
    infoMessage: null,
    alertMessage: null,
    actionMessage: null,
    cancelReason: null,
    cancellationRequest: null,
    duePayments: [],
    closedAt: null,
  };
}

function refuseUnlessOpen(state: OrderState): void {
  if (isClosedStatus(state.progressStatus)) throw new TransitionRefused(ORDER_CLOSED_MESSAGE);
}

function refuseUnderReview(state: OrderState): void {
  if (state.cancellationRequest) throw new TransitionRefused(UNDER_CANCELLATION_REVIEW_MESSAGE);
}

export interface ActivityChange {
  activity: string;
  /** Ignored when the activity completes the order. */
  progressStatus: Extract<ProgressStatus, 'in progress' | 'on hold'>;
  /** YYYY-MM-DD; the day of the change when absent. */
  startDate?: string;
  endDate?: string;
}

/**
 * Staff move the order to an activity of its workflow (forwards, or back to
 * correct a mistake) and say whether it is in progress or on hold. The
 * workflow's last activity completes the order.
 */
export function setActivity(state: OrderState, workflow: Workflow, change: ActivityChange, now: Date): OrderState {
  refuseUnlessOpen(state);
  refuseUnderReview(state);
  const index = activityIndex(workflow, change.activity);
  if (index < 0) throw new TransitionRefused(UNKNOWN_ACTIVITY_MESSAGE);
  const startDate = change.startDate ?? nzDay(now);
  if (change.endDate && change.endDate < startDate) throw new TransitionRefused(END_BEFORE_START_MESSAGE);
  const completes = isCompletingActivity(workflow, change.activity);
  return {
    ...state,
    progressStatus: completes ? 'completed' : change.progressStatus,
    percentageComplete: workflow.activities[index]!.percentageComplete,
    currentActivity: change.activity,
    currentActivityStartDate: startDate,
    currentActivityEndDate: change.endDate ?? (completes ? startDate : null),
    nextActivity: completes ? null : (activityAfter(workflow, change.activity)?.name ?? null),
    closedAt: completes ? now.toISOString() : null,
  };
}

export interface Messages {
  infoMessage?: string;
  alertMessage?: string;
  actionMessage?: string;
}

/** Staff post (or, with an empty text, clear) the messages the customer's detail page shows. */
export function postMessages(state: OrderState, messages: Messages): OrderState {
  refuseUnlessOpen(state);
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  return { ...state, infoMessage: text(messages.infoMessage), alertMessage: text(messages.alertMessage), actionMessage: text(messages.actionMessage) };
}

/**
 * The customer asks to cancel: staff review it. The order waits in the
 * portal's own activity and remembers where it was, to go back there if staff
 * decline. Not offered for closed orders, orders already under review, or
 * order types whose workflow is not cancellable (a disconnection).
 */
export function requestCancellation(state: OrderState, workflow: Workflow, request: { reason: string; requestedBy: string }, now: Date): OrderState {
  if (!cancellationOffered(state, workflow.cancellable)) throw new TransitionRefused(CANCELLATION_NOT_OFFERED_MESSAGE);
  return {
    ...state,
    currentActivity: CANCELLATION_REVIEW_ACTIVITY,
    currentActivityStartDate: nzDay(now),
    currentActivityEndDate: null,
    cancellationRequest: {
      reason: request.reason,
      requestedAt: now.toISOString(),
      requestedBy: request.requestedBy,
      previousActivity: state.currentActivity,
      previousStatus: state.progressStatus,
      previousStartDate: state.currentActivityStartDate,
      previousEndDate: state.currentActivityEndDate,
    },
  };
}

/** Staff accept the request: the order is cancelled, with their reason, where it had got to; its open quotes with it. */
export function acceptCancellation(state: OrderState, { reason }: { reason: string }, now: Date): OrderState {
  const request = state.cancellationRequest;
  if (!request) throw new TransitionRefused(NOT_UNDER_CANCELLATION_REVIEW_MESSAGE);
  return {
    ...state,
    progressStatus: 'cancelled',
    currentActivity: request.previousActivity,
    currentActivityEndDate: nzDay(now),
    nextActivity: null,
    cancelReason: reason,
    cancellationRequest: null,
    actionMessage: null,
    duePayments: state.duePayments.map((payment) => (payment.status === 'Ready To Pay' ? { ...payment, status: 'Cancelled' } : payment)),
    closedAt: now.toISOString(),
  };
}

/** Staff decline the request: the order goes back where it was, and the customer reads why. */
export function declineCancellation(state: OrderState, workflow: Workflow, { message }: { message: string }): OrderState {
  const request = state.cancellationRequest;
  if (!request) throw new TransitionRefused(NOT_UNDER_CANCELLATION_REVIEW_MESSAGE);
  return {
    ...state,
    progressStatus: request.previousStatus,
    currentActivity: request.previousActivity,
    // Requests made before the dates were remembered keep the day of the request.
    currentActivityStartDate: request.previousStartDate === undefined ? state.currentActivityStartDate : request.previousStartDate,
    currentActivityEndDate: request.previousEndDate === undefined ? state.currentActivityEndDate : request.previousEndDate,
    nextActivity: activityAfter(workflow, request.previousActivity)?.name ?? null,
    cancellationRequest: null,
    alertMessage: message.trim(),
  };
}

export interface Quote {
  paymentId: string;
  amountCents: number;
  dueDate: string;
  description: string;
  actionMessage: string;
}

/**
 * Staff issue a quote: a due payment the customer can pay online until its
 * due date, announced by the action message, and (where the workflow says)
 * the order moves to the activity that waits for it.
 */
export function issueQuote(state: OrderState, workflow: Workflow, quote: Quote, now: Date): OrderState {
  refuseUnlessOpen(state);
  refuseUnderReview(state);
  const payment: DuePayment = { paymentId: quote.paymentId, amountCents: quote.amountCents, dueDate: quote.dueDate, status: 'Ready To Pay', description: quote.description };
  const moved =
    workflow.quoteIssuedActivity && workflow.quoteIssuedActivity !== state.currentActivity
      ? setActivity(state, workflow, { activity: workflow.quoteIssuedActivity, progressStatus: 'in progress' }, now)
      : state;
  return { ...moved, actionMessage: quote.actionMessage, duePayments: [...state.duePayments, payment] };
}

export interface RecordedPayment {
  paymentId: string;
  /** The provider's transaction reference. */
  providerReference: string;
  paidAt: Date;
}

/**
 * The provider confirmed a quote was paid. Money that has arrived is always
 * recorded, whatever the order's state: a payment that completes just after
 * the order was cancelled is still the customer's money, and staff refund it
 * from the history. Only an open order that is not under cancellation review
 * moves on, to the activity the workflow names for a paid quote; the action
 * message that announced the quote goes once nothing is left to pay.
 */
export function recordPayment(state: OrderState, workflow: Workflow, payment: RecordedPayment, now: Date): OrderState {
  const duePayments = state.duePayments.map((due) =>
    due.paymentId === payment.paymentId ? { ...due, status: 'Paid' as const, paidAt: payment.paidAt.toISOString(), providerReference: payment.providerReference } : due,
  );
  const stillToPay = duePayments.some((due) => due.status === 'Ready To Pay');
  const paid = { ...state, duePayments, actionMessage: stillToPay ? state.actionMessage : null };
  const movesOn =
    !isClosedStatus(state.progressStatus) &&
    !state.cancellationRequest &&
    workflow.paymentRecordedActivity !== undefined &&
    activityIndex(workflow, workflow.paymentRecordedActivity) > activityIndex(workflow, state.currentActivity);
  return movesOn ? setActivity(paid, workflow, { activity: workflow.paymentRecordedActivity!, progressStatus: 'in progress' }, now) : paid;
}
