// RJSF's <Form> as both views use it: the engine validates (not RJSF), errors
// arrive as extraErrors, text fields commit when left, and a blur validates
// the field with the value just left.
import Form from '@rjsf/core';
import type { RegistryFieldsType } from '@rjsf/utils';
import { useMemo, type ReactNode, type RefObject } from 'react';
import { toErrorTree } from '../core/errorSchema';
import type { FormController, FormState } from '../core/formController';
import { buildRjsfUiSchema } from '../core/rjsfUiSchema';
import type { JsonSchema } from '../core/schemaAt';
import { FieldTemplate } from './FieldTemplate';
import { noopValidator } from './noopValidator';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { StableArrayField } from './StableArrayField';
import { standardWidgetNames } from './standardWidgetNames';
import type { WizardRegistry } from './Wizard';
import type { WizardFormContext } from './wizardContext';

export interface FormRendererProps {
  controller: FormController;
  state: FormState;
  registry: WizardRegistry;
  displaySchema: JsonSchema;
  formContext: WizardFormContext;
  formRef: RefObject<Form | null>;
  /** Enter in a field: Next on a wizard step, Submit on a single page. */
  onSubmit(): void;
  children: ReactNode;
}

export function FormRenderer({ controller, state, registry, displaySchema, formContext, formRef, onSubmit, children }: FormRendererProps) {
  const fieldNames = useMemo(() => new Set(Object.keys(registry.fields)), [registry.fields]);
  // RJSF's array field, with its items spared a render when another row changes (StableArrayField.tsx); a host's own wins.
  const fields = useMemo((): RegistryFieldsType => ({ ArrayField: StableArrayField as RegistryFieldsType[string], ...registry.fields }), [registry.fields]);
  const widgetNames = useMemo(() => new Set(Object.keys(registry.widgets)), [registry.widgets]);
  const uiSchema = useMemo(() => buildRjsfUiSchema(controller.model, fieldNames, widgetNames, displaySchema), [controller.model, fieldNames, widgetNames, displaySchema]);
  const widgets = useMemo(() => standardWidgetNames(registry.widgets), [registry.widgets]);
  const templates = useMemo(() => ({ FieldTemplate, ObjectFieldTemplate, ...registry.templates }), [registry.templates]);
  const extraErrors = useMemo(() => toErrorTree(state.errors), [state.errors]);
  return (
    <Form
      key={state.generation}
      schema={displaySchema as never}
      uiSchema={uiSchema}
      formData={state.document}
      validator={noopValidator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      formContext={formContext}
      extraErrors={extraErrors as never}
      noHtml5Validate
      showErrorList={false}
      liveValidate={false}
      ref={formRef}
      onChange={(event) => controller.commit(event.formData as Record<string, unknown>)}
      onBlur={(id, value) => {
        const pointer = controller.registeredPointer(id);
        if (!pointer) return;
        // The blur arrives before RJSF reports the change: validate with the value just left.
        controller.stageValue(pointer, value);
        controller.validateField(pointer);
      }}
      onSubmit={onSubmit}
    >
      {children}
    </Form>
  );
}
