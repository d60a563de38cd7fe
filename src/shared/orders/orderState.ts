// The state of a submitted order, as the customer's detail page and the staff
// console read it (spec 3 "Order detail", orderStatus and duePayments). The
// server never updates it in place: every change appends an event to the
// order's history whose `after` is the new state (src/server/orders/lifecycle/),
// and the order row's state is that event's `after`.

/** spec 3 section 4, "Order progress status". Unknown values read as 'in progress'. */
export const PROGRESS_STATUSES = ['in progress', 'on hold', 'draft', 'cancelled', 'completed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** Open lists show these; closed lists the others (spec 3 section 4). */
export const OPEN_PROGRESS_STATUSES = ['in progress', 'on hold'] as const satisfies readonly ProgressStatus[];
export const CLOSED_PROGRESS_STATUSES = ['completed', 'cancelled'] as const satisfies readonly ProgressStatus[];

export function progressStatusOf(value: unknown): ProgressStatus {
  return typeof value === 'string' && (PROGRESS_STATUSES as readonly string[]).includes(value) ? (value as ProgressStatus) : 'in progress';
}

export function isClosedStatus(status: ProgressStatus): boolean {
  return (CLOSED_PROGRESS_STATUSES as readonly string[]).includes(status);
}

/** The activity an order is in while staff review the customer's request to cancel it (spec 3: "reviewing cancellation request"). */
export const CANCELLATION_REVIEW_ACTIVITY = 'Reviewing cancellation request';

/** spec 3 section 5, "Cancel". */
export const CANCEL_REASONS = ['No longer required', 'Replaced by new order', 'Requested by accident', 'Cost too high'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** What a due payment may be (issue 17 records payments). */
export const PAYMENT_STATUSES = ['Ready To Pay', 'Paid', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A quote the customer can pay: money in integer cents, the due date a New Zealand day. */
export interface DuePayment {
  paymentId: string;
  amountCents: number;
  /** YYYY-MM-DD, New Zealand. */
  dueDate: string;
  status: PaymentStatus;
  description: string;
  /** ISO instant the payment was recorded (status Paid). */
  paidAt?: string;
  /** The payment provider's transaction reference (status Paid). */
  providerReference?: string;
}

/** A customer's request to cancel, waiting for staff; what to go back to if they decline it. */
export interface CancellationRequest {
  reason: string;
  requestedAt: string;
  requestedBy: string;
  previousActivity: string;
  previousStatus: ProgressStatus;
  /** The previous activity's dates, put back if staff decline (absent in requests recorded before they were kept). */
  previousStartDate?: string | null;
  previousEndDate?: string | null;
}

export interface OrderState {
  progressStatus: ProgressStatus;
  percentageComplete: number;
  currentActivity: string;
  /** YYYY-MM-DD (New Zealand); null when staff have not given one. */
  currentActivityStartDate: string | null;
  currentActivityEndDate: string | null;
  /** Null once the order is closed, or in the workflow's last activity. */
  nextActivity: string | null;
  infoMessage: string | null;
  alertMessage: string | null;
  actionMessage: string | null;
  /** Set when staff accepted a cancellation. */
  cancelReason: string | null;
  cancellationRequest: CancellationRequest | null;
  duePayments: DuePayment[];
  /** ISO instant the order was completed or cancelled (the closed lists keep it 6 or 3 months from here). */
  closedAt: string | null;
}

/** Whether the customer may ask to cancel (spec 3 section 4, "Cancellation"); `cancellable` is the workflow's word (never a disconnection). */
export function cancellationOffered(state: Pick<OrderState, 'progressStatus' | 'currentActivity'>, cancellable: boolean): boolean {
  if (!cancellable) return false;
  if (isClosedStatus(state.progressStatus)) return false;
  return state.currentActivity.toLowerCase() !== CANCELLATION_REVIEW_ACTIVITY.toLowerCase();
}
