// The document root lays out the sections of the step on screen, each with a
// heading and an anchor (the review page's Edit links jump to it). Nested
// objects render as a group with their title as legend.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { escapeSegment, formatPointer } from '../core/pointer';
import { useDocumentSelector } from './useCommittedDocument';
import { wizardContextOf } from './wizardContext';

export function sectionAnchorId(sectionId: string): string {
  return `section-${sectionId}`;
}

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, registry, title, uiSchema } = props;
  const context = wizardContextOf(registry.formContext);
  const isRoot = fieldPathId.path.length === 0;
  const step = isRoot ? context.model.steps[context.stepIndex] : undefined;
  const groupPointer = formatPointer(fieldPathId.path);
  // What other answers decide here, as a key: the sections shown (the root), or whether
  // any field of the group is shown. Re-renders when that changes, not on every commit.
  const shownKey = useDocumentSelector(registry.formContext, (document) =>
    isRoot
      ? (step?.sections.filter((section) => context.model.visibility.holds(section.visibleWhen, document)).map((section) => section.id).join('\u0000') ?? '')
      : properties.some((property) => !property.hidden && context.model.visibility.isVisible(document, `${groupPointer}/${escapeSegment(property.name)}`)),
  );
  if (isRoot) {
    const byName = new Map(properties.map((property) => [property.name, property]));
    const shownSections = new Set(String(shownKey).split('\u0000'));
    return (
      <>
        {step?.sections
          .filter((section) => shownSections.has(section.id))
          .map((section) => (
            <section key={section.id} id={sectionAnchorId(section.id)} className="engine-section" aria-labelledby={`${sectionAnchorId(section.id)}-heading`}>
              <h2 id={`${sectionAnchorId(section.id)}-heading`} className="engine-section__heading">
                {section.title}
              </h2>
              {section.description && <p className="engine-section__description">{section.description}</p>}
              {section.properties.map((name) => byName.get(name)?.content)}
            </section>
          ))}
      </>
    );
  }
  // A group whose every field is hidden (manual address fields while the lookup
  // is in use) shows nothing, not an empty box with a legend.
  if (shownKey !== true) return null;
  const options = (uiSchema?.['ui:options'] ?? {}) as { label?: string; hideTitle?: boolean };
  const legend = options.label ?? title;
  // The section's heading may already say what this group is: then its legend is for screen readers only.
  const legendClass = context.namedByHeading(groupPointer) ? 'engine-visually-hidden' : 'engine-group__legend';
  return (
    <fieldset className="engine-group" id={props.fieldPathId.$id}>
      {legend && !options.hideTitle && <legend className={legendClass}>{legend}</legend>}
      {properties.filter((property) => !property.hidden).map((property) => property.content)}
    </fieldset>
  );
}
