// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Registry, WidgetProps } from '@rjsf/utils';
import type { KeyedLookupResult } from '../react/engineContext';
import { loadWidget } from '../react/formWidgets';
import { getAt } from './lookupPointers';
import { KeyedLookupWidget, transformText } from './KeyedLookupWidget';
import { lookupWidgets } from './lookupWidgetRegistry';
import { deferred } from './testing/deferred';

afterEach(cleanup);

type LookUp = (key: string) => Promise<KeyedLookupResult | null>;
type Document = Record<string, unknown>;

const KEY = 'ABCDE12345FGHIJ';
const FOUND: KeyedLookupResult = { id: KEY, label: '12 Example Street, Te Aro, Wellington 6011' };

const OPTIONS = {
  dataSource: 'registry',
  lookupLength: 15,
  resultField: '/site/keyLookup',
  foundField: '/site/keyFound',
  foundLabel: 'Address',
  notFoundMessage: 'Nothing found',
  notFoundHelp: 'Check the key is typed correctly.',
  failedMessage: 'We could not check the key just now.',
  maxLength: 15,
  transform: 'uppercase',
};

function setAt(document: Document, pointer: string, value: unknown): Document {
  const segments = pointer.split('/').slice(1);
  const copy: Document = structuredClone(document);
  let target: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) {
    target[segment] ??= {};
    target = target[segment] as Record<string, unknown>;
  }
  const last = segments[segments.length - 1] ?? '';
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

interface SetupOptions {
  lookUp?: LookUp;
  options?: Record<string, unknown>;
  document?: Document;
  props?: Partial<WidgetProps>;
}

