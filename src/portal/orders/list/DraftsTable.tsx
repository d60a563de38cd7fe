// The draft orders table (spec 3 "Order lists": Site, Job type, Created by,
// Status, Creation date, Expires in, Delete). The site reopens the draft in
// its wizard, with the draft's id as navigation state.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../router';
import { expiresIn, formatNumericNzDateOfTimestamp } from '../../../shared/format';
import { useApi } from '../../account/useApi';
import { useNotify } from '../../shell/notifications';
import { deleteDraft, draftsKey, type DraftSummary, type OrderType } from '../orderApi';
import { jobTypeLabel } from '../orderLabels';
import { StatusPill } from '../StatusPill';
import { ColumnHeaders, LabelledCell } from './LabelledCell';
import { EmptyList } from './ListStates';

const DRAFT_COLUMNS = ['Site', 'Job type', 'Created by', 'Status', 'Creation date', 'Expires in'] as const;
const WIZARD_PATHS: Record<OrderType, string> = { LiveningIcpOrder: '/icp-request', NewConnectionOrder: '/new-connection', DisconnectionOrder: '/disconnection' };

export function DraftsTable({ drafts }: { drafts: DraftSummary[] }) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);
  if (drafts.length === 0) return <EmptyList />;

  const remove = async (orderId: string) => {
    setDeleting(orderId);
    try {
      await deleteDraft(api, orderId);
      notify({ tone: 'success', heading: 'Draft order successfully deleted.', message: '' });
      await queryClient.invalidateQueries({ queryKey: draftsKey });
    } catch {
      notify({ tone: 'error', heading: 'Draft order failed to delete', message: 'Please wait a few minutes and try again.' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <table className="orders-table">
      <caption className="visually-hidden">Draft orders</caption>
      <ColumnHeaders
        columns={DRAFT_COLUMNS}
        extra={
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        }
      />
      <tbody>
        {drafts.map((draft) => {
          const site = draft.summary?.siteLabel || 'No site entered yet';
          return (
            <tr key={draft.orderId}>
              <LabelledCell label={DRAFT_COLUMNS[0]}>
                <button type="button" className="link-button" onClick={() => navigate(WIZARD_PATHS[draft.orderType], { state: { draftId: draft.orderId } })}>
                  {site}
                  <span className="visually-hidden"> (open draft)</span>
                </button>
              </LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[1]}>{jobTypeLabel(draft.orderType)}</LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[2]}>{draft.requester ?? '—'}</LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[3]}>
                <StatusPill status="draft" />
              </LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[4]}>{formatNumericNzDateOfTimestamp(draft.createdDate)}</LabelledCell>
              <LabelledCell label={DRAFT_COLUMNS[5]}>{expiresIn(new Date(draft.expiryDay))}</LabelledCell>
              <td className="orders-table__actions">
                <button type="button" className="link-button" onClick={() => void remove(draft.orderId)} disabled={deleting === draft.orderId}>
                  Delete<span className="visually-hidden"> draft for {site}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
