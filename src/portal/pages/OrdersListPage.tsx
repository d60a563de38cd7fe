// /order-details-list/{open-orders|closed-orders|draft-orders}: the signed-in
// user's orders. No order can be placed yet (the order wizards arrive with the
// livening issue), so each list states it is empty and offers a new order; the
// lists themselves are built with order tracking.
import { Link, Navigate, NavLink, useParams } from 'react-router-dom';
import { ProfileGuard } from '../account/ProfileGuard';
import { RequireSignIn } from '../auth/RequireSignIn';

const TABS = [
  { slug: 'open-orders', label: 'Open orders', empty: 'You have no open orders.' },
  { slug: 'closed-orders', label: 'Closed orders', empty: 'You have no closed orders.' },
  { slug: 'draft-orders', label: 'Draft orders', empty: 'You have no draft orders.' },
] as const;

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
      <p>{current.empty}</p>
      <Link className="button button--primary" to="/service-type">
        New order
      </Link>
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