// Stands in for the engine: the document lives in state, the widget's value is
// read from it, and setValue/onChange write to it, so every commit re-renders
// the widget as a form would.
function setup({ lookUp = vi.fn<LookUp>(async () => FOUND), options = {}, document = {}, props = {} }: SetupOptions = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const setValue = vi.fn();
  const id = 'root_site_key';
  const ownPointer = '/site/key';

  function Engine() {
    const [document_, setDocument] = useState<Document>(document);
    const latest = useRef(document_);
    latest.current = document_;
    const update = (pointer: string, value: unknown) => {
      latest.current = setAt(latest.current, pointer, value);
      setDocument(latest.current);
    };
    const formContext = {
      dataSources: { keyedLookups: { registry: lookUp } },
      signedIn: false,
      getDocument: () => latest.current,
      validateField: () => undefined,
      pointerOf: (widgetId: string) => `/${widgetId.replace(/^root_/, '').split('_').join('/')}`,
      setValue: (pointer: string, value: unknown) => {
        setValue(pointer, value);
        update(pointer, value);
      },
    };
    const widgetProps = {
      id,
      name: 'key',
      label: 'Key',
      value: getAt(document_, ownPointer),
      options: { ...OPTIONS, ...options },
      schema: { type: 'string' },
      rawErrors: [],
      disabled: false,
      readonly: false,
      required: false,
      onChange: (value: unknown) => {
        onChange(value);
        update(ownPointer, value);
      },
      onBlur,
      onFocus: () => undefined,
      registry: { formContext } as unknown as Registry,
      ...props,
    } as WidgetProps;
    return (
      <>
        <label htmlFor={id}>Key</label>
        <KeyedLookupWidget {...widgetProps} />
        <button type="button">Next field</button>
        <pre data-testid="document">{JSON.stringify(document_)}</pre>
      </>
    );
  }

  const view = render(<Engine />);
  const currentDocument = () => JSON.parse(screen.getByTestId('document').textContent ?? '{}') as Document;
  return { ...view, lookUp, onChange, onBlur, setValue, currentDocument, user: userEvent.setup() };
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Key' });
const status = () => screen.getByRole('status');

describe('KeyedLookupWidget', () => {
  test('is registered as keyedLookup, loaded with the forms that use it, labelled by the field template', async () => {
    const registration = lookupWidgets['keyedLookup']!;
    expect(registration.labelsItself).toBe(false);
    expect(await loadWidget(registration)).toBe(KeyedLookupWidget);
  });

  test('is a text box named by the field label, with the field id and maxLength', () => {
    setup();
    expect(input().id).toBe('root_site_key');
    expect(input().maxLength).toBe(15);
    expect(status().textContent).toBe('');
  });

  test('a found key stores the result, raises the flag and shows the label', async () => {
    const { user, lookUp, setValue, onChange, currentDocument } = setup();
    await user.type(input(), KEY);
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText(FOUND.label)).toBeTruthy();
    expect(status().textContent).toBe(`Address: ${FOUND.label}`);
    expect(setValue).toHaveBeenCalledWith('/site/keyLookup', { id: KEY, label: FOUND.label });
    expect(setValue).toHaveBeenLastCalledWith('/site/keyFound', true);
    // The complete key is committed with its result, without leaving the field.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(KEY);
    expect(currentDocument()).toEqual({ site: { key: KEY, keyLookup: { id: KEY, label: FOUND.label }, keyFound: true } });
    expect(input().getAttribute('aria-describedby')).toContain('root_site_key__lookup');
  });

  test('a key nobody has shows the not-found message with its help beneath', async () => {
    const { user, setValue, currentDocument } = setup({ lookUp: vi.fn<LookUp>(async () => null) });
    await user.type(input(), KEY);
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    const paragraphs = Array.from(status().querySelectorAll('p')).map((p) => p.textContent);
    expect(paragraphs).toEqual(['Nothing found', 'Check the key is typed correctly.']);
    expect(setValue).not.toHaveBeenCalledWith('/site/keyFound', true);
    expect(currentDocument()).toEqual({ site: { key: KEY, keyFound: false } });
  });

  test('a result without a label counts as not found', async () => {
    const { user } = setup({ lookUp: vi.fn<LookUp>(async () => ({ id: KEY, label: '' })) });
    await user.type(input(), KEY);
    expect(await screen.findByText('Nothing found')).toBeTruthy();
  });

  test('a source that cannot answer shows the failed message', async () => {
    const { user, currentDocument } = setup({
      lookUp: vi.fn<LookUp>(async () => {
        throw new Error('registry down');
      }),
    });
    await user.type(input(), KEY);
    expect(await screen.findByText('We could not check the key just now.')).toBeTruthy();
    expect(screen.queryByText('Nothing found')).toBeNull();
    expect(currentDocument()).toEqual({ site: { key: KEY, keyFound: false } });
  });

  test('a change after a found result clears it, in the form and on screen, once', async () => {
    const { user, setValue, currentDocument } = setup();
    await user.type(input(), KEY);
    await screen.findByText(FOUND.label);
    setValue.mockClear();

    await user.type(input(), '{Backspace}');
    expect(screen.queryByText(FOUND.label)).toBeNull();
    expect(status().textContent).toBe('');
    expect(setValue.mock.calls).toEqual([
      ['/site/keyLookup', undefined],
      ['/site/keyFound', false],
    ]);
    // Already cleared: further typing does not commit again.
    await user.type(input(), '{Backspace}{Backspace}');
    expect(setValue).toHaveBeenCalledTimes(2);
    expect(currentDocument()).toEqual({ site: { key: KEY, keyFound: false } });

    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(currentDocument()).toEqual({ site: { key: KEY.slice(0, 12), keyFound: false } });
  });

  test('fewer characters than the lookup length ask nothing and stay in the field', async () => {
    const { user, lookUp, onChange, onBlur } = setup();
    await user.type(input(), KEY.slice(0, 14));
    expect(lookUp).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(onChange).toHaveBeenCalledWith(KEY.slice(0, 14));
    expect(onBlur).toHaveBeenCalledWith('root_site_key', KEY.slice(0, 14));
    expect(lookUp).not.toHaveBeenCalled();
  });

  test('a complete key with spaces around it is looked up trimmed', async () => {
    const { user, lookUp } = setup({ options: { maxLength: 20 } });
    await user.type(input(), ` ${KEY}`);
    expect(lookUp).toHaveBeenCalledWith(KEY);
  });

  test('an answer for text that has changed since is ignored', async () => {
    const answers = [deferred<KeyedLookupResult | null>(), deferred<KeyedLookupResult | null>()];
    let calls = 0;
    const lookUp = vi.fn<LookUp>(() => answers[calls++]!.promise);
    const { user, setValue } = setup({ lookUp });
    await user.type(input(), KEY);
    expect(screen.getByText('Checking…')).toBeTruthy();
    // Changed while the first lookup runs, then completed again with another key.
    await user.type(input(), '{Backspace}K');
    expect(lookUp).toHaveBeenCalledTimes(2);
    expect(lookUp).toHaveBeenLastCalledWith(`${KEY.slice(0, 14)}K`);

    await act(async () => answers[0]!.resolve(FOUND));
    expect(screen.queryByText(FOUND.label)).toBeNull();
    expect(setValue).not.toHaveBeenCalledWith('/site/keyFound', true);

    await act(async () => answers[1]!.resolve(null));
    expect(screen.getByText('Nothing found')).toBeTruthy();
  });

  test('a reopened draft with a found result shows its label without asking again', () => {
    const { lookUp } = setup({ document: { site: { key: KEY, keyLookup: { id: KEY, label: FOUND.label }, keyFound: true } } });
    expect(input().value).toBe(KEY);
    expect(status().textContent).toBe(`Address: ${FOUND.label}`);
    expect(lookUp).not.toHaveBeenCalled();
  });

  test('a draft whose flag is down shows no result', () => {
    setup({ document: { site: { key: KEY, keyLookup: { id: KEY, label: FOUND.label }, keyFound: false } } });
    expect(status().textContent).toBe('');
  });

  test('upper-cases what is typed, keeping the caret where it was', async () => {
    const { user, lookUp } = setup();
    await user.type(input(), 'abcde12345fghi');
    expect(input().value).toBe('ABCDE12345FGHI');
    // Back to after 'ABCDE', type there: the caret stays after the new letter.
    await user.keyboard('{ArrowLeft>9}');
    expect(input().selectionStart).toBe(5);
    await user.keyboard('x');
    expect(input().value).toBe('ABCDEX12345FGHI');
    expect(input().selectionStart).toBe(6);
    expect(lookUp).toHaveBeenCalledWith('ABCDEX12345FGHI');
    expect(transformText('abc', 'uppercase')).toBe('ABC');
    expect(transformText('abc', undefined)).toBe('abc');
  });

  test('a locked field cannot be changed and says why', async () => {
    const { user, lookUp } = setup({
      options: { locked: true },
      document: { site: { key: KEY, keyLookup: { id: KEY, label: FOUND.label }, keyFound: true } },
    });
    expect(input().readOnly).toBe(true);
    expect(screen.getByText('Filled in from your profile')).toBeTruthy();
    expect(input().getAttribute('aria-describedby')?.split(' ')).toEqual(expect.arrayContaining(['root_site_key__locked', 'root_site_key__lookup']));
    await user.type(input(), 'X');
    expect(input().value).toBe(KEY);
    expect(lookUp).not.toHaveBeenCalled();
  });

  test('disabled and read-only fields cannot be changed', async () => {
    const first = setup({ props: { disabled: true } });
    expect(input().disabled).toBe(true);
    cleanup();
    const second = setup({ props: { readonly: true } });
    await second.user.type(input(), KEY);
    expect(input().value).toBe('');
    expect(first.lookUp).not.toHaveBeenCalled();
    expect(second.lookUp).not.toHaveBeenCalled();
  });

  test('an error and help describe the input', () => {
    setup({ props: { rawErrors: ['Invalid key'] }, options: { help: 'On your bill' } });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')?.split(' ')).toEqual(['root_site_key__error', 'root_site_key__help']);
  });

  test('pointer options with * take the indices of the field’s own pointer', async () => {
    const lookUp = vi.fn<LookUp>(async () => FOUND);
    const setValue = vi.fn();
    const formContext = {
      dataSources: { keyedLookups: { registry: lookUp } },
      getDocument: () => ({}),
      setValue,
      pointerOf: () => '/sites/2/key',
    };
    render(
      <KeyedLookupWidget
        {...({
          id: 'root_sites_2_key',
          name: 'key',
          label: 'Key',
          value: undefined,
          options: { ...OPTIONS, resultField: '/sites/*/keyLookup', foundField: '/sites/*/keyFound' },
          schema: { type: 'string' },
          rawErrors: [],
          onChange: vi.fn(),
          onBlur: vi.fn(),
          onFocus: vi.fn(),
          registry: { formContext } as unknown as Registry,
        } as unknown as WidgetProps)}
      />,
    );
    await userEvent.setup().type(screen.getByRole('textbox'), KEY);
    await screen.findByText(FOUND.label);
    expect(setValue).toHaveBeenCalledWith('/sites/2/keyFound', false);
    expect(setValue).toHaveBeenCalledWith('/sites/2/keyLookup', { id: KEY, label: FOUND.label });
    expect(setValue).toHaveBeenCalledWith('/sites/2/keyFound', true);
  });
});
