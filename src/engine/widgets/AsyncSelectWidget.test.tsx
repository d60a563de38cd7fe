// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import type { Option } from '../react/engineContext';
import { AsyncSelectWidget, clearAsyncOptionsCache } from './AsyncSelectWidget';
import { renderWidget, widgetProps } from './testing/widgetProps';
import { deferred } from './testing/deferred';

beforeEach(clearAsyncOptionsCache);
afterEach(cleanup);

const SUPPLIERS: Option[] = [
  { value: 's1', label: 'First supplier' },
  { value: 's2', label: 'Second supplier' },
];

function Labelled(props: WidgetProps) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <AsyncSelectWidget {...props} />
    </>
  );
}

function setup(loader: () => Promise<Option[]>, overrides: Parameters<typeof renderWidget>[1] = {}) {
  return renderWidget(Labelled, {
    id: 'root_supplier',
    label: 'Supplier',
    options: { dataSource: 'suppliers' },
    formContext: { dataSources: { options: { suppliers: loader } } },
    ...overrides,
  });
}

function optionTexts(): string[] {
  return within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('AsyncSelectWidget', () => {
  test('shows Loading… in a busy, disabled select until the options arrive', async () => {
    const request = deferred<Option[]>();
    setup(() => request.promise);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Supplier' });
    expect(optionTexts()).toEqual(['Loading…']);
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-busy')).toBe('true');

    request.resolve(SUPPLIERS);
    await waitFor(() => expect(optionTexts()).toEqual(['Select an option', 'First supplier', 'Second supplier']));
    expect(select.disabled).toBe(false);
    expect(select.getAttribute('aria-busy')).toBeNull();
  });

  test('reports the chosen value', async () => {
    const { user, props } = setup(async () => SUPPLIERS);
    const select = await screen.findByRole('combobox', { name: 'Supplier' });
    await waitFor(() => expect(optionTexts()).toContain('Second supplier'));
    await user.selectOptions(select, 'Second supplier');
    expect(props.onChange).toHaveBeenCalledWith('s2');
    await user.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_supplier', 's2');
  });

  test('shows the current value once loaded, with optionLabels applied', async () => {
    setup(async () => SUPPLIERS, { value: 's1', options: { dataSource: 'suppliers', optionLabels: { s1: 'Supplier one' } } });
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox').selectedOptions[0]?.textContent).toBe('Supplier one'));
  });

  test('selects of the same data source share one request', async () => {
    const loader = vi.fn(async () => SUPPLIERS);
    const formContext = { dataSources: { options: { suppliers: loader } } };
    render(
      <>
        {['a', 'b', 'c'].map((name) => (
          <AsyncSelectWidget key={name} {...widgetProps({ id: `root_${name}`, options: { dataSource: 'suppliers' }, formContext })} />
        ))}
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'First supplier' })).toHaveLength(3));
    expect(loader).toHaveBeenCalledTimes(1);

    // A select mounted later uses the loaded list at once.
    cleanup();
    render(<AsyncSelectWidget {...widgetProps({ options: { dataSource: 'suppliers' }, formContext })} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('First supplier');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  test('on failure shows the select in error with a message and Retry, which asks again', async () => {
    const loader = vi.fn<() => Promise<Option[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(SUPPLIERS);
    const { user } = setup(loader);

    const message = await screen.findByText('The options could not be loaded. Please try again later.');
    expect(message.getAttribute('role')).toBe('alert');
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(message.id);
    expect(select.className).toContain('engine-select--error');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(optionTexts()).toContain('First supplier'));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('The options could not be loaded. Please try again later.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(select.getAttribute('aria-invalid')).toBeNull();
    // Retry had focus and is gone: focus moves to the select rather than the page.
    expect(document.activeElement).toBe(select);
  });

  test('Retry works from the keyboard and stays put while retrying', async () => {
    const retry = deferred<Option[]>();
    const loader = vi.fn<() => Promise<Option[]>>().mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(retry.promise);
    const { user } = setup(loader);
    const button = await screen.findByRole('button', { name: 'Retry' });
    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Retrying…' })).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(optionTexts()).toEqual(['Loading…']);

    retry.reject(new Error('still offline'));
    await screen.findByRole('button', { name: 'Retry' });
    expect(document.activeElement).toBe(button);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  test('an unknown data source shows the failure', async () => {
    setup(async () => SUPPLIERS, { options: { dataSource: 'nothing' } });
    expect(await screen.findByText('The options could not be loaded. Please try again later.')).toBeTruthy();
  });

  test('field errors, help and the lock apply as for other selects', async () => {
    setup(async () => SUPPLIERS, {
      value: 's1',
      rawErrors: ['Choose a supplier'],
      options: { dataSource: 'suppliers', help: 'Help', locked: true },
    });
    await waitFor(() => expect(optionTexts()).toContain('First supplier'));
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-describedby')).toBe('root_supplier__error root_supplier__help root_supplier__locked');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-readonly')).toBe('true');
    expect(screen.getByText('Filled in from your profile')).toBeTruthy();
  });
});

