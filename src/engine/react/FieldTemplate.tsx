// Lays out one field: label, help, the field's own error message (linked to
// the control through aria-describedby by the widget) and the control. Fields
// hidden by a ui.json condition render nothing.
import type { FieldTemplateProps } from '@rjsf/utils';
import { formatPointer } from '../core/pointer';
import { labelRepeatsSectionHeading } from '../core/sectionHeadings';
import { helpId } from '../widgets/ariaDescribedBy';
import { FieldErrorMessage } from '../widgets/FieldErrorMessage';
import { ExternalLink } from '../widgets/ExternalLink';
import { useDocumentSelector } from './useCommittedDocument';
import { wizardContextOf } from './wizardContext';

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, schema, uiSchema, fieldPathId, registry, hidden } = props;
  const context = wizardContextOf(registry.formContext);
  const pointer = formatPointer(fieldPathId.path);
  context.registerId(id, pointer);
  // Shown or hidden by other answers: re-renders when that flips, not on every commit.
  const visible = useDocumentSelector(registry.formContext, (document) => context.model.visibility.isVisible(document, pointer));
  if (hidden || !visible) return null;

  const options = (uiSchema?.['ui:options'] ?? {}) as { help?: string; label?: string; link?: { text?: string; label?: string; href?: string } };
  const widget = (uiSchema?.['ui:widget'] ?? uiSchema?.['ui:field']) as string | undefined;
  const isContainer = schema.type === 'object' || schema.type === 'array';
  const showLabel = !isContainer && !context.labelsItself(widget) && label;
  // Choice groups show their help and error under their legend themselves.
  const ownMessages = context.showsOwnMessages(widget);
  const errors = rawErrors?.filter(Boolean) ?? [];
  const hasError = errors.length > 0;
  // The question a section opens with, when its heading asks it already
  // ("Account type" under "Account type"): its label or legend is for screen readers only.
  const shownLabel = options.label ?? label;
  const namedByHeading = !isContainer && labelRepeatsSectionHeading(context.model, pointer, shownLabel);
  const classes = ['engine-field', hasError && 'engine-field--error', namedByHeading && 'engine-field--named-by-heading'].filter(Boolean).join(' ');

  return (
    <div className={classes} data-pointer={pointer}>
      {showLabel && (
        <label className={namedByHeading ? 'engine-field__label engine-visually-hidden' : 'engine-field__label'} htmlFor={id}>
          {options.label ?? label}
        </label>
      )}
      {options.help && !isContainer && !ownMessages && (
        <p className="engine-field__help" id={helpId(id)}>
          {options.help}
        </p>
      )}
      {hasError && !ownMessages && <FieldErrorMessage id={id} messages={errors} className="engine-field__error" lineClassName="engine-field__error-line" />}
      {children}
      {options.link?.href && (
        // A helper page beside the field (`link` in ui.json).
        <p className="engine-field__link">
          <ExternalLink href={options.link.href}>{options.link.text ?? options.link.label ?? options.link.href}</ExternalLink>
        </p>
      )}
    </div>
  );
}
