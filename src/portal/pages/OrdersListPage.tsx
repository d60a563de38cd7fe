// /order-details-list/{open-orders|closed-orders|draft-orders}: the signed-in
// user's orders and drafts (a business account's members see all of the
// account's). Spec 3 "Order lists": the notes per list, the empty state, the
// draft columns with "Expires in" and Delete; reopening a draft passes its id
// to the wizard as navigation state. The server splits open from closed
// orders (GET /api/orders?status=) and pages them; this page shows one page at
// a time with Previous / Next. Search, the requester filter and the full
// pagination come with order tracking.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import { expiresIn, formatNzDateOfTimestamp } from '../../shared/format';
import { ordersKey } from '../account/accountQueries';
import { ProfileGuard } from '../account/ProfileGuard';
import { useApi } from '../account/useApi';
import { RequireSignIn } from '../auth/RequireSignIn';
import { useClientConfig } from '../clientConfig';
import { Spinner } from '../components/Spinner';
import { deleteDraft, draftsKey, listDrafts, listOrders, type DraftSummary, type OrderListStatus, type OrderSummary, type OrderType } from '../orders/orderApi';
import { useNotify } from '../shell/notifications';

const TABS = [
  { slug: 'open-orders', label: 'Open orders', status: 'open' },
  { slug: 'closed-orders', label: 'Closed orders', status: 'closed' },
  { slug: 'draft-orders', label: 'Draft orders', status: undefined },
] as const satisfies ReadonlyArray<{ slug: string; label: string; status: OrderListStatus | undefined }>;
type TabSlug = (typeof TABS)[number]['slug'];

/** Orders per page of the open and closed lists. */
export const ORDERS_PER_PAGE = 50;

/** How many pages `totalRecords` fill (at least one). */
export function pageCount(totalRecords: number, perPage: number = ORDERS_PER_PAGE): number {
  return Math.max(1, Math.ceil(totalRecords / perPage));
}
const JOB_TYPES: Record<OrderType, string> = { LiveningIcpOrder: 'Livening (ICP number)', NewConnectionOrder: 'New connection', DisconnectionOrder: 'Disconnection' };
const WIZARD_PATHS: Record<OrderType, string> = { LiveningIcpOrder: '/icp-request', NewConnectionOrder: '/new-connection', DisconnectionOrder: '/disconnection' };

function EmptyList() {
  return (
    <div className="orders-list__empty">
      <p>You don't have any order yet</p>
      <Link className="button button--primary" to="/service-type">
        Start new order
      </Link>
    </div>
  );
}

const ORDER_COLUMNS = ['Site', 'Request date', 'Job type', 'Order no.', 'Status'] as const;
const DRAFT_COLUMNS = ['Site', 'Job type', 'Created by', 'Status', 'Creation date', 'Expires in'] as const;
/** Values read as one piece ("01 March 2026", "LIV-2026-000001"): the table does not wrap them. */
const KEPT_TOGETHER = new Set<string>(['Request date', 'Order no.', 'Creation date', 'Expires in']);

/**
 * A cell that also names its column. Below a width set in styles.css each
 * order shows as a card of its own and the column headers are hidden, so the
 * name is shown beside each value; screen readers have the headers, so it is
 * hidden from them.
 */
function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={KEPT_TOGETHER.has(label) ? 'orders-table__cell--kept-together' : undefined}>
      <span className="orders-table__label" aria-hidden="true">
        {label}
      </span>
      <span className="orders-table__value">{children}</span>
    </td>
  );
}

