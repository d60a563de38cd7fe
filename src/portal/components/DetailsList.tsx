// A term-and-value list (`.details-list` in styles.css) as the order detail
// and pay-now pages show facts: rows without a value are left out, so a page
// never shows an empty term.
import type { ReactNode } from 'react';

export type DetailsRow = readonly [term: string, value: ReactNode];

function hasValue(value: ReactNode): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined && value !== false;
}

export function DetailsList({ rows, className }: { rows: readonly DetailsRow[]; className?: string }) {
  return (
    <dl className={className ? `details-list ${className}` : 'details-list'}>
      {rows
        .filter(([, value]) => hasValue(value))
        .map(([term, value]) => (
          <div key={term} className="details-list__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
