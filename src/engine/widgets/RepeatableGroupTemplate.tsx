// The engine's array templates (RJSF v6 splits them in two):
// - RepeatableGroupTemplate (ArrayFieldTemplate): the list, its hint, the
//   "many items" message, the add button, and the optional table layout;
// - RepeatableGroupItemTemplate (ArrayFieldItemTemplate, in repeatableGroup/):
//   one item, as a fieldset with a numbered legend ("Item 1") or as a table
//   row (stacked as a card where the table does not fit, see
//   repeatableGroup/tableFit), with its remove button ("Remove Item 1"), disabled while it is the
//   only item.
// With `countField`, the number of items follows another field of the
// document (countLink / useFollowCount). The rules are in repeatableGroup/
// (groupOptions, groupRules, tableColumns, countLink); these templates render
// them. The buttons are the registry's ButtonTemplates (the engine's are in
// repeatableGroup/buttonTemplates and registered in groupRegistry).
//
// uiSchema['ui:options'] read on the array:
//   itemLabel (default "Item"), addLabel (default "Add another"),
//   removeLabel (default "Remove"), actionsLabel (default "Actions", the
//   hidden header of the table's button column), tableLayout (boolean), hint
//   (or help),
//   manyItemsThreshold + manyItemsMessage, countField (pointer, `*` for the
//   array's own indices, or a bare sibling property name), removable
//   (RJSF's own, false hides remove buttons), title / label (false hides the
//   group legend).
import './styles';
import { Children, useRef, type CSSProperties, type ReactNode } from 'react';
import { getTemplate, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { formatPointer } from '../core/pointer';
import { engineContextOf } from '../react/engineContext';
import { groupOptions, type GroupOptions } from './repeatableGroup/groupOptions';
import {
  groupHintId,
  groupLegend,
  itemHeading,
  itemLimits,
  itemsAreTableRows,
  itemsSchemaOf,
  offersAdd,
  offersRemove,
  showsManyItemsMessage,
} from './repeatableGroup/groupRules';
import { itemUiSchemaOf, tableColumns, type TableColumn } from './repeatableGroup/tableColumns';
import { columnContents, type ColumnContent, type TableWidths } from './repeatableGroup/tableFit';
import { useFollowCount } from './repeatableGroup/useFollowCount';
import { useTableFit } from './repeatableGroup/useTableFit';
import { useGroupFocus } from './repeatableGroup/useGroupFocus';
import { rowChunks } from './repeatableGroup/rowChunks';

export { groupOptions, type GroupOptions } from './repeatableGroup/groupOptions';
export { parseCount, resizeToCount, resolveCountPointer } from './repeatableGroup/countLink';
export { tableColumns, type TableColumn } from './repeatableGroup/tableColumns';
export { useFollowCount } from './repeatableGroup/useFollowCount';
export { RepeatableGroupItemTemplate } from './repeatableGroup/RepeatableGroupItemTemplate';

/**
 * The grid columns of the rows: each column's measured width as a share of
 * the row (so the columns keep their proportions and fill the width the way a
 * fixed-layout table shares out its spare width), or equal shares until the
 * widths are measured.
 */
/**
 * From this many rows on, rows off screen skip their rendering
 * (`data-long-list`, groupWidgets.css). Skipping needs paint containment,
 * which paints a row's text at whole-pixel offsets: in a short list that
 * would move text by a fraction of a pixel for no gain, so short lists are
 * drawn exactly as before.
 */
export const LONG_LIST_ROWS = 50;

function gridColumns(widths: TableWidths | undefined, columnCount: number): string {
  if (!widths) return `repeat(${columnCount}, minmax(0, 1fr))`;
  const all = [widths.number, ...widths.columns, ...(widths.actions ? [widths.actions] : [])];
  return all.map((width) => `minmax(0, ${width}fr)`).join(' ');
}

/**
 * The items as table rows under a header row (a number column, one column per
 * property, the buttons column) where the columns fit the container, else the
 * same rows stacked as cards by CSS (`data-layout="cards"`): one labelled
 * block per row, its Remove inside. Same elements either way, so switching
 * keeps focus and typing, and a long list pays for no second set of nodes.
 * The table's semantics are HTML's, but its rows are laid out as CSS grids:
 * a row that is not a table-internal box can skip its style, layout and paint
 * while it is off screen (`content-visibility: auto`, groupWidgets.css), so
 * typing in a list of hundreds of rows costs what a short list costs.
 */
function ItemsTable(props: { items: ReactNode; columns: TableColumn[]; contents: ColumnContent[]; options: GroupOptions; legend: string | undefined; withActions: boolean; count: number }) {
  const { items, columns, contents, options, legend, withActions, count } = props;
  const probeRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // The widest row heading the list has now ("Unit 12").
  const rowHeading = itemHeading(options, Math.max(0, count - 1));
  const { layout, widths, decided } = useTableFit({ probeRef, tableRef, rowHeading, contents, removeLabel: withActions ? options.removeLabel : undefined });
  const style = { '--engine-table-columns': gridColumns(widths, columns.length + (withActions ? 2 : 1)) } as CSSProperties;
  const longList = count >= LONG_LIST_ROWS;
  // A long list's rows in runs, each run a <tbody> skipped as a whole off screen (repeatableGroup/rowChunks.ts),
  // created once its columns are measured (useTableFit's `decided`: before the first paint).
  const bodies = !longList ? [items] : decided ? rowChunks(Children.toArray(items)) : [];
  return (
    <div className="engine-repeatable__table-wrap" data-layout={layout} data-long-list={longList ? '' : undefined} style={style}>
      <div ref={probeRef} className="engine-repeatable__probe" aria-hidden="true" />
      <table ref={tableRef} className="engine-repeatable__table">
        {legend && <caption className="engine-visually-hidden">{legend}</caption>}
        <thead>
          <tr>
            <th scope="col" className="engine-repeatable__number">
              <span className="engine-visually-hidden">{options.itemLabel}</span>
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.name}>
                {column.title}
              </th>
            ))}
            {withActions && (
              <th scope="col">
                <span className="engine-visually-hidden">{options.actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        {bodies.map((rows, index) => (
          // Its row count sizes a run while it is skipped (groupWidgets.css).
          <tbody key={index} style={longList ? ({ '--engine-run-rows': Children.count(rows) } as CSSProperties) : undefined}>
            {rows}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** ArrayFieldTemplate: the list of items with its hint, message and add button. */
export function RepeatableGroupTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, schema, title, formData } = props;
  const options = groupOptions(uiSchema);
  useFollowCount({ countField: options.countField, fieldPathId, formData, registry, schema, onAddClick });
  const { groupRef, noteAddClicked } = useGroupFocus(items.length);

  const id = fieldPathId.$id;
  const hintId = groupHintId(id);
  const legend = groupLegend(options, title);
  const itemSchema = registry.schemaUtils.retrieveSchema(itemsSchemaOf(schema));
  const itemUiSchema = itemUiSchemaOf(uiSchema);
  const columns = itemsAreTableRows(options, itemSchema) ? tableColumns(itemSchema, itemUiSchema) : null;
  const contents = columns ? columnContents(itemSchema, itemUiSchema, columns) : [];
  const { AddButton } = getTemplate('ButtonTemplates', registry, getUiOptions(uiSchema));

  return (
    <fieldset
      ref={groupRef}
      className={['engine-repeatable', className].filter(Boolean).join(' ')}
      id={id}
      tabIndex={-1}
      aria-describedby={options.hint ? hintId : undefined}
    >
      {legend && (
        // The section's heading may already say what the list is: then its legend is for screen readers only.
        <legend className={engineContextOf(registry.formContext).namedByHeading(formatPointer(fieldPathId.path)) ? 'engine-visually-hidden' : 'engine-repeatable__title'}>{legend}</legend>
      )}
      {options.hint && (
        <p className="engine-hint" id={hintId}>
          {options.hint}
        </p>
      )}
      {columns ? (
        <ItemsTable
          items={items}
          columns={columns}
          contents={contents}
          options={options}
          legend={legend}
          withActions={offersRemove(options, readonly)}
          count={items.length}
        />
      ) : (
        <div className="engine-repeatable__items">{items}</div>
      )}
      {showsManyItemsMessage(options, items.length) && (
        <div className="engine-inset-text" role="status">
          {options.manyItemsMessage}
        </div>
      )}
      {offersAdd({ canAdd, count: items.length, limits: itemLimits(schema), readonly, options }) && (
        <AddButton
          className="engine-repeatable__add"
          disabled={disabled}
          onClick={(event) => {
            noteAddClicked();
            onAddClick(event);
          }}
          uiSchema={uiSchema}
          registry={registry}
        >
          {options.addLabel}
        </AddButton>
      )}
    </fieldset>
  );
}

export default RepeatableGroupTemplate;
