// The order's status card (spec 3 "Order detail"): the progress status, how
// far along the order is, the current activity with its dates and, while the
// order is open, the next step. A cancelled order's progress is struck
// through over a grey bar, with the reason it was cancelled.
import { useId, type ReactNode } from 'react';
import { formatNumericCalendarDate } from '../../../shared/format';
import { isClosedStatus, progressStatusOf } from '../../../shared/orders/orderState';
import type { OrderDetail } from '../orderApi';
import { StatusPill } from '../StatusPill';

type OrderStatus = OrderDetail['orderStatus'];

function ProgressBar({ percentage, cancelled }: { percentage: number; cancelled: boolean }) {
  const labelId = useId();
  const shown = Math.min(100, Math.max(0, Math.round(percentage)));
  const text = `${shown}% complete`;
  return (
    <div className="order-status__progress">
      <p id={labelId} className="order-status__percentage">
        {cancelled ? (
          <>
            <s>{text}</s>
            {/* Screen readers do not announce strikethrough: say it. */}
            <span className="visually-hidden"> (cancelled)</span>
          </>
        ) : (
          text
        )}
      </p>
      <div
        className={cancelled ? 'order-status__bar order-status__bar--cancelled' : 'order-status__bar'}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
      >
        <div className="order-status__bar-fill" style={{ width: `${shown}%` }} />
      </div>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="order-status__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** `children`: what the customer can do about the order (Cancel order), under the facts. */
export function StatusCard({ status, children }: { status: OrderStatus; children?: ReactNode }) {
  const progress = progressStatusOf(status.progressStatus);
  const cancelled = progress === 'cancelled';
  const start = formatNumericCalendarDate(status.currentActivityStartDate);
  const end = formatNumericCalendarDate(status.currentActivityEndDate);
  return (
    <section className={`order-status order-status--${progress.replace(/\s+/g, '-')}`} aria-labelledby="order-status-heading">
      <h2 id="order-status-heading">Order status</h2>
      {/* Announced when it changes under the customer (after a cancellation request, say). */}
      <div aria-live="polite">
        <StatusPill status={status.progressStatus} />
        <ProgressBar percentage={status.percentageComplete} cancelled={cancelled} />
        <dl className="order-status__facts">
          <Fact term="Current activity">{status.currentActivity || '—'}</Fact>
          {start && <Fact term="Start date">{start}</Fact>}
          {end && <Fact term="Expected end date">{end}</Fact>}
          {!isClosedStatus(progress) && status.nextActivity && <Fact term="Next step">{status.nextActivity}</Fact>}
          {cancelled && status.cancelReason && <Fact term="Cancel reason">{status.cancelReason}</Fact>}
        </dl>
      </div>
      {children}
    </section>
  );
}
