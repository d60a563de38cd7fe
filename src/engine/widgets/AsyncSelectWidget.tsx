// A select whose options the host loads (e.g. from an API) through a named
// data source in the engine context.
//
// `options.labelField` (a pointer; `*` binds to this field's own list items)
// receives the chosen option's label beside the value, so the review page and
// the company's staff read a name rather than an id that the list may later drop.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { bindWildcards } from '../core/pointer';
import { engineContextOf, type Option } from '../react/engineContext';
import { SelectControl, choicesOf } from './SelectWidget';
import { EMPTY_CHOICE_LABEL } from './emptyChoiceLabel';

// One request per data source for the whole page: several selects of the same
// source share it. A failed request is dropped so that Retry asks again.
const requests = new Map<string, Promise<Option[]>>();
// Lists already loaded, so a select mounting later shows them at once rather than "Loading…".
const loaded = new Map<string, Option[]>();

function loadOptions(name: string, loader: (() => Promise<Option[]>) | undefined): Promise<Option[]> {
  const pending = requests.get(name);
  if (pending) return pending;
  if (!loader) return Promise.reject(new Error(`No options data source named "${name}"`));
  const request = Promise.resolve()
    .then(loader)
    .then(
      (options) => {
        loaded.set(name, options);
        return options;
      },
      (error: unknown) => {
        if (requests.get(name) === request) requests.delete(name);
        throw error;
      },
    );
  requests.set(name, request);
  return request;
}

/** Forgets every loaded list (tests; a host after the user signs out). */
export function clearAsyncOptionsCache(): void {
  requests.clear();
  loaded.clear();
}

type Outcome = { source: string; attempt: number } & ({ ok: true; options: Option[] } | { ok: false });

const LOAD_FAILED = 'The options could not be loaded. Please try again later.';

export function AsyncSelectWidget(props: WidgetProps) {
  const { id, options, placeholder, registry } = props;
  const source = typeof options.dataSource === 'string' ? options.dataSource : '';
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const options = loaded.get(source);
    return options ? { source, attempt: 0, ok: true, options } : null;
  });
  const messageRef = useRef<HTMLDivElement>(null);
  const focusSelectAfterLoad = useRef(false);

  // The engine context may be rebuilt on every form render; reading the
  // loader through an effect event keeps that from restarting the request.
  const load = useEffectEvent(() => loadOptions(source, engineContextOf(registry.formContext).dataSources.options?.[source]));

  useEffect(() => {
    let current = true;
    load().then(
      (options) => {
        if (!current) return;
        // Retry is about to disappear: if it had focus, focus would fall back to the page.
        focusSelectAfterLoad.current = messageRef.current?.contains(document.activeElement) ?? false;
        setOutcome({ source, attempt, ok: true, options });
      },
      () => {
        if (current) setOutcome({ source, attempt, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [source, attempt]);

  useEffect(() => {
    if (focusSelectAfterLoad.current && outcome?.ok) {
      focusSelectAfterLoad.current = false;
      document.getElementById(id)?.focus();
    }
  });

  const mine = outcome?.source === source ? outcome : null;
  const ready = mine?.ok === true ? mine.options : null;
  // A failure stays on screen while Retry runs, so the focused button stays put.
  const failed = mine !== null && !mine.ok;
  const retrying = failed && mine.attempt !== attempt;
  const loading = ready === null && (!failed || retrying);
  const messageId = `${id}__load-error`;
  const labelField = typeof options.labelField === 'string' && options.labelField !== '' ? options.labelField : undefined;
  const withLabel: WidgetProps = labelField
    ? {
        ...props,
        onChange: (next: unknown) => {
          props.onChange(next);
          const engine = engineContextOf(registry.formContext);
          const chosen = ready?.find((option) => option.value === next);
          engine.setValue(bindWildcards(labelField, engine.pointerOf(id)), chosen?.label);
        },
      }
    : props;

  return (
    <SelectControl
      widget={withLabel}
      choices={ready ? choicesOf({ ...options, enumOptions: ready }) : []}
      emptyLabel={loading ? 'Loading…' : placeholder || EMPTY_CHOICE_LABEL}
      busy={loading}
      problemId={failed ? messageId : undefined}
    >
      {failed ? (
        <div ref={messageRef} className="engine-load-error">
          <p id={messageId} className="engine-error-message" role="alert">
            {LOAD_FAILED}
          </p>
          <button
            type="button"
            className="engine-button engine-button--secondary"
            aria-disabled={retrying || undefined}
            onClick={() => {
              if (!retrying) setAttempt((n) => n + 1);
            }}
          >
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      ) : null}
    </SelectControl>
  );
}
