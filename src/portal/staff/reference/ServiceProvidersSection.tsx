// The livening form's reference lists (livening inspectors, power retailers):
// every entry, offered or withdrawn, with Change and Add.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffServiceProvider } from '../../../shared/api/staff';
import { useApi } from '../../account/useApi';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../shell/notifications';
import { loadServiceProviders, saveServiceProvider, staffKeys } from '../staffApi';
import { ReferenceEntryEditor } from './ReferenceEntryEditor';
import { LoadProblem } from '../LoadProblem';

const LIST_NAMES: Record<StaffServiceProvider['kind'], string> = { livening_inspector: 'Livening inspector', power_retailer: 'Power retailer' };

/** Which entry is open in the editor: a new one, or an existing one. */
export type ProviderEditing = { entry: StaffServiceProvider | undefined };

export interface ServiceProvidersSectionProps {
  editing: ProviderEditing | null;
  onEdit(editing: ProviderEditing | null): void;
}

export function ServiceProvidersSection({ editing, onEdit }: ServiceProvidersSectionProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const providers = useQuery({ queryKey: staffKeys.serviceProviders, queryFn: () => loadServiceProviders(api) });

  const save = async (document: Record<string, unknown>) => {
    const saved = await saveServiceProvider(api, editing?.entry?.id, document);
    await queryClient.invalidateQueries({ queryKey: staffKeys.serviceProviders });
    onEdit(null);
    notify({ tone: 'success', heading: 'Saved', message: `${saved.name} is saved in the ${LIST_NAMES[saved.kind].toLowerCase()} list.` });
  };

  return (
    <section className="staff-section" aria-labelledby="staff-providers-heading">
      <h2 id="staff-providers-heading">Livening inspectors and power retailers</h2>
      {providers.isPending ? (
        <Spinner label="Loading the lists" />
      ) : providers.isError ? (
        <LoadProblem what="The lists" onRetry={() => void providers.refetch()} />
      ) : (
        <div className="staff-table-wrap" role="region" aria-label="Inspectors and retailers table" tabIndex={0}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">List</th>
                <th scope="col">Name</th>
                <th scope="col">Offered</th>
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {providers.data.map((provider) => (
                <tr key={provider.id}>
                  <td>{LIST_NAMES[provider.kind] ?? provider.kind}</td>
                  <td>{provider.name}</td>
                  <td>{provider.active ? 'Yes' : 'No, withdrawn'}</td>
                  <td>
                    <button type="button" className="link-button" onClick={() => onEdit({ entry: provider })} aria-label={`Change ${provider.name}`}>
                      Change
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <ReferenceEntryEditor
          key={editing.entry?.id ?? 'new'}
          formName="staff-service-provider"
          intro={editing.entry ? `Changing ${editing.entry.name}.` : 'Adding an inspector or a retailer.'}
          initialDocument={editing.entry ? { kind: editing.entry.kind, name: editing.entry.name, active: editing.entry.active } : { active: true }}
          save={save}
          onCancel={() => onEdit(null)}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => onEdit({ entry: undefined })}>
          Add an inspector or retailer
        </button>
      )}
    </section>
  );
}
