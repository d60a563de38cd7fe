// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Registry, WidgetProps } from '@rjsf/utils';
import type { AddressSuggestion } from '../react/engineContext';
import {
  AddressLookupWidget,
  LOOKUP_FAILED_MESSAGE,
  getAt,
  noResultMessage,
  resolvePointer,
} from './AddressLookupWidget';
import { loadWidget } from '../react/formWidgets';
import { DatePickerWidget } from './DatePickerWidget';
import { ExternalLink } from './ExternalLink';
import { lookupWidgets } from './lookupWidgetRegistry';

// jsdom has no CSS.escape; React Aria's popover uses it to read <meta> tags.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) };
}

afterEach(cleanup);

const suggestions = (count: number, prefix = 'Queen Street'): AddressSuggestion[] =>
  Array.from({ length: count }, (_, index) => ({ id: `id-${index + 1}`, label: `${index + 1} ${prefix}, Auckland` }));

type Search = (query: string, kind: string) => Promise<AddressSuggestion[]>;
type Document = Record<string, unknown>;

function setAt(document: Document, pointer: string, value: unknown): Document {
  const segments = pointer.split('/').slice(1);
  const copy: Document = structuredClone(document);
  let target: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) {
    target[segment] ??= /^\d+$/.test(segments[segments.indexOf(segment) + 1] ?? '') ? [] : {};
    target = target[segment] as Record<string, unknown>;
  }
  const last = segments[segments.length - 1] ?? '';
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

interface SetupOptions {
  search?: Search;
  options?: Record<string, unknown>;
  document?: Document;
  id?: string;
  props?: Partial<WidgetProps>;
}

// Stands in for the engine: the document lives in state, the widget's value is
// read from it, and setValue/onChange write to it, so every change re-renders
// the widget as a form would.
function setup({ search = vi.fn<Search>(async () => suggestions(3)), options = {}, document = {}, id = 'root_billingAddressDisplay', props = {} }: SetupOptions = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const setValue = vi.fn();
  const renders = { count: 0 };
  const ownPointer = `/${id.replace(/^root_/, '').split('_').join('/')}`;
  const widgetOptions = {
    dataSource: 'nz',
    addressKind: 'billing',
    idField: '/billingAddressId',
    ...options,
  };

  function Engine() {
    const [document_, setDocument] = useState<Document>(document);
    const latest = useRef(document_);
    latest.current = document_;
    renders.count += 1;
    const update = (pointer: string, value: unknown) => {
      latest.current = setAt(latest.current, pointer, value);
      setDocument(latest.current);
    };
    const formContext = {
      dataSources: { addresses: { nz: search } },
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
      name: 'billingAddressDisplay',
      label: 'Billing address',
      value: getAt(document_, ownPointer),
      options: widgetOptions,
      schema: { type: 'string' },
      rawErrors: [],
      disabled: false,
      readonly: false,
      required: true,
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
        <label htmlFor={id}>Billing address</label>
        <AddressLookupWidget {...widgetProps} />
        <button type="button">Next field</button>
        <pre data-testid="document">{JSON.stringify(document_)}</pre>
      </>
    );
  }

  const view = render(<Engine />);
  const currentDocument = () => JSON.parse(screen.getByTestId('document').textContent ?? '{}') as Document;
  return { ...view, search, onChange, onBlur, setValue, renders, currentDocument, user: userEvent.setup() };
}

