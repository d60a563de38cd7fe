// The billing details in edit mode: the billing form's edit-billing-details
// view through the engine's SinglePageForm (Save enabled once something
// changed; Cancel puts the values back and closes the form). The address
// lookup and manual entry clear each other in the engine's address widget.
// Messages the pay-now page found on Next (or the server gave on Try again)
// show in the form as its own, at their fields.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { SinglePageForm } from '../../engine/react/SinglePageForm';
import type { EngineForm } from '../../engine/react/Wizard';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { portalDataSources } from '../forms/portalDataSources';
import { portalEngineRegistry } from '../forms/portalEngineRegistry';
import { EDIT_BILLING_VIEW, type BillingDocument } from './billingDetails';

export const SAVE_LABEL = 'Save';
export const CANCEL_LABEL = 'Cancel';

export interface BillingEditHandle {
  /** Something was changed and is neither saved nor cancelled. */
  hasUnsavedChanges(): boolean;
}

export function BillingEditForm({
  form,
  document,
  errors,
  busy,
  hidden,
  onSubmit,
  onCancel,
  handle,
}: {
  form: EngineForm;
  /** The values the form opens with (and Cancel puts back). */
  document: BillingDocument;
  /** Messages found outside the form (Next, or the server on Try again): a new list shows again. */
  errors: FieldError[];
  busy: boolean;
  /** Kept on the page, out of sight, while the failure screen shows: nothing typed is lost. */
  hidden: boolean;
  onSubmit: (document: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  handle: Ref<BillingEditHandle>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const changed = useRef(false);
  const dataSources = useMemo(() => portalDataSources(), []);
  // The form keeps its own copy from the first render: a new `document` needs a new form (key).
  const [initialDocument] = useState(() => structuredClone(document) as unknown as Record<string, unknown>);

  useImperativeHandle(handle, () => ({ hasUnsavedChanges: () => changed.current }), []);

  // Opened with Edit: the first field has the focus (opened with messages, the summary takes it).
  useEffect(() => {
    if (errors.length > 0) return;
    container.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back from the failure screen: the form shows again as it was, and the first field has the focus.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) container.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    wasHidden.current = hidden;
  }, [hidden]);

  return (
    <div ref={container} className="billing-edit" hidden={hidden}>
      <SinglePageForm
        form={form}
        registry={portalEngineRegistry}
        view={EDIT_BILLING_VIEW}
        initialDocument={initialDocument}
        dataSources={dataSources}
        changesOnly
        submitLabel={SAVE_LABEL}
        cancelLabel={CANCEL_LABEL}
        headingLevel={2}
        busy={busy}
        hostErrors={errors}
        onChangedChange={(now) => {
          changed.current = now;
        }}
        onCancel={onCancel}
        onSubmit={onSubmit}
      />
    </div>
  );
}
