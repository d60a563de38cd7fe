// The search box and, for business accounts, the Requester filter (spec 3
// "Order lists"). The server does the filtering; these only say what to ask
// for. The search runs on submit (Enter or the Search button), so a list does
// not reload under the customer's fingers while they type.
import { useId, useState, type FormEvent } from 'react';

/** The API refuses longer searches. */
export const MAX_SEARCH_LENGTH = 100;

export function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(search);
  // Back and forward change the search in the address: the box follows.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="orders-filters__search" onSubmit={submit}>
      <label htmlFor={inputId}>Search by order number or address</label>
      <div className="orders-filters__search-row">
        <input id={inputId} type="search" value={text} maxLength={MAX_SEARCH_LENGTH} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </div>
    </form>
  );
}

/** '' is All. */
export function RequesterFilter({ requesters, selected, onSelect }: { requesters: readonly string[]; selected: string; onSelect: (requester: string) => void }) {
  const selectId = useId();
  return (
    <div className="orders-filters__requester">
      <label htmlFor={selectId}>Requester</label>
      <select id={selectId} value={selected} onChange={(event) => onSelect(event.target.value)}>
        <option value="">All</option>
        {requesters.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
