// The wizard's structure derived from ui.json: steps, their sections, and for
// any concrete pointer its section and its field options. Pure data; the React
// bindings and the review builder read it.
import type { ConditionValidators } from '../../shared/conditions/condition';
import type { DerivedValue } from '../../shared/conditions/derivedValues';
import { createFormVisibility, type FormVisibility } from '../../shared/conditions/formVisibility';
import type { FieldUi, FormUi, SectionUi } from './uiModel';
import { firstSegment, matchesPattern } from './pointer';

export interface SectionModel extends SectionUi {
  id: string;
  /** Top-level document properties this section renders, in order of first mention. */
  properties: string[];
}

export interface StepModel {
  id: string;
  title: string;
  sections: SectionModel[];
}

export interface FormModel {
  ui: FormUi;
  steps: StepModel[];
  /** The options of the field at a concrete pointer, from the first pattern that matches. */
  fieldUi(pointer: string): FieldUi | undefined;
  /** The section that renders a concrete pointer, if any. */
  sectionOf(pointer: string): SectionModel | undefined;
  /**
   * Index in `steps` of the step that renders a pointer, `steps.length` (the
   * review step) for a consent box, or -1.
   */
  stepIndexOf(pointer: string): number;
  /** Derived values, what is shown for a document, and the document without what is not (the same rules the server runs). */
  visibility: FormVisibility;
}

function topLevelProperty(pointer: string): string | undefined {
  return firstSegment(pointer);
}

/**
 * `conditions` are the form's precompiled condition schemas (the generated
 * module's `conditions`); a form without `visibleWhen` needs none. `derivations`
 * are the values its schema derives (the module's `derivations`).
 */
export function buildFormModel(ui: FormUi, conditions: ConditionValidators = {}, derivations: readonly DerivedValue[] = []): FormModel {
  const sectionsById = new Map<string, SectionModel>();
  for (const [id, section] of Object.entries(ui.sections)) {
    const properties: string[] = [];
    for (const pattern of section.fields) {
      const property = topLevelProperty(pattern);
      if (property !== undefined && !properties.includes(property)) properties.push(property);
    }
    sectionsById.set(id, { ...section, id, properties });
  }
  const steps: StepModel[] = ui.steps.map((step) => ({
    id: step.id,
    title: step.title,
    sections: step.sections.map((id) => {
      const section = sectionsById.get(id);
      if (!section) throw new Error(`ui.json: step "${step.id}" names an unknown section "${id}"`);
      return section;
    }),
  }));
  const fieldPatterns = Object.entries(ui.fields);
  const sectionByProperty = new Map<string, SectionModel>();
  const stepByProperty = new Map<string, number>();
  steps.forEach((step, stepIndex) => {
    for (const section of step.sections) {
      for (const property of section.properties) {
        if (!sectionByProperty.has(property)) {
          sectionByProperty.set(property, section);
          stepByProperty.set(property, stepIndex);
        }
      }
    }
  });

  // Consent boxes sit on the review step, so a form step's Next never waits for them.
  for (const consent of ui.review?.consent ?? []) {
    const property = topLevelProperty(consent.pointer);
    if (property !== undefined && !stepByProperty.has(property)) stepByProperty.set(property, steps.length);
  }

  return {
    ui,
    steps,
    visibility: createFormVisibility(ui, conditions, derivations),
    fieldUi(pointer) {
      for (const [pattern, options] of fieldPatterns) if (matchesPattern(pattern, pointer)) return options;
      return undefined;
    },
    sectionOf(pointer) {
      const property = topLevelProperty(pointer);
      return property === undefined ? undefined : sectionByProperty.get(property);
    },
    stepIndexOf(pointer) {
      const property = topLevelProperty(pointer);
      return property === undefined ? -1 : (stepByProperty.get(property) ?? -1);
    },
  };
}
