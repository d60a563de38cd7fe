// The notes above each list (spec 3 "Order lists").
import { useClientConfig } from '../../clientConfig';

export type ListTab = 'open-orders' | 'closed-orders' | 'draft-orders';

export function ListNote({ tab }: { tab: ListTab }) {
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
