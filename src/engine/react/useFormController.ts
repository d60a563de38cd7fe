// The thin React binding of the form controller (src/engine/core/formController.ts):
// one controller per mounted form, its state through useSyncExternalStore,
// the press guard that keeps blur messages from moving a click's target,
// and the RJSF form context every widget reads, built from it.
import type Form from '@rjsf/core';
import { useEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { createFormController, type FormController, type FormControllerOptions, type FormState } from '../core/formController';
import { parsePointer, setAt } from '../core/pointer';
import { namedBySectionHeading } from '../core/sectionHeadings';
import type { DataSources } from './engineContext';
import type { WizardRegistry } from './Wizard';
import { usePressGuard } from './usePressGuard';
import type { WizardFormContext } from './wizardContext';

export function useFormController(options: FormControllerOptions): [FormController, FormState] {
  // Created once per mount: a host that wants a fresh form remounts it (key).
  const [controller] = useState(() => createFormController(options));
  useEffect(() => () => controller.dispose(), [controller]);
  usePressGuard(controller);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return [controller, state];
}

export interface FormContextInputs {
  controller: FormController;
  state: FormState;
  registry: WizardRegistry;
  /** The renderer while it is mounted: widgets' setValue goes through its change queue. */
  formRef: RefObject<Form | null>;
  dataSources?: DataSources;
  signedIn: boolean;
  uploader?: unknown;
  lockedPointers?: ReadonlySet<string>;
}

/**
 * What RJSF hands every widget and template. It stays the same object while
 * the document changes (it moves with the step, not with each answer), so
 * RJSF's memoised fields re-render only where their own value or errors
 * changed. Fields whose look depends on other answers (visibility, roles taken
 * by others, a channel needing a mobile) subscribe to the commits themselves
 * (useCommittedDocument.ts). Commits happen on blur or choice, never per
 * keystroke, so typing stays inside the field.
 */
export function useEngineFormContext(inputs: FormContextInputs): WizardFormContext {
  const { controller, state, registry, formRef, dataSources, signedIn, uploader, lockedPointers } = inputs;
  const model = controller.model;
  return useMemo<WizardFormContext>(
    () => ({
      model,
      stepIndex: state.stepIndex,
      subscribe: controller.subscribe,
      getCommittedDocument: () => controller.getState().document,
      dataSources: dataSources ?? {},
      signedIn,
      uploader,
      locale: registry.locale,
      getDocument: controller.getDocument,
      validateField: controller.validateField,
      // Through the renderer's own change queue when it is mounted, so a value set
      // beside a widget's own change (a lookup's id beside its label) is never
      // overwritten by the renderer's older copy of the document.
      setValue: (pointer, value) => {
        if (formRef.current) formRef.current.setFieldValue(parsePointer(pointer), value);
        else controller.commit(setAt(controller.getDocument(), pointer, value));
      },
      pointerOf: controller.pointerOf,
      isLocked: (pointer) => lockedPointers?.has(pointer) ?? false,
      isVisible: (pointer) => model.visibility.isVisible(controller.getDocument(), pointer),
      holds: model.visibility.holds,
      namedByHeading: (pointer) => namedBySectionHeading(model, pointer),
      showsOwnMessages: (name) => (name ? Boolean(registry.widgets[name]?.showsOwnMessages) : false),
      labelsItself: (name) => (name ? Boolean(registry.widgets[name]?.labelsItself) || name in registry.fields : false),
      registerId: controller.registerId,
      setBusy: controller.setBusy,
    }),
    [model, controller, state.stepIndex, dataSources, signedIn, uploader, lockedPointers, registry, formRef],
  );
}
