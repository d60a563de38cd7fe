// An order wizard page: the engine's Wizard over a form, with the portal's
// data sources, the real uploader, the signed-in user's profile prefilled and
// locked in the first contact, drafts (signed in only) and submission.
// Knows the order endpoints; the form itself comes from schemas/<form>/.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '../router';
import '../../engine/react/engine.css';
import { keepKnownFields } from '../../engine/core/keepKnownFields';
import { withoutAnswersNotKeptInDrafts } from '../../shared/drafts/notKeptInDrafts';
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
import { releaseFirstPaint } from '../firstPaint/handover';
import { ApiRequestError } from '../api/client';
import { useNotify } from '../shell/notifications';
import { draftsKey, ENVELOPE_KEY, loadDraft, saveDraft, type OrderType, type SubmissionResult } from './orderApi';

/** Not under ['orders']: refreshing the orders after a submission must not ask again for the draft it deleted. */
const draftKey = (draftId: string | undefined) => ['draft', draftId] as const;
const DRAFTS_LIST_PATH = '/order-details-list/draft-orders';
const DRAFT_NOT_FOUND = {
  heading: 'This draft could not be opened',
  message: 'It may have expired (drafts are discarded 30 days after creation), been sent as an order or deleted. Your draft orders are listed below.',
};

/** The wizard's address for a draft: `/icp-request?draft=…`. */
export function draftAddress(pathname: string, draftId: string): string {
  return `${pathname}?draft=${encodeURIComponent(draftId)}`;
}

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
  // The first step shows before the validator (most of the form's code) arrives: decision 0039.
  const { form, error } = useEngineForm(config.formName, { validatorAfterForm: true });
  const profile = useBasicProfile();
  const uploader = useApiUploader();
  const dataSources = useMemo(() => portalDataSources(), []);
  const notify = useNotify();
  // Hydrated: the page rendered ahead of time (decision 0043) may now be used.
  useEffect(() => releaseFirstPaint(), []);

  // A draft opens from the drafts list (route state) or a ?draft= address
  // (a reload, a bookmark). The address always carries the draft on screen,
  // so a reload reopens it.
  const requestedDraftId = (location.state as { draftId?: string } | null)?.draftId ?? search.get('draft') ?? undefined;
  // The draft this wizard was opened for, and the one it has saved to since.
  // A draft saved here is already on screen: its id arriving in the address is
  // no reason to load it again or to remount the wizard.
  const [draftIds, setDraftIds] = useState({ opened: requestedDraftId, saved: requestedDraftId });
  if (requestedDraftId !== draftIds.opened && requestedDraftId !== draftIds.saved) setDraftIds({ opened: requestedDraftId, saved: requestedDraftId });
  const openedDraftId = draftIds.opened;
  // Set once the order is sent: its draft is deleted then, and asking for it again (the wizard
  // re-renders before the thank-you page replaces it) would answer 404 and send the customer to
  // their drafts instead.
  const [sent, setSent] = useState(false);
  const draft = useQuery({
    queryKey: draftKey(openedDraftId),
    enabled: Boolean(openedDraftId) && session.isAuthenticated && !sent,
    gcTime: 0,
    staleTime: Infinity,
    // A draft that is not there (expired, deleted, another account's) stays not there.
    retry: (failures, failure) => !(failure instanceof ApiRequestError && failure.status < 500) && failures < 2,
    queryFn: () => loadDraft(api, openedDraftId ?? ''),
  });
  // One key per order: a retried submission after a failure is recognised by the server and stored once.
  const transactionKey = useRef<string | undefined>(undefined);

  const draftMissing = Boolean(openedDraftId) && draft.isError && draft.error instanceof ApiRequestError && draft.error.status === 404;
  useEffect(() => {
    if (!draftMissing || sent) return;
    notify({ tone: 'warning', heading: DRAFT_NOT_FOUND.heading, message: DRAFT_NOT_FOUND.message });
    navigate(DRAFTS_LIST_PATH, { replace: true, state: { draftNotFound: true } });
  }, [draftMissing, sent, navigate, notify]);
  // Opened from the drafts list: write the draft into the address, so a reload keeps it.
  useEffect(() => {
    if (requestedDraftId && search.get('draft') !== requestedDraftId) navigate(draftAddress(location.pathname, requestedDraftId), { replace: true });
  }, [requestedDraftId, search, location.pathname, navigate]);

  const waitingForProfile = session.isAuthenticated && profile.isPending;
  if (session.isLoading || !form || waitingForProfile || (openedDraftId && session.isAuthenticated && draft.isPending && !sent) || draftMissing) {
    return error ? <p className="text-error">The order form could not be loaded. Please try again in a few minutes.</p> : <LoadingScreen label="Loading the order form" />;
  }
  if (openedDraftId && !session.isAuthenticated) return <Navigate to={`/login?returnTo=${encodeURIComponent(draftAddress(location.pathname, openedDraftId))}`} replace />;
  if (openedDraftId && draft.isError) {
    return (
      <section>
        <h1>This draft could not be opened</h1>
        <p>Something went wrong while loading it. Please try again in a few minutes.</p>
        <p>
          <Link to={DRAFTS_LIST_PATH}>Back to your draft orders</Link>
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
    const body = { ...document, transactionKey: transactionKey.current, ...(draftIds.saved ? { orderId: draftIds.saved } : {}) };
    const { data } = await api<SubmissionResult>('POST', config.submitPath, body);
    // The draft is gone once its order is sent: never ask for it again. Its cached copy is left
    // alone (gcTime 0 drops it when the wizard unmounts): removing it here would let a render that
    // runs before `sent` is applied (a query-cache notification renders synchronously) build a
    // fresh, enabled query for the deleted draft and fetch it.
    setSent(true);
    await queryClient.invalidateQueries({ queryKey: ordersKey });
    const state: SubmittedOrderState = { document, result: data };
    navigate(config.thankYouPath, { state, replace: true });
  };

  const save = async (document: Record<string, unknown>, draftIdSoFar: string | undefined) => {
    // What the schema marks x-notInDrafts (a disconnection's date) is not saved; the screen keeps it.
    const draftDocument = withoutAnswersNotKeptInDrafts(form?.displaySchema, document);
    const result = await saveDraft(api, config.orderType, draftDocument, draftIdSoFar ?? draftIds.saved);
    setDraftIds((ids) => ({ ...ids, saved: result.orderId }));
    void queryClient.invalidateQueries({ queryKey: draftsKey });
    if (search.get('draft') !== result.orderId) navigate(draftAddress(location.pathname, result.orderId), { replace: true });
    return { draftId: result.orderId };
  };

  return (
    <Wizard
      key={openedDraftId ?? 'new'}
      form={form}
      registry={portalEngineRegistry}
      signedIn={session.isAuthenticated}
      prefill={prefill}
      initialDocument={initialDocument}
      draftId={openedDraftId}
      dataSources={dataSources}
      uploader={uploader}
      backLink={backLink}
      supportEmail={clientConfig.support.email}
      onSubmit={submit}
      onSaveDraft={save}
    />
  );
}
