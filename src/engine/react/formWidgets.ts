// Widgets registered with a loader (widgetTypes.ts), and fields made with
// `lazyField`, arrive with the forms that use them. The host calls
// `loadFormWidgets` (or, knowing the form's widget names before its module
// arrives, `loadWidgetsNamed`, to fetch both at once) while it loads a form,
// and renders the form once that has resolved, so the form renders once,
// complete: no loading state appears inside a step.
// See docs/decisions/0029-widgets-load-with-their-forms.md.
import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { widgetNamesOf } from '../core/widgetNames';
import type { LazyWidgetRegistration, WidgetComponent, WidgetRegistration } from '../widgets/widgetTypes';
import type { EngineForm, WizardRegistry } from './Wizard';

const loaded = new WeakMap<LazyWidgetRegistration, WidgetComponent>();
const loading = new WeakMap<LazyWidgetRegistration, Promise<WidgetComponent>>();
const standIns = new WeakMap<LazyWidgetRegistration, WidgetComponent>();

/** A registration's component, loading it first when the registration has a loader (once; a failed load may be tried again). */
export function loadWidget(registration: WidgetRegistration): Promise<WidgetComponent> {
  if (registration.component) return Promise.resolve(registration.component);
  let promise = loading.get(registration);
  if (!promise) {
    promise = registration.load().then((component) => {
      loaded.set(registration, component);
      return component;
    });
    promise.catch(() => loading.delete(registration));
    loading.set(registration, promise);
  }
  return promise;
}

/** The registry a form's widgets and fields are loaded from; `fields` is optional for hosts that register widgets only. */
export type LoadableRegistry = Pick<WizardRegistry, 'widgets'> & Partial<Pick<WizardRegistry, 'fields'>>;

const own = <T>(record: Record<string, T> | undefined, name: string): T | undefined =>
  record && Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;

/**
 * Loads the lazily registered widgets, and the lazy fields, among `names`;
 * resolves when all are in, rejects when one could not be fetched. Names the
 * registry does not have, or has as components, are skipped.
 */
export async function loadWidgetsNamed(registry: LoadableRegistry, names: Iterable<string>): Promise<void> {
  const loads = [...new Set(names)].flatMap((name): Array<Promise<unknown>> => {
    const registration = own(registry.widgets, name);
    if (registration && !registration.component) return [loadWidget(registration)];
    const field = own(registry.fields, name);
    const loadField = field ? fieldLoaders.get(field) : undefined;
    return loadField ? [loadField()] : [];
  });
  await Promise.all(loads);
}

/** Loads every lazily registered widget and lazy field the form may render (widgetNamesOf: its ui.json's widget names and its schema's formats). */
export function loadFormWidgets(registry: LoadableRegistry, form: Pick<EngineForm, 'ui' | 'displaySchema'>): Promise<void> {
  return loadWidgetsNamed(registry, widgetNamesOf(form.ui, form.displaySchema));
}

/**
 * The component RJSF renders for a registration: its own; for a loader, one
 * that renders the loaded widget. Should a host render a form without loading
 * its widgets first, that widget loads as it first renders, showing nothing
 * until it has arrived (each instance keeps the way it started, so it does not
 * remount when the load completes).
 */
export function widgetComponent(registration: WidgetRegistration): WidgetComponent {
  if (registration.component) return registration.component;
  let standIn = standIns.get(registration);
  if (!standIn) {
    standIn = standInFor<WidgetProps>(
      () => loadWidget(registration),
      () => loaded.get(registration),
    );
    standIns.set(registration, standIn);
  }
  return standIn;
}

/**
 * A component that renders what `load` brings: at once when it has arrived,
 * otherwise nothing until it does. Each instance keeps the way it started, so
 * it does not remount when the load completes.
 */
function standInFor<P extends object>(load: () => Promise<ComponentType<P>>, loadedNow: () => ComponentType<P> | undefined): ComponentType<P> {
  const Loading = lazy(() => load().then((component) => ({ default: component })));
  return function LazyComponent(props: P) {
    const [Loaded] = useState(loadedNow);
    if (Loaded) return createElement(Loaded, props);
    return createElement(Suspense, { fallback: null }, createElement(Loading, props));
  };
}

type FieldComponent = ComponentType<FieldProps>;

/** The loader of each field `lazyField` made (loading once), by the component it returned. */
const fieldLoaders = new WeakMap<object, () => Promise<FieldComponent>>();
/** The loader each field was made with, as written (tools read which module it imports). */
const fieldSources = new WeakMap<object, () => Promise<FieldComponent>>();
/** The component each field `lazyField` made has loaded, if it has. */
const loadedFields = new WeakMap<object, () => FieldComponent | undefined>();

/**
 * An RJSF field in a chunk of its own (`lazyField(() => import('./RolePickerField').then((module) => module.RolePickerField))`),
 * for a registry's `fields`: loaded with the forms whose ui.json names it, as a lazy widget
 * registration is, and rendered as `widgetComponent` renders one.
 */
export function lazyField(load: () => Promise<FieldComponent>): FieldComponent {
  let component: FieldComponent | undefined;
  let pending: Promise<FieldComponent> | undefined;
  const loadOnce = () => {
    if (!pending) {
      pending = load().then((loadedComponent) => (component = loadedComponent));
      // A failed load may be tried again.
      pending.catch(() => (pending = undefined));
    }
    return pending;
  };
  const standIn = standInFor<FieldProps>(loadOnce, () => component);
  fieldLoaders.set(standIn, loadOnce);
  fieldSources.set(standIn, load);
  loadedFields.set(standIn, () => component);
  return standIn;
}

/** The field itself, or for a field `lazyField` made, the component it has loaded (undefined until then). */
export function loadedField(field: unknown): unknown {
  const loaded = typeof field === 'function' ? loadedFields.get(field) : undefined;
  return loaded ? loaded() : field;
}

/** The loader a field was made with by `lazyField`, as written; undefined for any other component. */
export function lazyFieldLoader(field: unknown): (() => Promise<unknown>) | undefined {
  return typeof field === 'function' ? fieldSources.get(field) : undefined;
}
