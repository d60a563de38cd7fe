// /complete-profile ('Complete your profile'): the profile form, rendered by
// the engine from schemas/profile. Not behind the profile guard; users who
// already have an account go to their orders.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '../router';
import '../../engine/react/engine.css';
import { FieldErrorsRejection, SinglePageForm } from '../../engine/react/SinglePageForm';
import { portalEngineRegistry } from '../forms/portalEngineRegistry';
import { AccountErrorView } from '../account/AccountErrorView';
import { accountKeys, useAccountStatus } from '../account/accountQueries';
import { useApi } from '../account/useApi';
import { ApiRequestError } from '../api/client';
import { LoadingScreen } from '../auth/LoadingScreen';
import { RequireSignIn } from '../auth/RequireSignIn';
import { useSession } from '../auth/sessionContext';
import { Spinner } from '../components/Spinner';
import { portalDataSources } from '../forms/portalDataSources';
import { useEngineForm } from '../forms/useEngineForm';

type Phase = 'editing' | 'verifying' | 'failed';

function CompleteProfile() {
  const { userId } = useSession();
  const status = useAccountStatus();
  const { form, error } = useEngineForm('profile');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>('editing');
  const dataSources = useMemo(() => portalDataSources(), []);
  const from = (location.state as { from?: string } | null)?.from;

  if (phase === 'failed' || error) return <AccountErrorView onRetry={() => setPhase('editing')} />;
  if (phase === 'verifying') return <Spinner label="Verifying account, you will be redirected shortly." />;
  if (status.isPending || !form) return <LoadingScreen label="Loading" />;
  if (status.data === true) return <Navigate to="/order-details-list" replace />;

  const submit = async (document: Record<string, unknown>) => {
    try {
      await api('POST', '/users', document);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400 && failure.errors.length > 0) throw new FieldErrorsRejection(failure.errors);
      setPhase('failed');
      return;
    }
    setPhase('verifying');
    try {
      // Verify again: 204 means the account now exists (spec 1 section 4).
      const { status: verified } = await api('GET', '/users/account');
      if (verified !== 204) throw new Error(`Account verification answered ${verified}`);
      queryClient.setQueryData(accountKeys.status(userId), true);
      await queryClient.invalidateQueries({ queryKey: accountKeys.basic(userId) });
      navigate(from && from !== '/complete-profile' ? from : '/', { replace: true });
    } catch {
      setPhase('failed');
    }
  };

  return (
    <SinglePageForm form={form} registry={portalEngineRegistry} dataSources={dataSources} submitLabel="Submit" onSubmit={submit}>
      <p>Tell us about yourself before you order. You only need to do this once.</p>
    </SinglePageForm>
  );
}

export default function CompleteProfilePage() {
  return (
    <RequireSignIn>
      <CompleteProfile />
    </RequireSignIn>
  );
}
