// Page links as spec 3 "Order lists" has them: five page numbers per group
// (1-5, 6-10, ...) with First, Prev, Next and Last. Prev and Next move one
// page, so stepping past a group's end shows the next group.

/** Page numbers shown at once. */
export const PAGES_PER_GROUP = 5;

/** How many pages `totalRecords` fill (at least one, so an empty list is "page 1 of 1"). */
export function pageCount(totalRecords: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalRecords / perPage));
}

/** The page numbers of the group `page` is in: 7 of 12 pages -> 6..10; 12 of 12 -> 11, 12. */
export function pageGroup(page: number, pages: number, size: number = PAGES_PER_GROUP): number[] {
  const first = Math.floor((page - 1) / size) * size + 1;
  const last = Math.min(first + size - 1, pages);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** While a page loads, the controls wait for it. */
  busy?: boolean;
  /** The navigation landmark's name, when a page has more than one list. */
  label?: string;
}

/** Nothing when everything fits on one page. */
export function Pagination({ page, pages, onPage, busy = false, label = 'Pages' }: PaginationProps) {
  if (pages <= 1) return null;
  const step = (text: string, target: number, disabled: boolean, name: string) => (
    <li>
      <button type="button" className="pagination__step" onClick={() => onPage(target)} disabled={busy || disabled} aria-label={name}>
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={label} className="pagination">
      <ul className="pagination__list">
        {step('First', 1, page <= 1, 'First page')}
        {step('Prev', page - 1, page <= 1, 'Previous page')}
        {pageGroup(page, pages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination__page"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              disabled={busy && number !== page}
              onClick={() => number !== page && onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {step('Next', page + 1, page >= pages, 'Next page')}
        {step('Last', pages, page >= pages, 'Last page')}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        Page {page} of {pages}
      </p>
    </nav>
  );
}
