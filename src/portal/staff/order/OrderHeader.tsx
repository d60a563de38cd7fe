// The top of an order's view: which order, whose, and where it is now.
import type { StaffOrderView } from '../../../shared/api/staff';
import { formatNumericCalendarDate, formatNumericNzDateOfTimestamp } from '../../../shared/format/numericDate';
import { isClosedStatus } from '../../../shared/orders/orderState';
import { StatusPill } from '../../orders/StatusPill';
import { jobTypeName } from '../staffLabels';

function accountText(account: StaffOrderView['account']): string {
  if (!account) return 'Guest (no account)';
  if (account.type === 'business') return `Business account: ${account.businessName ?? 'name not given'}`;
  return 'Personal account';
}

function datesText(start: string | null, end: string | null): string | undefined {
  const from = formatNumericCalendarDate(start);
  const to = formatNumericCalendarDate(end);
  if (from && to) return `${from} to ${to}`;
  if (from) return `since ${from}`;
  return to ? `until ${to}` : undefined;
}

export function OrderHeader({ view }: { view: StaffOrderView }) {
  const state = view.state;
  const dates = datesText(state.currentActivityStartDate, state.currentActivityEndDate);
  const open = !isClosedStatus(state.progressStatus);
  return (
    <header className="staff-order-header">
      <p className="caption">{jobTypeName(view.orderType)}</p>
      <div className="staff-order-header__title">
        <h1>Order {view.orderNumber}</h1>
        <StatusPill status={state.progressStatus} />
      </div>
      <dl className="staff-facts">
        <div>
          <dt>Activity</dt>
          <dd>
            {state.currentActivity}
            {dates && <span className="staff-facts__aside"> ({dates})</span>}
          </dd>
        </div>
        <div>
          <dt>Complete</dt>
          <dd>
            <progress className="staff-facts__bar" max={100} value={state.percentageComplete} aria-label="Percentage complete" /> {state.percentageComplete}%
          </dd>
        </div>
        {open && (
          <div>
            <dt>Next activity</dt>
            <dd>{state.nextActivity ?? 'None: the current activity completes the order'}</dd>
          </div>
        )}
        {state.cancellationRequest && (
          <div className="staff-facts__wide">
            <dt>Cancellation requested</dt>
            <dd>
              “{state.cancellationRequest.reason}”, by {state.cancellationRequest.requestedBy} on{' '}
              {formatNumericNzDateOfTimestamp(state.cancellationRequest.requestedAt) ?? 'an unknown day'}
            </dd>
          </div>
        )}
        {state.cancelReason && (
          <div>
            <dt>Cancel reason</dt>
            <dd>{state.cancelReason}</dd>
          </div>
        )}
        <div>
          <dt>Customer</dt>
          <dd>{accountText(view.account)}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{formatNumericNzDateOfTimestamp(view.submittedAt) ?? ''}</dd>
        </div>
        {state.closedAt && (
          <div>
            <dt>Closed</dt>
            <dd>{formatNumericNzDateOfTimestamp(state.closedAt)}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
