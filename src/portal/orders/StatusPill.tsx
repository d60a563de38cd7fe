// An order's progress status as a coloured pill (spec 3 section 4: in progress
// green; on hold and draft orange; cancelled grey; complete distinct). The
// status is always written out, so the colour is never the only signal; each
// colour pair meets WCAG AA contrast (styles.css, "Order tracking").
import { progressStatusOf, type ProgressStatus } from '../../shared/orders/orderState';

/** The detail page's colours also know "complete" (spec 3 section 4); it reads as completed. */
function shownStatus(status: string): ProgressStatus {
  return status === 'complete' ? 'completed' : progressStatusOf(status);
}

/** The status values of spec 3 section 4, written in sentence case like every other label. */
const STATUS_LABELS: Record<ProgressStatus, string> = {
  'in progress': 'In progress',
  'on hold': 'On hold',
  draft: 'Draft',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function StatusPill({ status }: { status: string }) {
  const shown = shownStatus(status);
  return <span className={`status-pill status-pill--${shown.replace(/\s+/g, '-')}`}>{STATUS_LABELS[shown]}</span>;
}
