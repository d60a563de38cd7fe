// /order-details/{orderId}?orderDetailsType=... and /orders/{orderId} (spec 3
// route table gives both): one order's detail for its signed-in owner or a
// member of the same business account (src/portal/orders/detail/).
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '../router';
import { ProfileGuard } from '../account/ProfileGuard';
import { useApi } from '../account/useApi';
import { ApiRequestError } from '../api/client';
import { RequireSignIn } from '../auth/RequireSignIn';
import { Spinner } from '../components/Spinner';
import { DetailLoadError } from '../orders/detail/DetailLoadError';
import { OrderDetailView } from '../orders/detail/OrderDetailView';
import { loadOrderDetail, orderKeys } from '../orders/orderApi';

/** Retrying cannot find an order the server says is not there (or not the caller's). */
function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status === 404) && failures < 2;
}

function OrderDetailLoader() {
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const orderDetailsType = searchParams.get('orderDetailsType') || undefined;
  const api = useApi();
  const detail = useQuery({
    queryKey: orderKeys.detail(orderId, orderDetailsType),
    queryFn: () => loadOrderDetail(api, orderId, orderDetailsType),
    retry: retryUnlessNotFound,
  });
  if (detail.isPending) return <Spinner label="Retrieving details" />;
  if (detail.isError) return <DetailLoadError error={detail.error} retry={() => void detail.refetch()} />;
  return <OrderDetailView detail={detail.data} />;
}

export default function OrderDetailPage() {
  return (
    <RequireSignIn>
      <ProfileGuard>
        <OrderDetailLoader />
      </ProfileGuard>
    </RequireSignIn>
  );
}
