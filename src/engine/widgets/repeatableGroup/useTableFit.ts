// Chooses between the table and the cards for one repeatable group, by the
// width its container really has (a ResizeObserver on a zero-height probe
// above the table: the probe's width is the container's, and its height never
// changes, so switching layouts does not feed back into the observer).
// Text is measured once per column set with a canvas in the table's font.
// Without ResizeObserver (jsdom, very old browsers) the table stays.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { layoutFor, tableWidths, type ColumnContent, type GroupLayout, type TableWidths } from './tableFit';

function canvasMeasure(element: Element): ((text: string, bold: boolean) => number) | undefined {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  const style = getComputedStyle(element);
  const font = `${style.fontSize} ${style.fontFamily}`;
  // Setting a canvas's font parses it again: only when the weight changes.
  let bolded: boolean | undefined;
  return (text, bold) => {
    if (bold !== bolded) {
      context.font = `${bold ? '700 ' : ''}${font}`;
      bolded = bold;
    }
    return context.measureText(text).width;
  };
}

export interface TableFit {
  layout: GroupLayout;
  /** The columns' widths once measured; undefined until then (and without a canvas). */
  widths: TableWidths | undefined;
  /**
   * The first measurement has run (whether or not it could measure). Until then a long list
   * renders no rows: measuring reads the table's style and the container's width, which makes
   * Blink work out the style and layout of every row already in the page, and the widths then
   * change every row's grid, which makes it work them out again. Measured first, the rows are
   * created once, in their final columns, in the same task and before the first paint.
   */
  decided: boolean;
}

export function useTableFit(args: {
  probeRef: RefObject<HTMLElement | null>;
  tableRef: RefObject<HTMLElement | null>;
  rowHeading: string;
  contents: readonly ColumnContent[];
  removeLabel: string | undefined;
}): TableFit {
  const { probeRef, tableRef, rowHeading, contents, removeLabel } = args;
  const [fit, setFit] = useState<TableFit>({ layout: 'table', widths: undefined, decided: false });
  // The column set as a value, so a new array with the same columns measures nothing again.
  const contentsKey = JSON.stringify(contents);

  useLayoutEffect(() => {
    const probe = probeRef.current;
    const table = tableRef.current;
    // Where nothing can be measured, the table stays with equal columns, and its rows show.
    const decideUnmeasured = () => setFit((current) => (current.decided ? current : { ...current, decided: true }));
    if (!probe || !table || typeof ResizeObserver === 'undefined') {
      decideUnmeasured();
      return;
    }
    const measure = canvasMeasure(table);
    if (!measure) {
      decideUnmeasured();
      return;
    }
    const widths = tableWidths({ rowHeading, contents: JSON.parse(contentsKey) as ColumnContent[], removeLabel, measure });
    const decide = (width: number) =>
      setFit((current) => {
        const layout = layoutFor(width, widths);
        return current.decided && current.layout === layout && current.widths?.total === widths.total ? current : { layout, widths, decided: true };
      });
    // Decided before the first paint, so a phone never flashes the table.
    decide(probe.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) decide(entry.contentRect.width);
    });
    observer.observe(probe);
    return () => observer.disconnect();
  }, [probeRef, tableRef, rowHeading, contentsKey, removeLabel]);

  return fit;
}
