// /staff/orders/:orderId: everything about one order, with the actions beside
// it. The order is read once and replaced by what each action answers, so the
// page always shows the order as the server last stored it.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '../../router';
import type { StaffOrderView } from '../../../shared/api/staff';
import { useApi } from '../../account/useApi';
import { ApiRequestError } from '../../api/client';
import { LoadingScreen } from '../../auth/LoadingScreen';
import type { FromQueue } from '../queue/QueueTable';
import { StaffOnly } from '../StaffOnly';
import { loadStaffOrder, staffKeys } from '../staffApi';
import '../staff.css';
import { OrderActions } from './actions/OrderActions';
import { CustomerMessages } from './CustomerMessages';
import { DuePayments } from './DuePayments';
import { EventHistory } from './EventHistory';
import { OrderContacts } from './OrderContacts';
import { OrderFiles } from './OrderFiles';
import { OrderHeader } from './OrderHeader';
import { SubmittedDocument } from './SubmittedDocument';

function OrderView({ view }: { view: StaffOrderView }) {
  return (
    <div className="staff-order">
      <title>{`Order ${view.orderNumber} – Back office`}</title>
      <div className="staff-order__main">
        <OrderHeader view={view} />
        <CustomerMessages state={view.state} />
        <DuePayments payments={view.state.duePayments} />
        <OrderFiles orderId={view.orderId} files={view.files} />
        <OrderContacts document={view.document} />
        <SubmittedDocument document={view.document} />
        <EventHistory events={view.events} />
      </div>
      <aside className="staff-order__side" aria-label="Actions on this order">
        <OrderActions key={view.orderId} view={view} />
      </aside>
    </div>
  );
}

function StaffOrder({ orderId }: { orderId: string }) {
  const api = useApi();
  const order = useQuery({ queryKey: staffKeys.order(orderId), queryFn: () => loadStaffOrder(api, orderId) });
  if (order.isPending) return <LoadingScreen label="Retrieving details" />;
  if (order.isError) {
    const missing = order.error instanceof ApiRequestError && order.error.status === 404;
    return (
      <section className="staff-problem" role="alert">
        <h1>{missing ? 'No such order' : 'Something went wrong'}</h1>
        <p>{missing ? 'There is no order at this address.' : 'The order could not be loaded. Please try again in a few minutes.'}</p>
        {!missing && (
          <button type="button" className="button button--secondary" onClick={() => void order.refetch()}>
            Try again
          </button>
        )}
        <p>
          <Link to="/staff">Back to the order queue</Link>
        </p>
      </section>
    );
  }
  return <OrderView view={order.data} />;
}

/** Back to the queue as it was filtered when the order was opened from it; else the whole queue. */
function queueAddress(state: unknown): string {
  const queue = (state as Partial<FromQueue> | null)?.queue;
  return typeof queue === 'string' && queue.startsWith('/staff') ? queue : '/staff';
}

export default function StaffOrderPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  return (
    <StaffOnly>
      <div className="staff-page">
        <Link to={queueAddress(location.state)} className="back-link">
          Order queue
        </Link>
        <StaffOrder orderId={orderId} />
      </div>
    </StaffOnly>
  );
}