function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) return <EmptyList />;
  return (
    <table className="orders-table">
      <caption className="engine-visually-hidden">Orders</caption>
      <thead>
        <tr>
          {ORDER_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const values = [
            order.summary?.siteLabel ?? '—',
            formatNzDateOfTimestamp(order.submittedDate),
            JOB_TYPES[order.orderType] ?? 'Unmapped job type',
            order.orderNumber,
            order.status,
          ];
          return (
            <tr key={order.orderId}>
              {ORDER_COLUMNS.map((column, index) => (
                <LabelledCell key={column} label={column}>
                  {values[index]}
                </LabelledCell>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Previous / Next and "Page X of Y"; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, busy = false }: { page: number; pages: number; onPage: (page: number) => void; busy?: boolean }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="orders-list__pager">
      <button type="button" className="button button--secondary" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
        Previous
      </button>{' '}
      <span aria-live="polite">
        Page {page} of {pages}
      </span>{' '}
      <button type="button" className="button button--secondary" onClick={() => onPage(page + 1)} disabled={busy || page >= pages}>
        Next
      </button>
    </nav>
  );
}

/** One page of the open or closed orders, as the server lists them. */
function OrdersPages({ status }: { status: OrderListStatus }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: [...ordersKey, status, page],
    queryFn: () => listOrders(api, { status, page, recordsPerPage: ORDERS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const pages = orders.data ? pageCount(orders.data.totalRecords) : 1;
  // After orders went away (or the list shrank), a page past the end shows the last one.
  const shown = orders.data && !orders.isPlaceholderData && page > pages ? pages : page;
  if (shown !== page) setPage(shown);

  return (
    <>
      {orders.isPending && <Spinner label="Loading your orders" />}
      {orders.isError && <LoadError retry={() => void orders.refetch()} />}
      {orders.data && (
        <>
          <OrdersTable orders={orders.data.orderList} />
          <Pager page={page} pages={pages} onPage={setPage} busy={orders.isPlaceholderData} />
        </>
      )}
    </>
  );
}

function LoadError({ retry }: { retry: () => void }) {
  return (
    <div className="orders-list__error" role="alert">
      <p>It looks like there was an error retrieving your orders. Please try again in a few minutes.</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function DraftsTable({ drafts }: { drafts: DraftSummary[] }) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);
  if (drafts.length === 0) return <EmptyList />;

  const remove = async (orderId: string) => {
    setDeleting(orderId);
    try {
      await deleteDraft(api, orderId);
      notify({ tone: 'success', heading: 'Draft order successfully deleted.', message: '' });
      await queryClient.invalidateQueries({ queryKey: draftsKey });
    } catch {
      notify({ tone: 'error', heading: 'Draft order failed to delete', message: 'Please wait a few minutes and try again.' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <table className="orders-table">
      <caption className="engine-visually-hidden">Draft orders</caption>
      <thead>
        <tr>
          {DRAFT_COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="engine-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {drafts.map((draft) => {
          const site = draft.summary?.siteLabel || 'No site entered yet';
          return (
            <tr key={draft.orderId}>
              <LabelledCell label={DRAFT_COLUMNS[0]}>
                <button type="button" className="link-button" onClick={() => navigate(WIZARD_PATHS[draft.orderType], { state: { draftId: draft.orderId } })}>
                  {site}
                  <span className="engine-visually-hidden"> (open draft)</span>
                </button>
              </LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[1]}>{JOB_TYPES[draft.orderType] ?? 'Unmapped job type'}</LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[2]}>{draft.requester ?? '—'}</LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[3]}>Draft</LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[4]}>{formatNzDateOfTimestamp(draft.createdDate)}</LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[5]}>{expiresIn(new Date(draft.expiryDay))}</LabelledCell>
              <td className="orders-table__actions">
                <button type="button" className="link-button" onClick={() => void remove(draft.orderId)} disabled={deleting === draft.orderId}>
                  Delete<span className="engine-visually-hidden"> draft for {site}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ListNote({ tab }: { tab: TabSlug }) {
  const { support } = useClientConfig();
  const warning = (
    <p className="orders-list__note">
      Complex connection orders and projects are not listed here. For updates on those, email us at <a href={`mailto:${support.email}`}>{support.email}</a>.
    </p>
  );
  if (tab === 'open-orders') return warning;
  if (tab === 'closed-orders') {
    return (
      <>
        {warning}
        <p className="orders-list__note">Only completed orders from the last 6 months and cancelled orders from the last 3 months are shown.</p>
      </>
    );
  }
  return <p className="orders-list__note">Draft orders are discarded automatically 30 days after creation.</p>;
}

function OrdersList() {
  const { tab } = useParams();
  const api = useApi();
  const current = TABS.find((item) => item.slug === tab);
  const isDrafts = current?.slug === 'draft-orders';
  const drafts = useQuery({ queryKey: draftsKey, enabled: isDrafts, queryFn: () => listDrafts(api) });
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
      {current.status === undefined ? (
        <>
          {drafts.isPending && <Spinner label="Loading your orders" />}
          {drafts.isError && <LoadError retry={() => void drafts.refetch()} />}
          {drafts.data && <DraftsTable drafts={drafts.data} />}
        </>
      ) : (
        // Keyed by list: each tab starts on its first page.
        <OrdersPages key={current.status} status={current.status} />
      )}
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
