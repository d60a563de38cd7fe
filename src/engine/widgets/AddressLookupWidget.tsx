// An address search for a string field holding the chosen address's label: an
// ARIA combobox (a text field with a list of suggestions, combobox/), with the
// search, debouncing and messages driven here:
//
// - the host search is `dataSources.addresses[options.dataSource](query, options.addressKind)`;
//   it runs ~250 ms after typing stops, from 3 characters, and a response to an
//   older query is ignored;
// - at most `options.maxSuggestions` suggestions show (default 10);
// - choosing one commits its label as this field's value and its id into the
//   sibling field `options.idField` (through the engine's `setValue`); typing
//   after that clears the id, so text that was typed but not chosen fails the
//   form's "choose an address" rule;
// - no result, or a failing search, shows a message under the field;
// - `options.manualToggle` (pointer of a boolean) adds an 'Add address
//   manually' / 'Remove manually entered address' toggle; turning manual entry
//   on clears this field and the id, turning it off clears `options.manualFields`.
//
// Pointer options may use `*` for an array index (`/contacts/*/addressId`); the
// widget fills it from its own pointer (`pointerOf(id)`), so a lookup inside an
// array item reaches the sibling in the same item.
//
// The list opens when a search brings suggestions while the field has focus,
// when typing changes the text while there are some, and on the down or up
// arrow; the arrows move through it (wrapping), Enter or a press chooses, and
// Escape, leaving the field or a choice closes it. It used to be React Aria's
// ComboBox; this keeps its markup and keys without its weight (decision 0037).
//
// Typed text stays in local state: only a choice, the id being cleared once, or
// leaving the field reaches the form.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { SuggestionList, suggestionId } from './combobox/SuggestionList';
import { getAt, resolvePointer } from './lookupPointers';
import { engineContextOf, type AddressSuggestion } from '../react/engineContext';
import { useDocumentSelector } from '../react/useCommittedDocument';
import { describedBy } from './ariaDescribedBy';
// Styles: shared.css and lookupWidgets.css, which the registry's module (index.ts, through styles.ts) imports, so that
// they are in place before this widget loads on demand and the cascade keeps one order.

export { getAt, resolvePointer };

export const MIN_QUERY_LENGTH = 3;
export const SEARCH_DELAY_MS = 250;
export const DEFAULT_MAX_SUGGESTIONS = 10;

export const LOOKUP_FAILED_MESSAGE =
  'Address search is unavailable. Please try again later or enter the address manually.';

const NO_RESULT_MESSAGES: Record<string, string> = {
  billing: "We couldn't find a matching address, please enter a valid postal address.",
  site: "We couldn't find a matching address. Please continue using the manual address fields.",
};
const DEFAULT_NO_RESULT_MESSAGE = "We couldn't find this address.";

export function noResultMessage(kind: string | undefined): string {
  return (kind !== undefined && NO_RESULT_MESSAGES[kind]) || DEFAULT_NO_RESULT_MESSAGE;
}

export const ADD_MANUALLY = 'Add address manually';
export const REMOVE_MANUAL = 'Remove manually entered address';

/** The engine hooks this widget uses, read defensively (older hosts may lack them). */
interface DocumentAccess {
  getDocument?: () => unknown;
  setValue?: (pointer: string, value: unknown) => void;
  pointerOf?: (id: string) => string;
}

