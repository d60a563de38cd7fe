// An order wizard page: the engine's Wizard over a form, with the portal's
// data sources, the real uploader, the signed-in user's profile prefilled and
// locked in the first contact, drafts (signed in only) and submission.
// Knows the order endpoints; the form itself comes from schemas/<form>/.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import '../../engine/react/engine.css';
import { keepKnownFields } from '../../engine/core/keepKnownFields';
import { prefillValues } from '../../engine/core/uiModel';
import { Wizard } from '../../engine/react/Wizard';
import { portalEngineRegistry } from '../forms/portalEngineRegistry';
import { ordersKey, useBasicProfile } from '../account/accountQueries';
import { useApi } from '../account/useApi';
import { LoadingScreen } from '../auth/LoadingScreen';
import { useSession } from '../auth/sessionContext';
import { useClientConfig } from '../clientConfig';
import { HelpBox } from '../components/HelpBox';
import { useApiUploader } from '../files/apiUploader';
import { portalDataSources } from '../forms/portalDataSources';
import { useEngineForm } from '../forms/useEngineForm';
import { ENVELOPE_KEY, loadDraft, saveDraft, type OrderType, type SubmissionResult } from './orderApi';

export const draftsKey = ['orders', 'drafts'] as const;

export interface OrderWizardConfig {
  /** Folder under schemas/. */
  formName: string;
  orderType: OrderType;
  /** API path of the submission, e.g. `/livening-icp`. */
  submitPath: string;
  /** Where a successful submission goes; the document and the result travel as route state. */
  thankYouPath: string;
}

/** What the thank-you pages receive as route state. */
export interface SubmittedOrderState {
  document: Record<string, unknown>;
  result: SubmissionResult;
}

export function OrderWizardPage({ config }: { config: OrderWizardConfig }) {
  const session = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const clientConfig = useClientConfig();
  const { form, error } = useEngineForm(config.formName);
  const profile = useBasicProfile();
  const uploader = useApiUploader();
  const dataSources = useMemo(() => portalDataSources(), []);

  // A draft opens from the drafts list (route state) or a bookmarked ?draft= link.
  const draftId = (location.state as { draftId?: string } | null)?.draftId ?? search.get('draft') ?? undefined;
  const draft = useQuery({
    queryKey: ['orders', 'draft', draftId],
    enabled: Boolean(draftId) && session.isAuthenticated,
    gcTime: 0,
    queryFn: () => loadDraft(api, draftId ?? ''),
  });
  // One key per order: a retried submission after a failure is recognised by the server and stored once.
  const transactionKey = useRef<string | undefined>(undefined);
  const savedDraftId = useRef<string | undefined>(draftId);

  const waitingForProfile = session.isAuthenticated && profile.isPending;
  if (session.isLoading || !form || waitingForProfile || (draftId && session.isAuthenticated && draft.isPending)) {
    return error ? <p className="text-error">The order form could not be loaded. Please try again in a few minutes.</p> : <LoadingScreen label="Loading the order form" />;
  }
  if (draftId && draft.isError) {
    return (
      <section>
        <h1>This draft could not be opened</h1>
        <p>It may have expired (drafts are discarded 30 days after creation) or been deleted.</p>
        <p>
          <Link to="/order-details-list/draft-orders">Back to your draft orders</Link>
        </p>
        <HelpBox />
      </section>
    );
  }

  const saved = draft.data?.[ENVELOPE_KEY[config.orderType]];
  const initialDocument = saved && typeof saved === 'object' ? (keepKnownFields(form.displaySchema, saved) as Record<string, unknown>) : undefined;
  const prefill = session.isAuthenticated ? prefillValues(form.ui, profile.data as unknown as Record<string, unknown> | undefined) : undefined;
  const backLink = session.isAuthenticated ? <Link to="/order-details-list">Back to your orders</Link> : <Link to="/service-type">Back to service types</Link>;

  const submit = async (document: Record<string, unknown>) => {
    transactionKey.current ??= crypto.randomUUID();
    const body = { ...document, transactionKey: transactionKey.current, ...(savedDraftId.current ? { orderId: savedDraftId.current } : {}) };
    const { data } = await api<SubmissionResult>('POST', config.submitPath, body);
    await queryClient.invalidateQueries({ queryKey: ordersKey });
    const state: SubmittedOrderState = { document, result: data };
    navigate(config.thankYouPath, { state, replace: true });
  };

  const save = async (document: Record<string, unknown>, draftIdSoFar: string | undefined) => {
    const result = await saveDraft(api, config.orderType, document, draftIdSoFar ?? savedDraftId.current);
    savedDraftId.current = result.orderId;
    void queryClient.invalidateQueries({ queryKey: draftsKey });
    return { draftId: result.orderId };
  };

  return (
    <Wizard
      key={draftId ?? 'new'}
      form={form}
      registry={portalEngineRegistry}
      signedIn={session.isAuthenticated}
      prefill={prefill}
      initialDocument={initialDocument}
      draftId={draftId}
      dataSources={dataSources}
      uploader={uploader}
      backLink={backLink}
      supportEmail={clientConfig.support.email}
      onSubmit={submit}
      onSaveDraft={save}
    />
  );
}
