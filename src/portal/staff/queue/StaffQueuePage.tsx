// /staff: the order queue across every customer and guest, newest first, as
// staff work through it: search, filters and paging in the address, answered
// by the server a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../router';
import { STAFF_DEFAULT_RECORDS_PER_PAGE } from '../../../shared/api/staff';
import { useApi } from '../../account/useApi';
import { Spinner } from '../../components/Spinner';
import { pageCount, Pagination } from '../../orders/list/Pagination';
import { StaffOnly } from '../StaffOnly';
import { loadOrderQueue, staffKeys } from '../staffApi';
import '../staff.css';
import { QueueFilterBar } from './QueueFilterBar';
import { filtersFromParams, paramsFromFilters, queueApiPath, withFilter, type QueueFilters } from './queueFilters';
import { QueueTable } from './QueueTable';
import { LoadProblem } from '../LoadProblem';

function countText(total: number): string {
  return total === 1 ? '1 order' : `${total.toLocaleString('en-NZ')} orders`;
}

function OrderQueue() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const path = queueApiPath(filters, STAFF_DEFAULT_RECORDS_PER_PAGE);
  const queue = useQuery({
    queryKey: staffKeys.queue(path),
    queryFn: () => loadOrderQueue(api, path),
    // The last page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  // Each change is a new history entry: the back button undoes it.
  const change = (next: Partial<QueueFilters>) => setParams(paramsFromFilters(withFilter(filters, next)));
  const data = queue.data;

  return (
    <div className="staff-page">
      <title>Order queue – Back office</title>
      <div className="staff-page__heading">
        <h1>Order queue</h1>
        <Link to="/staff/reference-lists">Reference lists</Link>
      </div>
      <QueueFilterBar filters={filters} onChange={change} />
      {queue.isPending ? (
        <Spinner label="Loading the queue" />
      ) : queue.isError && !data ? (
        <LoadProblem what="The queue" onRetry={() => void queue.refetch()} />
      ) : data && data.orders.length === 0 ? (
        <p className="staff-empty">No orders match these filters.</p>
      ) : data ? (
        <>
          <p className="staff-count" aria-live="polite">
            {countText(data.totalRecords)}
            {queue.isFetching && ' (updating…)'}
          </p>
          <QueueTable orders={data.orders} caption="Orders" />
          <Pagination
            page={filters.page}
            pages={pageCount(data.totalRecords, data.recordsPerPage)}
            busy={queue.isFetching}
            label="Queue pages"
            onPage={(page) => change({ page })}
          />
        </>
      ) : null}
    </div>
  );
}

export default function StaffQueuePage() {
  return (
    <StaffOnly>
      <OrderQueue />
    </StaffOnly>
  );
}
