// Which actions an order offers now, and what each form starts with. The
// server refuses what the order's state does not allow (409); offering only
// what it allows keeps staff from filling in a form that cannot succeed.
import type { StaffOrderView } from '../../../../shared/api/staff';
import { nzIsoDate } from '../../../../shared/format/nzCalendarDays';
import { isClosedStatus } from '../../../../shared/orders/orderState';
import type { StaffOrderAction } from '../../staffApi';

/**
 * Under cancellation review only the review, messages and documents (nothing
 * may move the order meanwhile); a closed order takes documents only (a
 * completion certificate, a final invoice); an open one everything else.
 */
export function availableActions(view: StaffOrderView): StaffOrderAction[] {
  if (isClosedStatus(view.state.progressStatus)) return ['document'];
  if (view.state.cancellationRequest) return ['cancellationReview', 'messages', 'document'];
  return ['progress', 'messages', 'document', 'quote'];
}

/** What the form starts with: the likely next step, today's date, the messages shown now, the customer's own reason. */
export function actionPrefill(action: StaffOrderAction, view: StaffOrderView, now: Date = new Date()): Record<string, unknown> {
  const state = view.state;
  switch (action) {
    case 'progress':
      return { activity: state.nextActivity ?? state.currentActivity, progressStatus: 'in progress', startDate: nzIsoDate(now) };
    case 'messages': {
      const messages = { infoMessage: state.infoMessage, alertMessage: state.alertMessage, actionMessage: state.actionMessage };
      return Object.fromEntries(Object.entries(messages).filter(([, text]) => text !== null && text !== ''));
    }
    case 'cancellationReview':
      return state.cancellationRequest ? { cancelReason: state.cancellationRequest.reason } : {};
    case 'document':
    case 'quote':
      return {};
  }
}

/** The button that opens each action's form, and what the success notification says. */
export const ACTION_WORDS: Record<StaffOrderAction, { button: string; done: string }> = {
  progress: { button: 'Move along', done: 'The order has moved along.' },
  messages: { button: 'Messages', done: "The customer's messages are updated." },
  document: { button: 'Attach document', done: 'The document is attached to the order.' },
  cancellationReview: { button: 'Review cancellation', done: 'The decision on the cancellation request is recorded.' },
  quote: { button: 'Issue quote', done: 'The quote is issued: the customer can pay it from their order.' },
};
