// /staff/reference-lists: the lists the order forms read (livening inspectors,
// power retailers, the ICP registry), kept by staff here instead of in SQL.
// One entry is edited at a time: the engine's forms name their fields by
// pointer, so two open forms would share element ids.
import { useState } from 'react';
import { Link } from '../../router';
import { StaffOnly } from '../StaffOnly';
import '../staff.css';
import { IcpRegistrySection, type IcpEditing } from './IcpRegistrySection';
import { ServiceProvidersSection, type ProviderEditing } from './ServiceProvidersSection';

type Editing = { list: 'providers'; editing: ProviderEditing } | { list: 'icp'; editing: IcpEditing } | null;

function ReferenceLists() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="staff-page">
      <title>Reference lists – Back office</title>
      <Link to="/staff" className="back-link">
        Order queue
      </Link>
      <h1>Reference lists</h1>
      <ServiceProvidersSection
        editing={editing?.list === 'providers' ? editing.editing : null}
        onEdit={(next) => setEditing(next ? { list: 'providers', editing: next } : null)}
      />
      <IcpRegistrySection editing={editing?.list === 'icp' ? editing.editing : null} onEdit={(next) => setEditing(next ? { list: 'icp', editing: next } : null)} />
    </div>
  );
}

export default function StaffReferenceListsPage() {
  return (
    <StaffOnly>
      <ReferenceLists />
    </StaffOnly>
  );
}
