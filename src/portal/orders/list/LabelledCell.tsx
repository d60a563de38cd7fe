import type { ReactNode } from 'react';

/** Values read as one piece ("01 March 2026", "LIV-2026-000001"): the table does not wrap them. */
const KEPT_TOGETHER = new Set<string>(['Request date', 'Order no.', 'ICP no.', 'Creation date', 'Expires in']);

/**
 * A cell that also names its column. Below a width set in styles.css each
 * order shows as a card of its own and the column headers are hidden, so the
 * name is shown beside each value; screen readers have the headers, so it is
 * hidden from them.
 */
export function LabelledCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={KEPT_TOGETHER.has(label) ? 'orders-table__cell--kept-together' : undefined}>
      <span className="orders-table__label" aria-hidden="true">
        {label}
      </span>
      <span className="orders-table__value">{children}</span>
    </td>
  );
}

/** The header row of an orders table. */
export function ColumnHeaders({ columns, extra }: { columns: readonly string[]; extra?: ReactNode }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {extra}
      </tr>
    </thead>
  );
}
