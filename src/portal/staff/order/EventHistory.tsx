// The order's history, newest first: when (New Zealand time), who, what
// happened, and what it changed. Each entry is an event the server recorded
// with the whole state before and after; eventChanges.ts picks out the fields
// that differ.
import type { StaffOrderEvent } from '../../../shared/api/staff';
import { formatNzDateTime } from '../../../shared/format/nzDateTime';
import { actorKindName, eventKindName } from '../staffLabels';
import { detailLines, newestFirst, stateChanges } from './eventChanges';

/** Who did it: the name, with the kind of actor unless the name already says it ("Aroha Ngata (guest)"). */
function actorText(event: StaffOrderEvent): string {
  const kind = actorKindName(event.actorKind);
  return event.actorName.toLowerCase().includes(kind.toLowerCase()) ? event.actorName : `${event.actorName} (${kind})`;
}

function EventEntry({ event }: { event: StaffOrderEvent }) {
  const changes = stateChanges(event.before, event.after);
  const details = detailLines(event.detail);
  const when = new Date(event.occurredAt);
  return (
    <li className="staff-history__event">
      <p className="staff-history__what">{eventKindName(event.kind)}</p>
      <p className="staff-history__meta">
        <time dateTime={event.occurredAt}>{Number.isNaN(when.getTime()) ? event.occurredAt : formatNzDateTime(when)}</time>
        {' · '}
        {actorText(event)}
      </p>
      {changes.length > 0 && (
        <table className="staff-table staff-history__changes">
          <caption className="visually-hidden">What changed</caption>
          <thead>
            <tr>
              <th scope="col">Changed</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                <td>{change.before}</td>
                <td>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {details.length > 0 && (
        <dl className="staff-history__details">
          {details.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

export function EventHistory({ events }: { events: StaffOrderEvent[] }) {
  return (
    <section className="staff-section" aria-labelledby="staff-history-heading">
      <h2 id="staff-history-heading">History</h2>
      <ol className="staff-history">
        {newestFirst(events).map((event) => (
          <EventEntry key={event.sequence} event={event} />
        ))}
      </ol>
    </section>
  );
}
