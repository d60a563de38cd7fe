// /order-details-list/{open-orders|closed-orders|draft-orders}: the signed-in
// user's orders and drafts (a business account's members see all of the
// account's). Spec 3 "Order lists": the notes per list, the columns, search,
// the Requester filter of business accounts, paging, the empty and no-result
// states; the server searches, filters and pages (src/portal/orders/list/).
import { useQuery } from '@tanstack/react-query';
import { Navigate, NavLink, useParams } from '../router';
import { ProfileGuard } from '../account/ProfileGuard';
import { useApi } from '../account/useApi';
import { RequireSignIn } from '../auth/RequireSignIn';
import { Spinner } from '../components/Spinner';
import { DraftsTable } from '../orders/list/DraftsTable';
import { ListNote, type ListTab } from '../orders/list/ListNote';
import { LoadError, useRetry } from '../orders/list/ListStates';
import { OrdersPanel } from '../orders/list/OrdersPanel';
import { draftsKey, listDrafts, type OrderListStatus } from '../orders/orderApi';

const TABS = [
  { slug: 'open-orders', label: 'Open orders', status: 'open' },
  { slug: 'closed-orders', label: 'Closed orders', status: 'closed' },
  { slug: 'draft-orders', label: 'Draft orders', status: undefined },
] as const satisfies ReadonlyArray<{ slug: ListTab; label: string; status: OrderListStatus | undefined }>;

function Drafts() {
  const api = useApi();
  const drafts = useQuery({ queryKey: draftsKey, queryFn: () => listDrafts(api) });
  const [retrying, retry] = useRetry(drafts.refetch);
  return (
    <>
      {(drafts.isPending || retrying) && <Spinner label="Loading your orders" />}
      {!retrying && drafts.isError && <LoadError retry={retry} />}
      {!retrying && drafts.data && !drafts.isError && <DraftsTable drafts={drafts.data} />}
    </>
  );
}

function OrdersList() {
  const { tab } = useParams();
  const current = TABS.find((item) => item.slug === tab);
  if (!current) return <Navigate to="/order-details-list/open-orders" replace />;

  return (
    <section className="orders-list" aria-labelledby="orders-heading">
      <h1 id="orders-heading">Orders</h1>
      <nav aria-label="Order lists" className="orders-list__tabs">
        {TABS.map((item) => (
          <NavLink key={item.slug} to={`/order-details-list/${item.slug}`} className="orders-list__tab">
            {item.label}
          </NavLink>
        ))}
      </nav>
      <h2>{current.label}</h2>
      <ListNote tab={current.slug} />
      {/* Keyed by list: each tab has its own filters' state. */}
      {current.status === undefined ? <Drafts /> : <OrdersPanel key={current.status} status={current.status} />}
    </section>
  );
}

export default function OrdersListPage() {
  return (
    <RequireSignIn>
      <ProfileGuard>
        <OrdersList />
      </ProfileGuard>
    </RequireSignIn>
  );
}
