// Builds the props RJSF would hand a widget, so widget tests can render a
// widget on its own without a whole form. Callbacks are vi.fn() so tests can
// assert what the widget reported to the engine.
import { createElement, useState, type ComponentType } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';

// jsdom has no CSS.escape; user-event needs it to walk a radio group with the arrow keys.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  (globalThis as { CSS?: unknown }).CSS = {
    ...globalThis.CSS,
    escape: (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`),
  };
}

export interface WidgetOverrides extends Partial<Omit<WidgetProps, 'onChange' | 'onBlur' | 'onFocus'>> {
  onChange?: Mock;
  onBlur?: Mock;
  onFocus?: Mock;
  /** Becomes `registry.formContext` (the engine context), unless `registry` itself is given. */
  formContext?: unknown;
}

export interface WidgetTestProps extends WidgetProps {
  onChange: Mock;
  onBlur: Mock;
  onFocus: Mock;
}

export function widgetProps(overrides: WidgetOverrides = {}): WidgetTestProps {
  const { formContext = {}, ...rest } = overrides;
  // Only what widgets read is real; the rest of RJSF's Registry (schemaUtils,
  // templates) would need a whole Form, and widgets must not depend on it.
  const registry = {
    formContext,
    fields: {},
    templates: {},
    widgets: {},
    rootSchema: {},
    globalFormOptions: {},
    translateString: (key: string) => key,
  } as unknown as WidgetProps['registry'];
  return {
    id: 'root_field',
    name: 'field',
    label: 'Field',
    value: undefined,
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    rawErrors: [],
    schema: { type: 'string' },
    options: {},
    registry,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    ...rest,
  };
}

export interface RenderedWidget extends RenderResult {
  props: WidgetTestProps;
  user: UserEvent;
  /** Re-renders with changed props, as RJSF does when the form data changes from outside. */
  rerenderWith(changes: WidgetOverrides): WidgetTestProps;
}

interface HarnessProps {
  component: ComponentType<WidgetProps>;
  widget: WidgetTestProps;
}

// Plays the form: a value the widget reports comes back as its `value` prop,
// as RJSF does, so controlled inputs behave as they would in a real form.
function FormHarness({ component: Component, widget }: HarnessProps) {
  const [value, setValue] = useState<unknown>(widget.value);
  const [given, setGiven] = useState<unknown>(widget.value);
  if (!Object.is(widget.value, given)) {
    setGiven(widget.value);
    setValue(widget.value);
  }
  const onChange = (next: unknown, ...rest: unknown[]) => {
    widget.onChange(next, ...rest);
    setValue(next);
  };
  return createElement(Component, { ...widget, value, onChange });
}

export function renderWidget(Component: ComponentType<WidgetProps>, overrides: WidgetOverrides = {}): RenderedWidget {
  const user = userEvent.setup();
  let props = widgetProps(overrides);
  const result = render(createElement(FormHarness, { component: Component, widget: props }));
  return {
    ...result,
    props,
    user,
    rerenderWith(changes) {
      const { formContext, ...rest } = changes;
      const registry = formContext === undefined ? props.registry : widgetProps({ formContext }).registry;
      props = { ...props, ...rest, registry } as WidgetTestProps;
      result.rerender(createElement(FormHarness, { component: Component, widget: props }));
      return props;
    },
  };
}
