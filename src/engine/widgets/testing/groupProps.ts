// Hand-built RJSF props for testing the group widgets and templates without a
// whole Form: a real registry (real schema utils and default fields), a fake
// engine form context whose document tests can read and change, and factories
// for FieldProps, ArrayFieldTemplateProps and ArrayFieldItemTemplateProps.
// Test support only; nothing here imports a test runner.
import Form, { getTestRegistry } from '@rjsf/core';
import {
  toFieldPathId,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type FieldPathList,
  type FieldProps,
  type RJSFSchema,
  type Registry,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type TemplatesType,
  type UiSchema,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createElement, Fragment, useCallback, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { parsePointer } from '../../../shared/validation/keywords/pointer';
import { ContactPreferencesField } from '../ContactPreferencesField';
import { FileUploadWidget } from '../FileUploadWidget';
import { groupTemplates } from '../groupRegistry';
import { RolePickerField } from '../RolePickerField';

/** The group fields themselves, not the registry's stand-ins that load them: a test renders at once. */
const groupFields = { roles: RolePickerField, contactPreferences: ContactPreferencesField, fileUpload: FileUploadWidget };

type Fn = (...args: never[]) => unknown;

/** Records every call, like a tiny spy, without depending on the test runner. */
export interface Recorder<F extends Fn> {
  (...args: Parameters<F>): void;
  calls: Parameters<F>[];
}

export function recorder<F extends Fn>(then?: (...args: Parameters<F>) => void): Recorder<F> {
  const calls: Parameters<F>[] = [];
  const record = ((...args: Parameters<F>) => {
    calls.push(args);
    then?.(...args);
  }) as Recorder<F>;
  record.calls = calls;
  return record;
}

function setAt(root: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(head)] = setAt(root[Number(head)], rest, value);
    return copy;
  }
  const object = root !== null && typeof root === 'object' ? (root as Record<string, unknown>) : {};
  return { ...object, [head]: setAt(object[head], rest, value) };
}

export interface FakeEngineContext {
  /** The current document; tests may replace it. */
  document: unknown;
  getDocument(): unknown;
  setValue: Recorder<(pointer: string, value: unknown) => void>;
  setBusy: Recorder<(pointer: string, busy: boolean) => void>;
  uploader?: unknown;
  [member: string]: unknown;
}

/**
 * A form context like the engine's: `getDocument()` returns `document`,
 * `setValue(pointer, value)` writes into it (and records the call), and
 * `setBusy` records calls. `extra` adds or replaces members (e.g. `uploader`).
 */
export function fakeEngineContext(document: unknown, extra: Record<string, unknown> = {}): FakeEngineContext {
  const context: FakeEngineContext = {
    document,
    getDocument: () => context.document,
    setValue: recorder<(pointer: string, value: unknown) => void>((pointer, value) => {
      context.document = setAt(context.document, parsePointer(pointer), value);
    }),
    setBusy: recorder<(pointer: string, busy: boolean) => void>(),
    ...extra,
  };
  return context;
}

export interface RegistryOptions {
  rootSchema?: RJSFSchema;
  formContext?: unknown;
  fields?: RegistryFieldsType;
  templates?: Partial<TemplatesType>;
  /** Widgets beside RJSF's own. */
  widgets?: RegistryWidgetsType;
}

/** A real registry: core fields, widgets and templates, schema utils with the Ajv 8 validator. */
export function testRegistry(options: RegistryOptions = {}): Registry {
  return getTestRegistry(
    options.rootSchema ?? {},
    options.fields ?? {},
    options.templates ?? {},
    options.widgets ?? {},
    (options.formContext ?? {}) as Record<string, unknown>,
  );
}

export interface FieldPropsOptions<T> {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: T;
  /** The field's path in the document, e.g. `['contacts', 1, 'roles']`. */
  path: FieldPathList;
  registry?: Registry;
  formContext?: unknown;
  onChange?: FieldProps<T>['onChange'];
  rawErrors?: string[];
  disabled?: boolean;
  readonly?: boolean;
}

export function fieldProps<T>(options: FieldPropsOptions<T>): FieldProps<T> {
  const registry = options.registry ?? testRegistry({ formContext: options.formContext });
  const fieldPathId = toFieldPathId('', registry.globalFormOptions, options.path);
  const last = options.path[options.path.length - 1];
  return {
    schema: options.schema,
    uiSchema: options.uiSchema ?? {},
    formData: options.formData,
    fieldPathId,
    name: last === undefined ? '' : String(last),
    registry,
    onChange: options.onChange ?? (() => undefined),
    onBlur: () => undefined,
    onFocus: () => undefined,
    rawErrors: options.rawErrors ?? [],
    disabled: options.disabled ?? false,
    readonly: options.readonly ?? false,
  };
}

export interface ArrayTemplatePropsOptions {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown[];
  path: FieldPathList;
  items: ReactElement[];
  registry?: Registry;
  formContext?: unknown;
  onAddClick?: () => void;
  canAdd?: boolean;
  title?: string;
  disabled?: boolean;
  readonly?: boolean;
}