type SearchStatus = 'idle' | 'searching' | 'empty' | 'failed';

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function AddressLookupWidget(props: WidgetProps) {
  const { id, value, label, placeholder, disabled, readonly, required, autofocus, options, rawErrors, registry, onChange, onBlur, onFocus } =
    props;
  const engine = engineContextOf(registry.formContext);
  const access = (registry.formContext ?? {}) as DocumentAccess;
  const ownPointer = access.pointerOf?.(id);
  const pointer = (option: string) => resolvePointer(option, ownPointer);

  const sourceName = stringOption(options.dataSource);
  const search = sourceName ? engine.dataSources.addresses?.[sourceName] : undefined;
  const kind = stringOption(options.addressKind);
  const maxSuggestions =
    typeof options.maxSuggestions === 'number' && options.maxSuggestions > 0 ? Math.floor(options.maxSuggestions) : DEFAULT_MAX_SUGGESTIONS;
  const idField = stringOption(options.idField);
  const manualToggle = stringOption(options.manualToggle);
  const manualFields = Array.isArray(options.manualFields)
    ? options.manualFields.filter((field): field is string => typeof field === 'string')
    : [];
  const locked = options.locked === true;
  const editable = !disabled && !readonly && !locked;

  // Typed text, local; follows the form's value when that changes from outside.
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const [seen, setSeen] = useState<unknown>(value);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<{ index: number; byKeyboard: boolean }>({ index: -1, byKeyboard: false });
  const inputRef = useRef<HTMLInputElement>(null);
  const openList = (index = -1) => {
    setOpen(true);
    setActive({ index, byKeyboard: index >= 0 });
  };
  const closeList = () => {
    setOpen(false);
    setActive({ index: -1, byKeyboard: false });
  };
  if (seen !== value) {
    setSeen(value);
    const next = typeof value === 'string' ? value : '';
    if (next !== text) {
      setText(next);
      setSelectedKey(null);
      setStatus('idle');
      closeList();
    }
  }

  // Manual mode: the document's boolean, or what this widget last set it to
  // (the form may not re-render this widget when only the sibling changes).
  const documentManual = useDocumentSelector(registry.formContext, (document) => (manualToggle ? getAt(document, pointer(manualToggle)) === true : false));
  const [manualSeen, setManualSeen] = useState(documentManual);
  const [manual, setManual] = useState(documentManual);
  if (manualSeen !== documentManual) {
    setManualSeen(documentManual);
    setManual(documentManual);
  }

  // Debounced search; `latest` numbers requests so that stale answers are dropped.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  const runSearch = (query: string) => {
    if (!search) return;
    const request = ++latest.current;
    setStatus('searching');
    let pending: Promise<AddressSuggestion[]>;
    try {
      pending = Promise.resolve(search(query, kind ?? ''));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (results) => {
        if (request !== latest.current) return;
        const shown = (Array.isArray(results) ? results : []).slice(0, maxSuggestions);
        setSuggestions(shown);
        setStatus(shown.length > 0 ? 'idle' : 'empty');
        // New results open the list, if the person is still in the field.
        if (shown.length > 0 && inputRef.current !== null && inputRef.current === inputRef.current.ownerDocument.activeElement) openList();
        else closeList();
      },
      () => {
        if (request !== latest.current) return;
        setSuggestions([]);
        setStatus('failed');
        closeList();
      },
    );
  };

  const handleInputChange = (next: string) => {
    setText(next);
    if (selectedKey !== null) setSelectedKey(null);
    // The text no longer matches a chosen address: drop the id (once, not per keystroke).
    if (idField && (selectedKey !== null || getAt(access.getDocument?.(), pointer(idField)) !== undefined)) {
      access.setValue?.(pointer(idField), undefined);
    }
    clearTimeout(timer.current);
    latest.current += 1;
    const query = next.trim();
    if (query.length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      setStatus('idle');
      closeList();
      return;
    }
    // Changed text keeps the suggestions already there in view until the new ones arrive.
    if (suggestions.length > 0) openList();
    timer.current = setTimeout(() => runSearch(query), SEARCH_DELAY_MS);
  };

  const choose = (index: number) => {
    const chosen = suggestions[index];
    if (!chosen) return;
    clearTimeout(timer.current);
    latest.current += 1;
    closeList();
    setSelectedKey(chosen.id);
    setText(chosen.label);
    setStatus('idle');
    if (chosen.label !== value) onChange(chosen.label);
    if (idField) access.setValue?.(pointer(idField), chosen.id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    const shown = open && count > 0;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!shown) openList(down ? 0 : count - 1);
        else if (active.index < 0) setActive({ index: down ? 0 : count - 1, byKeyboard: true });
        else setActive({ index: (active.index + (down ? 1 : count - 1)) % count, byKeyboard: true });
        return;
      }
      case 'Enter':
        if (!shown) return;
        // Enter in an open list is the list's: it chooses, or closes it keeping the typed text.
        event.preventDefault();
        if (active.index >= 0) choose(active.index);
        else closeList();
        return;
      case 'Escape':
        // Escape closes the suggestions, and also a search still on its way: its answer
        // must not open them again after the person said no to them.
        clearTimeout(timer.current);
        latest.current += 1;
        if (status === 'searching') setStatus('idle');
        if (shown) event.preventDefault();
        closeList();
        return;
      default:
    }
  };

  // Leaving the field commits what was typed (the id stays empty unless chosen).
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    closeList();
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    const committed = text === '' ? undefined : text;
    if (committed !== (value === '' ? undefined : value)) onChange(committed);
    onBlur(id, committed);
  };

  const toggleManual = () => {
    if (!manualToggle) return;
    const next = !manual;
    setManual(next);
    access.setValue?.(pointer(manualToggle), next);
    if (next) {
      clearTimeout(timer.current);
      latest.current += 1;
      setText('');
      setSuggestions([]);
      setSelectedKey(null);
      setStatus('idle');
      closeList();
      if (value !== undefined) onChange(undefined);
      if (idField) access.setValue?.(pointer(idField), undefined);
    } else {
      for (const field of manualFields) access.setValue?.(pointer(field), undefined);
    }
  };

  const messageId = `${id}__lookup`;
  const failed = status === 'failed';
  const message = failed ? LOOKUP_FAILED_MESSAGE : status === 'empty' ? noResultMessage(kind) : undefined;
  const hasError = Boolean(rawErrors?.length) || failed;
  const describedByIds =
    [message ? messageId : null, describedBy(id, { hasHelp: Boolean(options.help), hasError: Boolean(rawErrors?.length) })]
      .filter(Boolean)
      .join(' ') || undefined;

  const toggle = manualToggle ? (
    <button type="button" className="engine-lookup__toggle" onClick={toggleManual} disabled={!editable}>
      {manual ? REMOVE_MANUAL : ADD_MANUALLY}
    </button>
  ) : null;

  if (manual) {
    return <div className="engine-lookup engine-lookup--manual">{toggle}</div>;
  }

  const listId = `${id}__suggestions`;
  const listShown = open && suggestions.length > 0;
  const inputClass = hasError ? 'engine-lookup__input engine-lookup__input--error' : 'engine-lookup__input';
  return (
    <div className="engine-lookup" onBlur={handleBlur}>
      <div className="engine-lookup__row">
        <div className="engine-lookup__combobox" data-required={required || undefined} data-open={listShown || undefined}>
          <input
            ref={inputRef}
            id={id}
            className={inputClass}
            type="text"
            role="combobox"
            aria-label={label || 'Address'}
            aria-required={required || undefined}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={listShown && active.index >= 0 ? suggestionId(listId, active.index) : undefined}
            aria-describedby={describedByIds}
            aria-invalid={hasError || undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            autoFocus={Boolean(autofocus)}
            placeholder={placeholder || undefined}
            disabled={Boolean(disabled)}
            data-disabled={disabled || undefined}
            readOnly={Boolean(readonly) || locked}
            value={text}
            onChange={(event) => handleInputChange(event.target.value)}
            onKeyDown={handleKeyDown}
            onFocus={() => onFocus(id, value)}
          />
          {listShown ? (
            <SuggestionList
              id={listId}
              anchorRef={inputRef}
              suggestions={suggestions}
              activeIndex={active.index}
              activeByKeyboard={active.byKeyboard}
              selectedId={selectedKey}
              onPointerOver={(index) => setActive({ index, byKeyboard: false })}
              onChoose={choose}
              popoverProps={{ 'data-engine-lookup-popover': id }}
            />
          ) : null}
        </div>
        {toggle}
      </div>
      {message ? (
        <p id={messageId} className={failed ? 'engine-lookup__error' : 'engine-lookup__message'} role={failed ? 'alert' : 'status'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