const input = () => screen.getByRole('combobox', { name: 'Billing address' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('AddressLookupWidget', () => {
  test('searches from 3 typed characters, once typing pauses', async () => {
    const { user, search } = setup();
    await user.type(input(), 'Qu');
    await pause(400);
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input(), 'een');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search).toHaveBeenCalledWith('Queen', 'billing');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(options().map((option) => option.textContent)).toEqual(['1 Queen Street, Auckland', '2 Queen Street, Auckland', '3 Queen Street, Auckland']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  test('shows at most 10 suggestions by default, or maxSuggestions', async () => {
    const search = vi.fn<Search>(async () => suggestions(12));
    const first = setup({ search });
    await first.user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    expect(options()).toHaveLength(10);
    cleanup();

    const second = setup({ search, options: { maxSuggestions: 5 } });
    await second.user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    expect(options()).toHaveLength(5);
  });

  test('choosing a suggestion commits its label and stores its id in the sibling field', async () => {
    const { user, onChange, setValue, currentDocument } = setup();
    await user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: '2 Queen Street, Auckland' }));

    expect(onChange).toHaveBeenLastCalledWith('2 Queen Street, Auckland');
    expect(setValue).toHaveBeenCalledWith('/billingAddressId', 'id-2');
    expect((input() as HTMLInputElement).value).toBe('2 Queen Street, Auckland');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(currentDocument()).toEqual({ billingAddressDisplay: '2 Queen Street, Auckland', billingAddressId: 'id-2' });
  });

  test('Escape before the suggestions arrive: the search is dropped and they do not open', async () => {
    let answer: (found: AddressSuggestion[]) => void = () => undefined;
    const search = vi.fn<Search>(() => new Promise((resolve) => (answer = resolve)));
    const { user } = setup({ search });
    await user.type(input(), 'Queen');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await user.keyboard('{Escape}');
    await act(async () => answer(suggestions(3)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).not.toBe('true');

    // Typing again searches again, and that answer opens them.
    search.mockImplementation(async () => suggestions(2));
    await user.type(input(), ' St');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(options()).toHaveLength(2);
  });

  test('Escape while typing pauses: no search runs', async () => {
    const { user, search } = setup();
    await user.type(input(), 'Queen');
    await user.keyboard('{Escape}');
    await pause(400);
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('chooses with the keyboard', async () => {
    const { user, onChange, setValue } = setup();
    await user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2 Queen Street, Auckland');
    expect(setValue).toHaveBeenLastCalledWith('/billingAddressId', 'id-2');
  });

  test('when I move through the suggestions with the arrow keys, then the field points at the active one and the list wraps', async () => {
    const { user } = setup();
    await user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);

    await user.keyboard('{ArrowUp}');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[2]?.id);
    expect(options()[2]?.hasAttribute('data-focus-visible')).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    expect(document.activeElement).toBe(input());
  });

  test('when I close the list with Escape, then the down arrow opens it again at its first suggestion', async () => {
    const { user } = setup();
    await user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
  });

  test('when I press Enter with no suggestion active, then the list closes and keeps what I typed', async () => {
    const { user, onChange } = setup();
    await user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('Queen');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('when I leave the field, then the list closes', async () => {
    const { user } = setup();
    await user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('typing after a choice clears the id once, and leaving commits the typed text', async () => {
    const { user, setValue, onChange, onBlur, currentDocument } = setup({
      document: { billingAddressDisplay: '2 Queen Street, Auckland', billingAddressId: 'id-2' },
    });
    expect((input() as HTMLInputElement).value).toBe('2 Queen Street, Auckland');
    await user.type(input(), 'x');
    expect(setValue).toHaveBeenCalledTimes(1);
    expect(setValue).toHaveBeenCalledWith('/billingAddressId', undefined);
    await user.type(input(), 'yz');
    expect(setValue).toHaveBeenCalledTimes(1);
    // The typed text stays local until the user leaves the field.
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(onChange).toHaveBeenLastCalledWith('2 Queen Street, Aucklandxyz');
    expect(onBlur).toHaveBeenCalledWith('root_billingAddressDisplay', '2 Queen Street, Aucklandxyz');
    expect(currentDocument()).toEqual({ billingAddressDisplay: '2 Queen Street, Aucklandxyz' });
  });

  test('typing does not re-render the form', async () => {
    const { user, renders } = setup({ search: vi.fn<Search>(async () => []) });
    const before = renders.count;
    await user.type(input(), 'Qu');
    expect(renders.count).toBe(before);
  });

  test('ignores an answer to an older query', async () => {
    const answers: Array<(value: AddressSuggestion[]) => void> = [];
    const search = vi.fn<Search>(() => new Promise((resolve) => answers.push(resolve)));
    const { user } = setup({ search });
    await user.type(input(), 'Que');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await user.type(input(), 'en');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));

    await act(async () => answers[1]?.(suggestions(2, 'Queen Street')));
    await screen.findByRole('listbox');
    await act(async () => answers[0]?.(suggestions(4, 'Quebec Road')));
    expect(options().map((option) => option.textContent)).toEqual(['1 Queen Street, Auckland', '2 Queen Street, Auckland']);
  });

  test.each([
    ['billing', "We couldn't find a matching address, please enter a valid postal address."],
    ['site', "We couldn't find a matching address. Please continue using the manual address fields."],
    [undefined, "We couldn't find this address."],
  ])('shows the no-result message for kind %s', async (addressKind, message) => {
    const search = vi.fn<Search>(async () => []);
    const { user } = setup({ search, options: { addressKind } });
    await user.type(input(), 'Nowhere');
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(message);
    expect(noResultMessage(addressKind)).toBe(message);
    expect(search).toHaveBeenCalledWith('Nowhere', addressKind ?? '');
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(status.id);
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  test('a failing search puts the field in error until a search works again', async () => {
    let fail = true;
    const search = vi.fn<Search>(async () => {
      if (fail) throw new Error('down');
      return suggestions(1);
    });
    const { user } = setup({ search });
    await user.type(input(), 'Queen');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(LOOKUP_FAILED_MESSAGE);
    expect(alert.textContent).toBe('Address search is unavailable. Please try again later or enter the address manually.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);

    fail = false;
    await user.type(input(), ' St');
    await screen.findByRole('listbox');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  test('manual toggle: on clears the search and id, off clears the manual fields', async () => {
    const { user, setValue, onChange, currentDocument } = setup({
      options: {
        manualToggle: '/manuallyEnteredBillingAddress',
        manualFields: ['/manualBillingAddress/addressString', '/manualBillingAddress/city'],
      },
      document: {
        billingAddressDisplay: '2 Queen Street, Auckland',
        billingAddressId: 'id-2',
        manualBillingAddress: { addressString: 'PO Box 1', city: 'Auckland', postcode: '1010' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add address manually' }));
    expect(setValue).toHaveBeenCalledWith('/manuallyEnteredBillingAddress', true);
    expect(setValue).toHaveBeenCalledWith('/billingAddressId', undefined);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(currentDocument()).toEqual({
      manuallyEnteredBillingAddress: true,
      manualBillingAddress: { addressString: 'PO Box 1', city: 'Auckland', postcode: '1010' },
    });

    setValue.mockClear();
    await user.click(screen.getByRole('button', { name: 'Remove manually entered address' }));
    expect(setValue.mock.calls).toEqual([
      ['/manuallyEnteredBillingAddress', false],
      ['/manualBillingAddress/addressString', undefined],
      ['/manualBillingAddress/city', undefined],
    ]);
    expect(input()).toBeTruthy();
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Add address manually' })).toBeTruthy();
    expect(currentDocument()).toEqual({ manuallyEnteredBillingAddress: false, manualBillingAddress: { postcode: '1010' } });
  });

  test('starts in manual mode when the document says so', () => {
    setup({ options: { manualToggle: '/manual' }, document: { manual: true } });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove manually entered address' })).toBeTruthy();
  });

  test('inside an array item, * in pointer options takes the item index', async () => {
    const { user, setValue } = setup({
      id: 'root_contacts_1_billingAddressDisplay',
      options: { idField: '/contacts/*/billingAddressId', manualToggle: '/contacts/*/manual' },
      document: { contacts: [{}, {}] },
    });
    await user.type(input(), 'Queen');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: '1 Queen Street, Auckland' }));
    expect(setValue).toHaveBeenCalledWith('/contacts/1/billingAddressId', 'id-1');
    await user.click(screen.getByRole('button', { name: 'Add address manually' }));
    expect(setValue).toHaveBeenCalledWith('/contacts/1/manual', true);
  });

  test('is labelled and described; a locked field cannot be searched or toggled', async () => {
    const search = vi.fn<Search>(async () => suggestions(1));
    const { user } = setup({
      search,
      options: { manualToggle: '/manual', locked: true, help: 'Start typing' },
      props: { rawErrors: ['Billing address is invalid'] },
      document: { billingAddressDisplay: '2 Queen Street, Auckland' },
    });
    const field = input();
    expect(field.id).toBe('root_billingAddressDisplay');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toEqual(
      expect.arrayContaining(['root_billingAddressDisplay__error', 'root_billingAddressDisplay__help']),
    );
    expect(field.hasAttribute('readonly')).toBe(true);
    await user.type(field, 'abc');
    await pause(300);
    expect((field as HTMLInputElement).value).toBe('2 Queen Street, Auckland');
    expect(search).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Add address manually' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('follows a value cleared by the form', async () => {
    const { user } = setup({ options: { manualToggle: '/manual' }, document: { billingAddressDisplay: 'Somewhere' } });
    await user.click(screen.getByRole('button', { name: 'Add address manually' }));
    await user.click(screen.getByRole('button', { name: 'Remove manually entered address' }));
    expect((input() as HTMLInputElement).value).toBe('');
  });
});

describe('pointer helpers', () => {
  test('resolvePointer fills * from the field’s own pointer', () => {
    expect(resolvePointer('/billingAddressId', '/billingAddressDisplay')).toBe('/billingAddressId');
    expect(resolvePointer('/contacts/*/billingAddressId', '/contacts/2/billingAddressDisplay')).toBe('/contacts/2/billingAddressId');
    expect(resolvePointer('/a/*/b/*/c', '/a/0/b/3/d')).toBe('/a/0/b/3/c');
    expect(resolvePointer('/contacts/*/id', undefined)).toBe('/contacts/*/id');
  });

  test('getAt reads a pointer and tolerates bad ones', () => {
    expect(getAt({ a: [{ b: 1 }] }, '/a/0/b')).toBe(1);
    expect(getAt({ a: 1 }, '/missing')).toBeUndefined();
    expect(getAt({ a: 1 }, 'no-slash')).toBeUndefined();
  });
});

describe('ExternalLink', () => {
  test('opens the form\'s page in a new tab and says so', () => {
    render(<ExternalLink href="https://example.test/finder">Finder</ExternalLink>);
    const link = screen.getByRole('link', { name: /^Finder\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://example.test/finder');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('lookupWidgets', () => {
  test('registers the date picker, the address lookup and the keyed lookup, labelled by the field template', async () => {
    expect(Object.keys(lookupWidgets).sort()).toEqual(['addressLookup', 'date', 'keyedLookup']);
    expect(await loadWidget(lookupWidgets['addressLookup']!)).toBe(AddressLookupWidget);
    expect(Object.values(lookupWidgets).every((registration) => !registration.labelsItself)).toBe(true);
  });

  test('registers each as a loader, so its library is downloaded only with a form that uses it', async () => {
    expect(Object.values(lookupWidgets).every((registration) => registration.component === undefined && typeof registration.load === 'function')).toBe(true);
    expect(await loadWidget(lookupWidgets['date']!)).toBe(DatePickerWidget);
  });
});