export function arrayTemplateProps(options: ArrayTemplatePropsOptions): ArrayFieldTemplateProps {
  const registry = options.registry ?? testRegistry({ formContext: options.formContext });
  return {
    schema: options.schema,
    uiSchema: options.uiSchema ?? {},
    registry,
    fieldPathId: toFieldPathId('', registry.globalFormOptions, options.path),
    formData: options.formData ?? [],
    items: options.items,
    canAdd: options.canAdd ?? true,
    onAddClick: options.onAddClick ?? (() => undefined),
    title: options.title ?? '',
    disabled: options.disabled ?? false,
    readonly: options.readonly ?? false,
  };
}

export interface ItemTemplatePropsOptions {
  index: number;
  totalItems: number;
  /** The array's path; the item's path is this plus the index. */
  arrayPath: FieldPathList;
  /** The item's schema (used by the table layout). */
  schema?: RJSFSchema;
  uiSchema?: UiSchema;
  /** The array's uiSchema (where `itemLabel`, `tableLayout` ... live). */
  parentUiSchema?: UiSchema;
  registry?: Registry;
  children?: ReactNode;
  onRemoveItem?: () => void;
  hasRemove?: boolean;
  disabled?: boolean;
  readonly?: boolean;
}

export function itemTemplateProps(options: ItemTemplatePropsOptions): ArrayFieldItemTemplateProps {
  const registry = options.registry ?? testRegistry();
  const fieldPathId = toFieldPathId(options.index, registry.globalFormOptions, options.arrayPath);
  const schema = options.schema ?? { type: 'string' };
  const noop = () => undefined;
  return {
    children: options.children ?? null,
    buttonsProps: {
      fieldPathId,
      disabled: options.disabled ?? false,
      readonly: options.readonly ?? false,
      canAdd: true,
      hasCopy: false,
      hasMoveUp: false,
      hasMoveDown: false,
      hasRemove: options.hasRemove ?? true,
      index: options.index,
      totalItems: options.totalItems,
      onAddItem: noop,
      onCopyItem: noop,
      onRemoveItem: options.onRemoveItem ?? noop,
      onMoveUpItem: noop,
      onMoveDownItem: noop,
      registry,
      schema,
      uiSchema: options.uiSchema ?? {},
    },
    className: 'rjsf-array-item',
    disabled: options.disabled ?? false,
    hasToolbar: options.hasRemove ?? true,
    index: options.index,
    totalItems: options.totalItems,
    readonly: options.readonly ?? false,
    itemKey: `item-${options.index}`,
    registry,
    schema,
    uiSchema: options.uiSchema ?? {},
    parentUiSchema: options.parentUiSchema ?? {},
  };
}

export interface FormHarnessProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  initial: unknown;
  /** Further form context members (e.g. `uploader`). */
  extraContext?: Record<string, unknown>;
  /** Called with every new document. */
  onDocument?: (document: unknown) => void;
  /** Leave out `setValue` from the context. */
  withoutSetValue?: boolean;
}

/** The harness's document store: the latest document, and listeners told of each change (as the form controller tells them). */
class DocumentHolder {
  private readonly listeners = new Set<() => void>();
  constructor(private document: unknown) {}
  get(): unknown {
    return this.document;
  }
  set(next: unknown): void {
    this.document = next;
    for (const listener of [...this.listeners]) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * A real RJSF Form with the group fields and templates, holding the document
 * in state like the engine does. As in the engine, the form context stays the
 * same object while the document changes, and fields that read other parts of
 * the document subscribe to it (src/engine/react/useCommittedDocument.ts).
 */
export function FormHarness(props: FormHarnessProps) {
  const { schema, uiSchema, initial, extraContext, onDocument, withoutSetValue } = props;
  const [document, setDocument] = useState<unknown>(initial);
  // The latest document, also between a change and the next render (the
  // engine keeps it in a ref; here a holder made once).
  const [latest] = useState(() => new DocumentHolder(initial));
  const update = useCallback(
    (next: unknown) => {
      latest.set(next);
      setDocument(next);
      onDocument?.(next);
    },
    [latest, onDocument],
  );
  const formContext = useMemo(
    () => ({
      ...extraContext,
      subscribe: latest.subscribe,
      getDocument: () => latest.get(),
      getCommittedDocument: () => latest.get(),
      ...(withoutSetValue
        ? {}
        : { setValue: (pointer: string, value: unknown) => update(setAt(latest.get(), parsePointer(pointer), value)) }),
    }),
    [extraContext, latest, update, withoutSetValue],
  );
  return createElement(
    Form,
    {
      schema,
      uiSchema,
      formData: document,
      validator,
      fields: groupFields as RegistryFieldsType,
      templates: groupTemplates,
      formContext,
      onChange: (event: { formData?: unknown }) => update(event.formData),
    },
    createElement(Fragment),
  );
}
