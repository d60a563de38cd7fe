// The upload's Retry and Delete buttons come from the registry's
// ButtonTemplates, so a host theme restyles them with the form's other
// buttons. RJSF has no Retry slot, and its RemoveButton is a glyph without
// text, which would lose the visible "Delete"; so the upload names two slots
// of its own and falls back to TextButton when the registry fills neither.
import type { ComponentType } from 'react';
import { getTemplate, type IconButtonProps, type Registry } from '@rjsf/utils';

/** The keys under `templates.ButtonTemplates` a host may fill. */
export const UPLOAD_BUTTON_TEMPLATES = {
  retry: 'UploadRetryButton',
  remove: 'UploadRemoveButton',
} as const;

type ButtonTemplate = ComponentType<IconButtonProps>;

/** A plain button showing its children, with the classes it is given: the engine's button. */
export function TextButton(props: IconButtonProps) {
  const { iconType: _iconType, icon: _icon, uiSchema: _uiSchema, registry: _registry, children, ...button } = props;
  return (
    <button type="button" {...button}>
      {children}
    </button>
  );
}

export function uploadButtons(registry: Registry): { RetryButton: ButtonTemplate; RemoveButton: ButtonTemplate } {
  // RJSF types ButtonTemplates as its own seven slots; a host may add more.
  const templates = getTemplate('ButtonTemplates', registry) as unknown as Partial<Record<string, ButtonTemplate>>;
  return {
    RetryButton: templates[UPLOAD_BUTTON_TEMPLATES.retry] ?? TextButton,
    RemoveButton: templates[UPLOAD_BUTTON_TEMPLATES.remove] ?? TextButton,
  };
}
