// Renders any form through the engine with preview data sources. Analysts use
// it to see a form as customers will; the per-schema browser tests drive it.
// Submitting checks the document on the server (POST /api/forms/{form}/validate).
// Upload fields use the real upload API (guests may upload).
// Query options, for trying the wizard's states: ?signedIn=1 enables Save;
// ?submit=fail and ?save=fail make those calls fail; ?prefill={"/pointer":"value"}
// fills (and, signed in, locks) fields as a profile would.
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from '../router';
import { Wizard, type EngineForm } from '../../engine/react/Wizard';
import { portalEngineRegistry } from '../forms/portalEngineRegistry';
import '../../engine/react/engine.css';
import { apiRequest } from '../api/client';
import { Spinner } from '../components/Spinner';
import { useApiUploader } from '../files/apiUploader';
import { isKnownForm, loadEngineForm } from '../forms/loadEngineForm';
import { previewDataSources } from '../forms/previewDataSources';
import { supportContacts } from '../supportContacts';
import { NotFoundPage } from './NotFoundPage';

const dataSources = previewDataSources();

function parsePrefill(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export default function FormPreviewPage() {
  const { form: name = '' } = useParams();
  const [search] = useSearchParams();
  const [form, setForm] = useState<EngineForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null);
  const known = isKnownForm(name);
  const uploader = useApiUploader();

  useEffect(() => {
    if (!known) return;
    let active = true;
    loadEngineForm(name).then(
      (loaded) => active && setForm(loaded),
      (error: unknown) => active && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      active = false;
    };
  }, [name, known]);

  if (!known) return <NotFoundPage />;
  if (loadError) return <p className="text-error">{loadError}</p>;
  if (!form) return <Spinner label="Loading the form" />;
  if (submitted) {
    return (
      <section>
        <h1>Form submitted</h1>
        <p>The server accepted this document.</p>
        <pre className="preview-document" data-testid="submitted-document">
          {JSON.stringify(submitted, null, 2)}
        </pre>
        <p>
          <Link to={`/forms/${name}`} reloadDocument>
            Start again
          </Link>
        </p>
      </section>
    );
  }
  return (
    <Wizard
      form={form}
      registry={portalEngineRegistry}
      signedIn={search.get('signedIn') === '1'}
      prefill={parsePrefill(search.get('prefill'))}
      dataSources={dataSources}
      uploader={uploader}
      supportEmail={supportContacts.email}
      backLink={<Link to="/">Back to all forms</Link>}
      onSubmit={async (document) => {
        if (search.get('submit') === 'fail') throw new Error('Submission failed (preview)');
        // ?asOf=YYYY-MM-DD checks dates as on that day (an example document written then).
        const asOf = search.get('asOf');
        await apiRequest('POST', `/forms/${encodeURIComponent(name)}/validate${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`, document);
        setSubmitted(document);
      }}
      onSaveDraft={async (_document, draftId) => {
        if (search.get('save') === 'fail') throw new Error('Save failed (preview)');
        return { draftId: draftId ?? `preview-${Date.now()}` };
      }}
    />
  );
}
