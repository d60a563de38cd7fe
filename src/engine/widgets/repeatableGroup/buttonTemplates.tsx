// The engine's versions of RJSF's Add and Remove buttons (RJSF's are
// Bootstrap glyph icons with only a title): plain secondary buttons whose
// visible text is their name. The repeatable group gives the text and its own
// class; anything else RJSF renders with them (e.g. an additional property's
// remove button) gets RJSF's English word as the text.
import { getDefaultRegistry } from '@rjsf/core';
import { TranslatableString, type IconButtonProps, type TemplatesType } from '@rjsf/utils';

const SECONDARY_BUTTON = 'engine-button engine-button--secondary';

/**
 * A secondary button from RJSF's button props: `children` is the text
 * (`fallbackText` without), `className` adds to the engine's classes, the
 * other HTML attributes (onClick, disabled, aria-label, id) pass through.
 * RJSF's icon props and its uiSchema / registry are not attributes.
 */
function SecondaryButton({ fallbackText, buttonProps }: { fallbackText: string; buttonProps: IconButtonProps }) {
  const { className, children, icon: _icon, iconType: _iconType, uiSchema: _uiSchema, registry: _registry, ...attributes } = buttonProps;
  return (
    <button type="button" className={className ? `${SECONDARY_BUTTON} ${className}` : SECONDARY_BUTTON} {...attributes}>
      {children ?? fallbackText}
    </button>
  );
}

export function AddButton(props: IconButtonProps) {
  return <SecondaryButton fallbackText={props.registry.translateString(TranslatableString.AddButton)} buttonProps={props} />;
}

export function RemoveButton(props: IconButtonProps) {
  return <SecondaryButton fallbackText={props.registry.translateString(TranslatableString.RemoveButton)} buttonProps={props} />;
}

/**
 * RJSF's button templates with the engine's Add and Remove. Complete, because
 * a registry built outside a Form (getTestRegistry) replaces the set rather
 * than merging it; a Form merges it with its own either way.
 */
export const engineButtonTemplates: TemplatesType['ButtonTemplates'] = {
  ...getDefaultRegistry().templates.ButtonTemplates,
  AddButton,
  RemoveButton,
};
