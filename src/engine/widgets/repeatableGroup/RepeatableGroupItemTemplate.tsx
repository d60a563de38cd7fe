// ArrayFieldItemTemplate: one item of a repeatable group, as a fieldset with
// a numbered legend ("Unit 1") or as a table row headed the same way, with
// its remove button ("Remove Unit 1"). The rules are in groupRules.
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { groupOptions } from './groupOptions';
import { itemHeading, itemsAreTableRows, offersRemove, removeButtonName, removeDisabled } from './groupRules';
import { TableRowCells } from './TableRowCells';

export function RepeatableGroupItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, disabled, readonly, parentUiSchema, registry, schema, uiSchema } = props;
  // The group's settings live on the array, not on the item.
  const options = groupOptions(parentUiSchema);
  const heading = itemHeading(options, index);
  const { RemoveButton } = getTemplate('ButtonTemplates', registry, getUiOptions(uiSchema));
  const remove =
    buttonsProps.hasRemove && offersRemove(options, readonly) ? (
      <RemoveButton
        className="engine-repeatable__remove"
        aria-label={removeButtonName(options, index)}
        disabled={removeDisabled({ totalItems, disabled: disabled || buttonsProps.disabled })}
        onClick={buttonsProps.onRemoveItem}
        uiSchema={uiSchema}
        registry={registry}
      >
        {options.removeLabel}
      </RemoveButton>
    ) : null;

  if (itemsAreTableRows(options, schema)) {
    return (
      <tr className="engine-repeatable__row" data-engine-item="">
        <th scope="row" className="engine-repeatable__number">
          {heading}
        </th>
        <TableRowCells item={props} />
        {remove && <td className="engine-repeatable__actions">{remove}</td>}
      </tr>
    );
  }

  return (
    <fieldset className="engine-repeatable__item" data-engine-item="">
      <legend className="engine-repeatable__legend">{heading}</legend>
      <div className="engine-repeatable__content">{children}</div>
      {remove && <div className="engine-repeatable__actions">{remove}</div>}
    </fieldset>
  );
}
