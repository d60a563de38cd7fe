// Adds or changes one reference-list entry through its staff form
// (schemas/staff-service-provider, schemas/staff-icp-entry). The server's 400
// shows at the fields; a refusal (a name or an ICP the list already has, an
// entry that is gone) stays above the form in the server's words.
import { useEffect, useRef } from 'react';
import '../../../engine/react/engine.css';
import { SinglePageForm } from '../../../engine/react/SinglePageForm';
import { Spinner } from '../../components/Spinner';
import { portalEngineRegistry } from '../../forms/portalEngineRegistry';
import { useEngineForm } from '../../forms/useEngineForm';
import { useStaffFormSubmit } from '../useStaffFormSubmit';

export const SAVE_FAILED_MESSAGE = 'The entry could not be saved. Please try again in a few minutes.';

export interface ReferenceEntryEditorProps {
  formName: 'staff-service-provider' | 'staff-icp-entry';
  /** What is being done, e.g. "Adding an entry" or "Changing Harbour Power". */
  intro: string;
  initialDocument: Record<string, unknown>;
  save(document: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}

export function ReferenceEntryEditor({ formName, intro, initialDocument, save, onCancel }: ReferenceEntryEditorProps) {
  const { form, error } = useEngineForm(formName);
  const { busy, refusal, submit } = useStaffFormSubmit(save, { refusedStatuses: [404, 409], failedMessage: SAVE_FAILED_MESSAGE });
  const regionRef = useRef<HTMLDivElement>(null);
  // The editor opens below the list: take the keyboard and the eye there.
  useEffect(() => {
    if (form) regionRef.current?.focus();
  }, [form]);

  if (error) return <p role="alert">The form could not be loaded. Please reload the page.</p>;
  if (!form) return <Spinner label="Loading the form" />;

  return (
    <div className="staff-editor" ref={regionRef} tabIndex={-1}>
      <SinglePageForm
        form={form}
        registry={portalEngineRegistry}
        initialDocument={initialDocument}
        headingLevel={2}
        submitLabel={form.ui.submitLabel}
        busy={busy}
        onSubmit={submit}
      >
        <p className="staff-note">{intro}</p>
        {refusal && (
          <div className="staff-refusal" role="alert">
            <p className="staff-refusal__heading">Not saved</p>
            <p>{refusal}</p>
          </div>
        )}
      </SinglePageForm>
      <button type="button" className="button--link staff-editor__cancel" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
