// The queue's search and filters. Choices apply at once; the search applies
// when submitted (Enter or Search), so the queue is not asked again on every
// key. Every change goes through `onChange`, which puts it in the address.
import { useId, useState, type FormEvent } from 'react';
import { PROGRESS_STATUSES } from '../../../shared/orders/orderState';
import { STAFF_MAX_SEARCH_LENGTH } from '../../../shared/api/staff';
import { activityChoices, JOB_TYPE_CHOICES, progressStatusName } from '../staffLabels';
import { NO_FILTERS, type QueueFilters } from './queueFilters';

/** The ages offered, in days; an age from a shared address that is not one of them is offered too. */
const AGE_CHOICES = [1, 3, 7, 14, 30, 60, 90];

export interface QueueFilterBarProps {
  filters: QueueFilters;
  onChange(change: Partial<QueueFilters>): void;
}

function ageLabel(days: number): string {
  return days === 1 ? 'Older than 1 day' : `Older than ${days} days`;
}

export function QueueFilterBar({ filters, onChange }: QueueFilterBarProps) {
  const id = useId();
  // The box holds what is typed; the address holds what was searched. A new
  // search from elsewhere (back button, a cleared filter) shows in the box.
  const [typed, setTyped] = useState(filters.search);
  const [searched, setSearched] = useState(filters.search);
  if (searched !== filters.search) {
    setSearched(filters.search);
    setTyped(filters.search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: typed.trim() });
  };
  const ages = filters.olderThanDays === undefined || AGE_CHOICES.includes(filters.olderThanDays) ? AGE_CHOICES : [...AGE_CHOICES, filters.olderThanDays].sort((a, b) => a - b);
  const activities = activityChoices(filters.orderType);
  const anyFilter = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(NO_FILTERS);

  return (
    <div className="staff-filters">
      <form role="search" className="staff-filters__search" onSubmit={submit}>
        <label htmlFor={`${id}-search`}>Search by order number or address</label>
        <div className="staff-filters__search-row">
          <input
            id={`${id}-search`}
            type="search"
            className="staff-input"
            value={typed}
            maxLength={STAFF_MAX_SEARCH_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <div className="staff-filters__choices">
        <div className="staff-filters__field">
          <label htmlFor={`${id}-type`}>Job type</label>
          <select
            id={`${id}-type`}
            className="staff-input"
            value={filters.orderType ?? ''}
            onChange={(event) => {
              const orderType = JOB_TYPE_CHOICES.find((choice) => choice.value === event.target.value)?.value;
              // An activity the new job type does not have would only empty the queue.
              const keepActivity = filters.activity !== undefined && activityChoices(orderType).includes(filters.activity);
              onChange({ orderType, activity: keepActivity ? filters.activity : undefined });
            }}
          >
            <option value="">All job types</option>
            {JOB_TYPE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filters__field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            className="staff-input"
            value={filters.progressStatus ?? ''}
            onChange={(event) => onChange({ progressStatus: PROGRESS_STATUSES.find((status) => status === event.target.value) })}
          >
            <option value="">All statuses</option>
            {PROGRESS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {progressStatusName(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filters__field">
          <label htmlFor={`${id}-activity`}>Current activity</label>
          <select
            id={`${id}-activity`}
            className="staff-input"
            value={filters.activity ?? ''}
            onChange={(event) => onChange({ activity: event.target.value === '' ? undefined : event.target.value })}
          >
            <option value="">All activities</option>
            {filters.activity !== undefined && !activities.includes(filters.activity) && <option value={filters.activity}>{filters.activity}</option>}
            {activities.map((activity) => (
              <option key={activity} value={activity}>
                {activity}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filters__field">
          <label htmlFor={`${id}-age`}>Age</label>
          <select
            id={`${id}-age`}
            className="staff-input"
            value={filters.olderThanDays === undefined ? '' : String(filters.olderThanDays)}
            onChange={(event) => onChange({ olderThanDays: event.target.value === '' ? undefined : Number(event.target.value) })}
          >
            <option value="">Any age</option>
            {ages.map((days) => (
              <option key={days} value={String(days)}>
                {ageLabel(days)}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-filters__toggle">
          <input
            id={`${id}-cancellation`}
            type="checkbox"
            checked={filters.cancellationRequested}
            onChange={(event) => onChange({ cancellationRequested: event.target.checked })}
          />
          <label htmlFor={`${id}-cancellation`}>Cancellation requested</label>
        </div>
        {anyFilter && (
          <button type="button" className="button--link staff-filters__clear" onClick={() => onChange({ ...NO_FILTERS })}>
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
