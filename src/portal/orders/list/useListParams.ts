// A list's page, search and requester filter live in the address
// (?page=2&search=kowhai&requester=Aroha%20Ngata), so Back from an order's
// detail page returns to the same page of the same search. Switching tabs
// follows a link without them, so each list starts afresh.
import { useCallback } from 'react';
import { useSearchParams } from '../../router';

export interface ListParams {
  page: number;
  search: string;
  /**
   * undefined: no choice made (a business user then sees their own orders);
   * '': All; otherwise a requester's full name.
   */
  requester: string | undefined;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** `replace`: correct the address without a history entry (Back must not return to the page being corrected). */
export type ChangeListParams = (change: Partial<ListParams>, options?: { replace?: boolean }) => void;

export function useListParams(): [ListParams, ChangeListParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = {
    page: pageOf(searchParams.get('page')),
    search: searchParams.get('search') ?? '',
    requester: searchParams.get('requester') ?? undefined,
  };

  const change = useCallback<ChangeListParams>(
    (next, options) => {
      setSearchParams((previous) => {
        const updated = new URLSearchParams(previous);
        // A new search or filter starts again at page 1.
        const page = 'search' in next || 'requester' in next ? 1 : (next.page ?? pageOf(previous.get('page')));
        if (page > 1) updated.set('page', String(page));
        else updated.delete('page');
        if (next.search !== undefined) {
          if (next.search) updated.set('search', next.search);
          else updated.delete('search');
        }
        if ('requester' in next) {
          if (next.requester === undefined) updated.delete('requester');
          else updated.set('requester', next.requester);
        }
        return updated;
      }, options);
    },
    [setSearchParams],
  );
  return [params, change];
}
