// @vitest-environment jsdom
// Widgets registered with a loader arrive before the form first renders.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormUi } from '../core/uiModel';
import { deferred } from '../widgets/testing/deferred';
import type { WidgetComponent, WidgetRegistration } from '../widgets/widgetTypes';
import { lazyField, lazyFieldLoader, loadFormWidgets, loadWidget, loadWidgetsNamed, widgetComponent } from './formWidgets';

afterEach(cleanup);

const Eager = (props: WidgetProps) => <input id={props.id} aria-label="eager" />;
const Slow = (props: WidgetProps) => <input id={props.id} aria-label="slow" />;

function lazyRegistration(component: WidgetComponent = Slow) {
  const load = vi.fn(async () => component);
  return { registration: { load, labelsItself: false } satisfies WidgetRegistration, load };
}

const ui = (widgets: Record<string, string>): FormUi => ({
  title: 'Form',
  steps: [{ id: 'a', title: 'A', sections: ['one'] }],
  sections: { one: { title: 'One', fields: Object.keys(widgets) } },
  fields: Object.fromEntries(Object.entries(widgets).map(([pointer, widget]) => [pointer, { widget }])),
});

const props = { id: 'root_when' } as WidgetProps;

describe('loadFormWidgets', () => {
  it('loads exactly the lazy widgets the form names (ui.json or a schema format), once each', async () => {
    const date = lazyRegistration();
    const address = lazyRegistration();
    const unused = lazyRegistration();
    const widgets: Record<string, WidgetRegistration> = { text: { component: Eager, labelsItself: false }, date: date.registration, addressLookup: address.registration, other: unused.registration };
    const schema = { type: 'object', properties: { when: { type: 'string', format: 'date' } } };
    await loadFormWidgets({ widgets }, { ui: ui({ '/name': 'text', '/address': 'addressLookup' }), displaySchema: schema });
    await loadFormWidgets({ widgets }, { ui: ui({ '/address': 'addressLookup', '/later': 'date' }), displaySchema: {} });
    expect(address.load).toHaveBeenCalledTimes(1);
    expect(date.load).toHaveBeenCalledTimes(1);
    expect(unused.load).not.toHaveBeenCalled();
  });

  it('ignores names the registry does not have, and rejects when a widget cannot be fetched (a later call tries again)', async () => {
    const failing = { load: vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Slow), labelsItself: false } satisfies WidgetRegistration;
    const registry = { widgets: { date: failing } };
    await expect(loadFormWidgets(registry, { ui: ui({ '/x': 'date', '/y': 'repeatable' }), displaySchema: {} })).rejects.toThrow('chunk failed');
    await expect(loadFormWidgets(registry, { ui: ui({ '/x': 'date' }), displaySchema: {} })).resolves.toBeUndefined();
    expect(failing.load).toHaveBeenCalledTimes(2);
  });
});

describe('loadWidgetsNamed', () => {
  it('loads the lazy widgets among names known before the form arrives (a generated index), each once', async () => {
    const date = lazyRegistration();
    const widgets: Record<string, WidgetRegistration> = { text: { component: Eager, labelsItself: false }, date: date.registration };
    await loadWidgetsNamed({ widgets }, ['text', 'date', 'date', 'date-time', 'toString']);
    expect(date.load).toHaveBeenCalledTimes(1);
    expect(widgetComponent(date.registration)).not.toBe(Slow);
  });
});

describe('widgetComponent', () => {
  it('is the component itself for an eager registration', async () => {
    const registration: WidgetRegistration = { component: Eager, labelsItself: true };
    expect(widgetComponent(registration)).toBe(Eager);
    expect(await loadWidget(registration)).toBe(Eager);
  });

  it('renders a loaded widget at once, the first time', async () => {
    const { registration } = lazyRegistration();
    await loadWidget(registration);
    const Component = widgetComponent(registration);
    expect(widgetComponent(registration)).toBe(Component);
    render(<Component {...props} />);
    expect(screen.getByRole('textbox', { name: 'slow' }).id).toBe('root_when');
  });

  it('loads a widget the host did not load first as it renders, showing nothing until it arrives', async () => {
    const arrival = deferred<WidgetComponent>();
    const registration: WidgetRegistration = { load: () => arrival.promise, labelsItself: false };
    const Component = widgetComponent(registration);
    const { container } = render(<Component {...props} />);
    expect(container.innerHTML).toBe('');
    await act(async () => arrival.resolve(Slow));
    expect(screen.getByRole('textbox', { name: 'slow' })).toBeTruthy();
  });
});

describe('lazyField', () => {
  const Roles = (field: FieldProps) => <fieldset id={field.fieldPathId.$id} aria-label="roles" />;
  const fieldProps = { fieldPathId: { $id: 'root_roles' } } as unknown as FieldProps;

  it('when a form names a lazy field, then loading its widgets loads the field too, once, and it renders at once', async () => {
    const load = vi.fn(async (): Promise<ComponentType<FieldProps>> => Roles);
    const roles = lazyField(load);
    const widgets: Record<string, WidgetRegistration> = { text: { component: Eager, labelsItself: false } };
    await loadFormWidgets({ widgets, fields: { roles } }, { ui: ui({ '/name': 'text', '/contacts': 'roles' }), displaySchema: {} });
    await loadWidgetsNamed({ widgets, fields: { roles } }, ['roles']);
    expect(load).toHaveBeenCalledTimes(1);
    const Loaded = roles;
    render(<Loaded {...fieldProps} />);
    expect(screen.getByRole('group', { name: 'roles' }).id).toBe('root_roles');
  });

  it('when a field was not loaded first, then it loads as it renders, showing nothing until it arrives', async () => {
    const arrival = deferred<ComponentType<FieldProps>>();
    const Lazy = lazyField(() => arrival.promise);
    const { container } = render(<Lazy {...fieldProps} />);
    expect(container.innerHTML).toBe('');
    await act(async () => arrival.resolve(Roles));
    expect(screen.getByRole('group', { name: 'roles' })).toBeTruthy();
  });

  it('when its chunk cannot be fetched, then loading rejects and a later load tries again', async () => {
    const load = vi.fn<() => Promise<ComponentType<FieldProps>>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Roles);
    const roles = lazyField(load);
    await expect(loadWidgetsNamed({ widgets: {}, fields: { roles } }, ['roles'])).rejects.toThrow('chunk failed');
    await expect(loadWidgetsNamed({ widgets: {}, fields: { roles } }, ['roles'])).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives tools the loader it was made with, and nothing for an ordinary component', () => {
    const load = async () => Roles;
    expect(lazyFieldLoader(lazyField(load))).toBe(load);
    expect(lazyFieldLoader(Roles)).toBeUndefined();
  });
});

describe('the generated index', () => {
  it("names a form's widgets as its ui.json and display schema give them, before its module loads", async () => {
    const { formValidatorLoaders, formWidgetNames } = await import('../../shared/generated/validators');
    const { widgetNamesOf } = await import('../core/widgetNames');
    const module = await formValidatorLoaders['profile']!();
    expect(formWidgetNames['profile']).toEqual([...widgetNamesOf(module.ui as FormUi, module.displaySchema)].sort());
    expect(formWidgetNames['profile']).toContain('addressLookup');
  });
});
