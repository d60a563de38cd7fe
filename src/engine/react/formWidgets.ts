// Widgets registered with a loader (widgetTypes.ts) arrive with the forms that
// use them. The host calls `loadFormWidgets` (or, knowing the form's widget
// names before its module arrives, `loadWidgetsNamed`, to fetch both at once)
// while it loads a form, and renders the form once that has resolved, so the
// form renders once, complete: no loading state appears inside a step.
// See docs/decisions/0029-widgets-load-with-their-forms.md.
import { createElement, lazy, Suspense, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
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

/**
 * Loads the lazily registered widgets among `names`; resolves when all are in,
 * rejects when one could not be fetched. Names the registry does not have, or
 * has as components, are skipped.
 */
export async function loadWidgetsNamed(registry: Pick<WizardRegistry, 'widgets'>, names: Iterable<string>): Promise<void> {
  const registrations = [...new Set(names)].flatMap((name) => {
    const registration = Object.prototype.hasOwnProperty.call(registry.widgets, name) ? registry.widgets[name] : undefined;
    return registration && !registration.component ? [registration] : [];
  });
  await Promise.all(registrations.map(loadWidget));
}

/** Loads every lazily registered widget the form may render (widgetNamesOf: its ui.json's widget names and its schema's formats). */
export function loadFormWidgets(registry: Pick<WizardRegistry, 'widgets'>, form: Pick<EngineForm, 'ui' | 'displaySchema'>): Promise<void> {
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
    const Loading = lazy(() => loadWidget(registration).then((component) => ({ default: component })));
    const LazyWidget = (props: WidgetProps) => {
      const [Loaded] = useState(() => loaded.get(registration));
      if (Loaded) return createElement(Loaded, props);
      return createElement(Suspense, { fallback: null }, createElement(Loading, props));
    };
    standIn = LazyWidget;
    standIns.set(registration, standIn);
  }
  return standIn;
}
