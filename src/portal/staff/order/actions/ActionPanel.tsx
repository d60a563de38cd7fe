// One order action: its staff form (schemas/staff-*), rendered by the engine
// on one page and posted to the action's endpoint. The server's 400 shows at
// the fields like the form's own messages; a 409 (the order's state does not
// allow it, or someone changed the order meanwhile) stays above the form in
// the server's words until the next try. On success the page shows the order
// the server answered and says what happened.
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '../../../../engine/react/engine.css';
import type { DataSources } from '../../../../engine/react/engineContext';
import { SinglePageForm } from '../../../../engine/react/SinglePageForm';
import type { StaffOrderView } from '../../../../shared/api/staff';
import { useSession } from '../../../auth/sessionContext';
import { Spinner } from '../../../components/Spinner';
import { portalEngineRegistry } from '../../../forms/portalEngineRegistry';
import { useEngineForm } from '../../../forms/useEngineForm';
import { useNotify } from '../../../shell/notifications';
import { postOrderAction, STAFF_ORDER_ACTIONS, staffKeys, type StaffOrderAction } from '../../staffApi';
import { useStaffFormSubmit } from '../../useStaffFormSubmit';
import { ACTION_WORDS } from './actionPrefills';

export const ACTION_FAILED_MESSAGE = 'The change could not be saved. Please try again in a few minutes.';

export interface ActionPanelProps {
  /** The order as the staff member sees it: the action applies to this version of it only. */
  order: Pick<StaffOrderView, 'orderId' | 'stateVersion'>;
  action: StaffOrderAction;
  initialDocument: Record<string, unknown>;
  dataSources?: DataSources;
  uploader?: unknown;
  /** Shown above the form (the customer's reason, a live amount). */
  children?: ReactNode;
}

export function ActionPanel({ order, action, initialDocument, dataSources, uploader, children }: ActionPanelProps) {
  const { form, error } = useEngineForm(STAFF_ORDER_ACTIONS[action].form);
  const { getAccessToken } = useSession();
  const orderId = order.orderId;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { busy, refusal, submit } = useStaffFormSubmit(
    async (document) => {
      const view = await postOrderAction(await getAccessToken(), order, action, document);
      queryClient.setQueryData<StaffOrderView>(staffKeys.order(orderId), view);
      // The queue shows the order's status and activity too.
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'queue'] });
      notify({ tone: 'success', heading: 'Saved', message: ACTION_WORDS[action].done });
    },
    { refusedStatuses: [409], failedMessage: ACTION_FAILED_MESSAGE },
  );

  if (error) return <p role="alert">The form could not be loaded. Please reload the page.</p>;
  if (!form) return <Spinner label="Loading the form" />;

  return (
    <SinglePageForm
      form={form}
      registry={portalEngineRegistry}
      initialDocument={initialDocument}
      dataSources={dataSources}
      uploader={uploader}
      headingLevel={2}
      submitLabel={form.ui.submitLabel}
      busy={busy}
      onSubmit={submit}
    >
      {children}
      {refusal && (
        <div className="staff-refusal" role="alert">
          <p className="staff-refusal__heading">Not saved</p>
          <p>{refusal}</p>
          <button type="button" className="button--link" onClick={() => void queryClient.invalidateQueries({ queryKey: staffKeys.order(orderId) })}>
            Reload the order
          </button>
        </div>
      )}
    </SinglePageForm>
  );
}
