// One of the two order lists (open or closed): the search, the Requester
// filter of business accounts, a page of orders as the server found them, and
// the page links. Spec 3 "Order lists"; issue 16 keeps searching, filtering
// and paging in the database, so every change here is a new request.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBasicProfile } from '../../account/accountQueries';
import { useApi } from '../../account/useApi';
import { useClientConfig } from '../../clientConfig';
import { Spinner } from '../../components/Spinner';
import { listOrders, listRequesters, orderKeys, type OrderListQuery, type OrderListStatus } from '../orderApi';
import { RequesterFilter, SearchBox } from './ListFilters';
import { EmptyList, LoadError, NoResult, useRetry } from './ListStates';
import { OrdersTable } from './OrdersTable';
import { pageCount, Pagination } from './Pagination';
import { recordsPerPageOf } from './recordsPerPage';
import { useListParams } from './useListParams';

/** The requester names to offer: the account's, and the user's own even before they have an order. */
function requesterOptions(requesters: readonly string[] | undefined, ownName: string): string[] {
  const names = new Set(requesters ?? []);
  if (ownName) names.add(ownName);
  return [...names].sort((a, b) => a.localeCompare(b));
}

export function OrdersPanel({ status }: { status: OrderListStatus }) {
  const api = useApi();
  const recordsPerPage = recordsPerPageOf(useClientConfig());
  const profile = useBasicProfile();
  const [params, change] = useListParams();

  const isBusiness = profile.data?.userType === 'business';
  const ownName = profile.data ? `${profile.data.firstName} ${profile.data.lastName}`.trim() : '';
  // Business users see their own orders until they choose otherwise ('' is All).
  const requester = isBusiness ? (params.requester ?? ownName) : '';
  // A list that is empty because of the customer's own search or filter says so, rather than "no order yet".
  const filtered = params.search !== '' || (isBusiness && requester !== ownName);

  const requesters = useQuery({ queryKey: orderKeys.requesters, enabled: isBusiness, queryFn: () => listRequesters(api) });
  const query: OrderListQuery = { status, page: params.page, recordsPerPage, ...(params.search ? { search: params.search } : {}), ...(requester ? { requester } : {}) };
  const orders = useQuery({
    queryKey: orderKeys.list(query),
    // Whether a Requester filter applies is known once the profile is.
    enabled: !profile.isPending,
    queryFn: () => listOrders(api, query),
    placeholderData: keepPreviousData,
  });

  const othersHaveOrders = isBusiness && (requesters.data ?? []).some((name) => name !== ownName);
  const [retrying, retry] = useRetry(orders.refetch);
  const pages = orders.data ? pageCount(orders.data.totalRecords, recordsPerPage) : 1;
  // A page past the end (orders went away, or an old link): show the last one.
  const pastTheEnd = orders.data !== undefined && !orders.isPlaceholderData && orders.data.totalRecords > 0 && params.page > pages;
  useEffect(() => {
    if (pastTheEnd) change({ page: pages }, { replace: true });
  }, [pastTheEnd, pages, change]);

  return (
    <>
      <div className="orders-filters">
        <SearchBox search={params.search} onSearch={(search) => change({ search })} />
        {isBusiness && <RequesterFilter requesters={requesterOptions(requesters.data, ownName)} selected={requester} onSelect={(name) => change({ requester: name })} />}
      </div>
      {(retrying || ((orders.isPending || profile.isPending) && !orders.isError)) && <Spinner label="Loading your orders" />}
      {!retrying && orders.isError && <LoadError retry={retry} />}
      {!retrying && orders.data && !orders.isError && (
        <div aria-busy={orders.isPlaceholderData}>
          {orders.data.orderList.length > 0 ? <OrdersTable status={status} orders={orders.data.orderList} /> : filtered ? <NoResult /> : !pastTheEnd && <EmptyList othersHaveOrders={othersHaveOrders} />}
          <Pagination page={params.page} pages={pages} onPage={(page) => change({ page })} busy={orders.isPlaceholderData} />
        </div>
      )}
    </>
  );
}
