// The actions beside the order: a button per action the order allows now,
// and the chosen action's form. One form at a time: the engine names fields
// by their pointer, so two forms on a page would share element ids.
import { useMemo, useState } from 'react';
import { clearAsyncOptionsCache } from '../../../../engine/widgets/AsyncSelectWidget';
import type { StaffOrderView } from '../../../../shared/api/staff';
import { formatNumericNzDateOfTimestamp } from '../../../../shared/format/numericDate';
import { useApiUploader } from '../../../files/apiUploader';
import { portalDataSources, staffActivitiesSource } from '../../../forms/portalDataSources';
import type { StaffOrderAction } from '../../staffApi';
import { actionPrefill, ACTION_WORDS, availableActions } from './actionPrefills';
import { ActionPanel } from './ActionPanel';
import { AmountInDollars } from './AmountInDollars';

function CancellationRequestNote({ view }: { view: StaffOrderView }) {
  const request = view.state.cancellationRequest;
  if (!request) return null;
  return (
    <p className="staff-note">
      {request.requestedBy} asked to cancel on {formatNumericNzDateOfTimestamp(request.requestedAt) ?? 'an unknown day'}: “{request.reason}”. Accepting cancels the
      order and its open quotes; declining puts it back to {request.previousActivity}.
    </p>
  );
}

export function OrderActions({ view }: { view: StaffOrderView }) {
  const actions = availableActions(view);
  const [chosen, setChosen] = useState<StaffOrderAction | undefined>(undefined);
  const action = chosen !== undefined && actions.includes(chosen) ? chosen : actions[0]!;
  const uploader = useApiUploader();
  const activities = view.workflow.activities;
  const dataSources = useMemo(() => {
    const base = portalDataSources();
    return { ...base, options: { ...base.options, staffActivities: staffActivitiesSource(activities) } };
  }, [activities]);
  // Select lists are cached by source name for the whole page; this order's
  // activities must replace another job type's, seen on the previous order.
  useState(() => clearAsyncOptionsCache());

  return (
    <section className="staff-actions" aria-labelledby="staff-actions-heading">
      <h2 id="staff-actions-heading" className="staff-actions__heading">
        Actions
      </h2>
      <div className="staff-actions__choices" role="group" aria-label="Choose an action">
        {actions.map((name) => (
          <button
            key={name}
            type="button"
            className={name === action ? 'staff-actions__choice staff-actions__choice--current' : 'staff-actions__choice'}
            aria-pressed={name === action}
            onClick={() => setChosen(name)}
          >
            {ACTION_WORDS[name].button}
          </button>
        ))}
      </div>
      <div className="staff-actions__form">
        <ActionPanel
          // After every change the form starts again from the order as it is now.
          key={`${action}:${view.stateVersion}`}
          order={view}
          action={action}
          initialDocument={actionPrefill(action, view)}
          dataSources={dataSources}
          uploader={action === 'document' ? uploader : undefined}
        >
          {action === 'cancellationReview' && <CancellationRequestNote view={view} />}
          {action === 'quote' && <AmountInDollars />}
        </ActionPanel>
      </div>
    </section>
  );
}
