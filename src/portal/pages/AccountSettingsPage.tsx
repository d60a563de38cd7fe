// /account-settings: the greeting, the account details (a view of the profile
// form: names and phones editable, business details read-only), the Security
// section and, for admins, the User management note (spec 1 sections 2, 4, 8).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import '../../engine/react/engine.css';
import { FieldErrorsRejection, SinglePageForm } from '../../engine/react/SinglePageForm';
import { formatNzDateOfTimestamp } from '../../shared/format';
import { portalEngineRegistry } from '../forms/portalEngineRegistry';
import { refreshAfterSave, useFullProfile } from '../account/accountQueries';
import { ProfileGuard } from '../account/ProfileGuard';
import { EMPTY_PROFILE, type FullProfile } from '../account/profileTypes';
import { useApi } from '../account/useApi';
import { ApiRequestError } from '../api/client';
import { LoadingScreen } from '../auth/LoadingScreen';
import { RequireSignIn } from '../auth/RequireSignIn';
import { useSession } from '../auth/sessionContext';
import { useClientConfig } from '../clientConfig';
import { useEngineForm } from '../forms/useEngineForm';
import { useNotify } from '../shell/notifications';

function passwordStatus(createdDate: string | undefined, passwordChangeDate: string | undefined): string | undefined {
  if (passwordChangeDate) return `Last updated ${formatNzDateOfTimestamp(passwordChangeDate)}`;
  if (createdDate) return `Created ${formatNzDateOfTimestamp(createdDate)}`;
  return undefined;
}

function SecuritySection({ email }: { email: string | undefined }) {
  const { identity } = useSession();
  const config = useClientConfig();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const shownEmail = identity?.email ?? email;
  const status = passwordStatus(identity?.createdDate, identity?.passwordChangeDate);

  const resetPassword = async () => {
    if (!shownEmail) return;
    setSending(true);
    try {
      // The identity provider's own endpoint (Auth0's shape): 200 means the mail is on its way.
      const response = await fetch(`${config.identity.authority.replace(/\/+$/, '')}/dbconnections/change_password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: config.identity.clientId, connection: config.identity.connection, email: shownEmail }),
      });
      if (response.status !== 200) throw new Error(`change_password answered ${response.status}`);
      notify({ tone: 'success', heading: 'Reset password email sent', message: 'An email has been sent with instructions to reset your password.' });
    } catch {
      notify({
        tone: 'error',
        heading: 'Reset password email not sent',
        message: 'We could not send you the email to reset your password. Please wait a few minutes and try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="security-heading">
      <h2 id="security-heading">Security</h2>
      <dl className="settings-list">
        <div className="settings-list__row">
          <dt>Email</dt>
          <dd>{shownEmail ?? '…'}</dd>
        </div>
        <div className="settings-list__row">
          <dt>Password</dt>
          <dd>{status ?? '…'}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary" onClick={() => void resetPassword()} disabled={sending || !shownEmail} aria-busy={sending}>
        {sending ? 'Sending…' : 'Reset password'}
      </button>
      <p className="settings-note">
        To change your 2-step verification settings, email us at <a href={`mailto:${config.support.email}`}>{config.support.email}</a>.
      </p>
    </section>
  );
}

function AccountSettings() {
  const { userId } = useSession();
  const profile = useFullProfile();
  const { form } = useEngineForm('profile');
  const config = useClientConfig();
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  const reportedLoadFailure = useRef(false);

  useEffect(() => {
    if (!profile.isError || reportedLoadFailure.current) return;
    reportedLoadFailure.current = true;
    notify({ tone: 'error', heading: 'Something went wrong', message: 'There was an error retrieving your details. Please try again in a few minutes.' });
  }, [profile.isError, notify]);

  if (profile.isPending || !form) return <LoadingScreen label="Loading your details" />;
  // On a load failure the page still works, from an empty default profile.
  const details: Record<string, unknown> = profile.data ?? EMPTY_PROFILE;
  const firstName = typeof details['firstName'] === 'string' ? details['firstName'] : '';
  const isAdmin = profile.data?.isAdmin === true;

  const save = async (document: Record<string, unknown>) => {
    setSaving(true);
    try {
      const { data } = await api<FullProfile>('PUT', '/users', document);
      refreshAfterSave(queryClient, userId, data);
      // The form starts again from the saved values, so Save and Cancel are disabled again.
      setGeneration((count) => count + 1);
      notify({ tone: 'success', heading: 'Update successful', message: 'Your account settings have been successfully saved.' });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400 && failure.errors.length > 0) throw new FieldErrorsRejection(failure.errors);
      // The form keeps the values as submitted, so nothing typed is lost.
      notify({ tone: 'error', heading: 'Something went wrong', message: 'There was an error saving your details. Please try again in a few minutes.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-settings">
      <div className="account-settings__greeting">
        <h1>Hi {firstName}</h1>
        {isAdmin && <span className="badge">Admin</span>}
      </div>
      <SinglePageForm
        key={generation}
        form={form}
        registry={portalEngineRegistry}
        view="account-settings"
        initialDocument={details}
        changesOnly
        validateOnBlur={false}
        submitLabel="Save"
        headingLevel={2}
        busy={saving}
        onSubmit={save}
      />
      <SecuritySection email={profile.data?.email} />
      {isAdmin && (
        <section className="settings-section" aria-labelledby="user-management-heading">
          <h2 id="user-management-heading">User management</h2>
          <p>
            To add people to your business account or remove them, please contact us on {config.support.phone} or at{' '}
            <a href={`mailto:${config.support.email}`}>{config.support.email}</a>. New people receive an invitation email and then sign up with that email
            address.
          </p>
        </section>
      )}
    </div>
  );
}

export default function AccountSettingsPage() {
  return (
    <RequireSignIn>
      <ProfileGuard>
        <AccountSettings />
      </ProfileGuard>
    </RequireSignIn>
  );
}
