// What a list shows instead of rows: nothing at all yet, nothing for this
// search, or a load failure (spec 3 "Order lists" and section 8).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../router';

/** Spec 9: "retry spinner 1 second". */
export const RETRY_SPINNER_MS = 1000;

/**
 * `othersHaveOrders`: a business member's own list is empty but colleagues have
 * placed orders; the default Requester filter (their own name) hides those, so
 * say where they are rather than leave the account looking empty.
 */
export function EmptyList({ othersHaveOrders = false }: { othersHaveOrders?: boolean }) {
  return (
    <div className="orders-list__empty">
      <p>You don't have any order yet</p>
      {othersHaveOrders && <p>Other people in your business have placed orders: choose All under Requester to see them.</p>}
      <Link className="button button--primary" to="/service-type">
        Start new order
      </Link>
    </div>
  );
}

export function NoResult() {
  return (
    <p className="orders-list__empty" role="status">
      There is no result for your search
    </p>
  );
}

/**
 * Try again, showing loading for at least a second (spec 9: "retry spinner
 * 1 second"): an instant answer, and above all an instant second failure,
 * would otherwise look like the button did nothing. `retrying` stays true
 * until both the reload and the second are over.
 */
export function useRetry(reload: () => Promise<unknown>): [boolean, () => void] {
  const [retrying, setRetrying] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const retry = useCallback(() => {
    setRetrying(true);
    void Promise.all([reload(), new Promise((resolve) => setTimeout(resolve, RETRY_SPINNER_MS))]).finally(() => {
      if (mounted.current) setRetrying(false);
    });
  }, [reload]);
  return [retrying, retry];
}

export function LoadError({ retry }: { retry: () => void }) {
  return (
    <div className="orders-list__error" role="alert">
      <p>It looks like there was an error retrieving your orders. Please try again in a few minutes.</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
