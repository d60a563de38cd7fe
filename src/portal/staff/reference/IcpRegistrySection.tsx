// The ICP registry the disconnection form's lookup reads: search by the start
// of an ICP or part of its address, page through, add and change entries.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { StaffIcpEntry } from '../../../shared/api/staff';
import { STAFF_MAX_SEARCH_LENGTH } from '../../../shared/api/staff';
import { formatNumericNzDateOfTimestamp } from '../../../shared/format/numericDate';
import { useApi } from '../../account/useApi';
import { Spinner } from '../../components/Spinner';
import { pageCount, Pagination } from '../../orders/list/Pagination';
import { useNotify } from '../../shell/notifications';
import { saveIcpEntry, searchIcpRegistry, staffKeys } from '../staffApi';
import { ReferenceEntryEditor } from './ReferenceEntryEditor';
import { LoadProblem } from '../LoadProblem';

export type IcpEditing = { entry: StaffIcpEntry | undefined };

export interface IcpRegistrySectionProps {
  editing: IcpEditing | null;
  onEdit(editing: IcpEditing | null): void;
}

function documentOf(entry: StaffIcpEntry): Record<string, unknown> {
  return entry.addressId ? { icpNumber: entry.icpNumber, label: entry.label, addressId: entry.addressId } : { icpNumber: entry.icpNumber, label: entry.label };
}

export function IcpRegistrySection({ editing, onEdit }: IcpRegistrySectionProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const registry = useQuery({
    queryKey: staffKeys.icpRegistry(search, page),
    queryFn: () => searchIcpRegistry(api, search, page),
    placeholderData: keepPreviousData,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const save = async (document: Record<string, unknown>) => {
    const saved = await saveIcpEntry(api, editing?.entry?.icpNumber, document);
    await queryClient.invalidateQueries({ queryKey: ['staff', 'icp-registry'] });
    onEdit(null);
    notify({ tone: 'success', heading: 'Saved', message: `${saved.icpNumber} is saved in the ICP registry.` });
  };
  const data = registry.data;

  return (
    <section className="staff-section" aria-labelledby="staff-icp-heading">
      <h2 id="staff-icp-heading">ICP registry</h2>
      <form role="search" className="staff-filters__search" onSubmit={submit}>
        <label htmlFor={`${id}-search`}>Search by ICP number or address</label>
        <div className="staff-filters__search-row">
          <input id={`${id}-search`} type="search" className="staff-input" value={typed} maxLength={STAFF_MAX_SEARCH_LENGTH} onChange={(event) => setTyped(event.target.value)} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      {registry.isPending ? (
        <Spinner label="Loading the registry" />
      ) : registry.isError && !data ? (
        <LoadProblem what="The registry" onRetry={() => void registry.refetch()} />
      ) : data && data.entries.length === 0 ? (
        <p className="staff-empty">{search ? 'No ICP matches this search.' : 'The registry is empty.'}</p>
      ) : data ? (
        <>
          <p className="staff-count" aria-live="polite">
            {data.totalRecords === 1 ? '1 ICP' : `${data.totalRecords.toLocaleString('en-NZ')} ICPs`}
          </p>
          <div className="staff-table-wrap" role="region" aria-label="ICP registry table" tabIndex={0}>
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">ICP number</th>
                  <th scope="col">Site address</th>
                  <th scope="col">Address id</th>
                  <th scope="col">Added</th>
                  <th scope="col">
                    <span className="visually-hidden">Change</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.icpNumber}>
                    <td className="staff-table__nowrap">{entry.icpNumber}</td>
                    <td>{entry.label}</td>
                    <td>{entry.addressId ?? '—'}</td>
                    <td>
                      {formatNumericNzDateOfTimestamp(entry.addedAt) ?? ''} by {entry.addedBy}
                    </td>
                    <td>
                      <button type="button" className="link-button" onClick={() => onEdit({ entry })} aria-label={`Change ${entry.icpNumber}`}>
                        Change
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pages={pageCount(data.totalRecords, data.recordsPerPage)} busy={registry.isFetching} label="Registry pages" onPage={setPage} />
        </>
      ) : null}
      {editing ? (
        <ReferenceEntryEditor
          key={editing.entry?.icpNumber ?? 'new'}
          formName="staff-icp-entry"
          intro={editing.entry ? `Changing ${editing.entry.icpNumber}.` : 'Adding an ICP to the registry.'}
          initialDocument={editing.entry ? documentOf(editing.entry) : {}}
          save={save}
          onCancel={() => onEdit(null)}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => onEdit({ entry: undefined })}>
          Add an ICP
        </button>
      )}
    </section>
  );
}
