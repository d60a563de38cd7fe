// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  RepeatableGroupItemTemplate,
  RepeatableGroupTemplate,
  groupOptions,
  parseCount,
  resizeToCount,
  resolveCountPointer,
  tableColumns,
} from './RepeatableGroupTemplate';
import { groupTemplates } from './groupRegistry';
import { FormHarness, arrayTemplateProps, fakeEngineContext, itemTemplateProps, testRegistry } from './testing/groupProps';

afterEach(cleanup);

const itemSchema: RJSFSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', title: 'Label' },
    kind: { type: 'string', title: 'Kind', enum: ['small', 'large'], default: 'small' },
    size: { type: 'number', title: 'Size', default: 60 },
  },
};
const listSchema: RJSFSchema = { type: 'array', title: 'Parts', items: itemSchema, maxItems: 3 };
const listUi: UiSchema = { 'ui:options': { itemLabel: 'Part', addLabel: 'Add a part' } };

/** A registry with the engine's templates, as a Form builds it: the group's Add and Remove buttons come from its ButtonTemplates. */
function registryWithGroupTemplates() {
  return testRegistry({ templates: groupTemplates });
}

/** Items as RJSF v6 hands them to the ArrayFieldTemplate: already rendered item templates. */
function itemElements(count: number, parentUiSchema: UiSchema, onRemove: (index: number) => void = () => undefined) {
  return Array.from({ length: count }, (_, index) => (
    <RepeatableGroupItemTemplate
      key={index}
      {...itemTemplateProps({
        index,
        totalItems: count,
        arrayPath: ['parts'],
        schema: itemSchema,
        parentUiSchema,
        registry: registryWithGroupTemplates(),
        onRemoveItem: () => onRemove(index),
        children: <input aria-label={`Label of part ${index + 1}`} />,
      })}
    />
  ));
}

function renderList(count: number, options: { uiSchema?: UiSchema; schema?: RJSFSchema; canAdd?: boolean } = {}) {
  const uiSchema = options.uiSchema ?? listUi;
  const onAddClick = vi.fn();
  const onRemove = vi.fn();
  const props = arrayTemplateProps({
    schema: options.schema ?? listSchema,
    uiSchema,
    path: ['parts'],
    formData: Array.from({ length: count }, () => ({})),
    items: itemElements(count, uiSchema, onRemove),
    onAddClick,
    canAdd: options.canAdd ?? true,
    title: 'Parts',
    registry: registryWithGroupTemplates(),
  });
  render(<RepeatableGroupTemplate {...props} />);
  return { onAddClick, onRemove };
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

describe('RepeatableGroupTemplate', () => {
  it('puts each item in a fieldset with a numbered legend, inside a group named by the title', () => {
    renderList(2);
    const group = screen.getByRole('group', { name: 'Parts' });
    expect(within(group).getByRole('group', { name: 'Part 1' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Part 2' })).getByRole('textbox', { name: 'Label of part 2' })).toBeTruthy();
  });

  it('defaults the labels to "Item" and "Add another"', () => {
    renderList(1, { uiSchema: {} });
    expect(screen.getByRole('group', { name: 'Item 1' })).toBeTruthy();
    expect(button('Add another')).toBeTruthy();
    expect(button('Remove Item 1')).toBeTruthy();
  });

  it('adds through onAddClick', async () => {
    const user = userEvent.setup();
    const { onAddClick } = renderList(1);
    await user.click(button('Add a part'));
    expect(onAddClick).toHaveBeenCalledTimes(1);
  });

  it('offers no add button at maxItems or when RJSF says it cannot add', () => {
    renderList(3);
    expect(screen.queryByRole('button', { name: 'Add a part' })).toBeNull();
    cleanup();
    renderList(1, { canAdd: false });
    expect(screen.queryByRole('button', { name: 'Add a part' })).toBeNull();
  });

  it('removes through the item buttons, and the last item cannot be removed', async () => {
    const user = userEvent.setup();
    const { onRemove } = renderList(2);
    expect(button('Remove Part 1').disabled).toBe(false);
    await user.click(button('Remove Part 2'));
    expect(onRemove).toHaveBeenCalledWith(1);
    cleanup();
    renderList(1);
    expect(button('Remove Part 1').disabled).toBe(true);
  });

  it('hides remove buttons when ui:options.removable is false', () => {
    renderList(2, { uiSchema: { 'ui:options': { itemLabel: 'Part', removable: false } } });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('shows the hint above the items and describes the group with it', () => {
    renderList(1, { uiSchema: { 'ui:options': { itemLabel: 'Part', hint: 'Enter N/A if the part has no label' } } });
    const hint = screen.getByText('Enter N/A if the part has no label');
    const group = screen.getByRole('group', { name: 'Parts' });
    expect(group.getAttribute('aria-describedby')).toBe(hint.id);
    expect(hint.compareDocumentPosition(screen.getByRole('group', { name: 'Part 1' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the many-items message only above the threshold', () => {
    const uiSchema: UiSchema = { 'ui:options': { itemLabel: 'Part', manyItemsThreshold: 2, manyItemsMessage: 'Consider a file instead' } };
    const schema = { ...listSchema, maxItems: undefined };
    renderList(2, { uiSchema, schema });
    expect(screen.queryByText('Consider a file instead')).toBeNull();
    cleanup();
    renderList(3, { uiSchema, schema });
    expect(screen.getByRole('status').textContent).toBe('Consider a file instead');
  });

  it('hides the group legend with ui:options.label false', () => {
    renderList(1, { uiSchema: { 'ui:options': { label: false } } });
    expect(screen.queryByRole('group', { name: 'Parts' })).toBeNull();
  });
});

describe('count linkage', () => {
  it('resizes a list by dropping from the end or appending new items', () => {
    let made = 0;
    const makeItem = () => ({ n: ++made });
    const items = [{ n: 0 }, { n: -1 }];
    expect(resizeToCount(items, 2, makeItem)).toBe(items);
    expect(resizeToCount(items, 1, makeItem)).toEqual([{ n: 0 }]);
    expect(resizeToCount(items, 4, makeItem)).toEqual([{ n: 0 }, { n: -1 }, { n: 1 }, { n: 2 }]);
    expect(resizeToCount(items, 0, makeItem)).toEqual([]);
    expect(resizeToCount(items, -1, makeItem)).toBe(items);
    expect(resizeToCount(items, 2.5, makeItem)).toBe(items);
  });

  it('reads counts from numbers and numeric strings only', () => {
    expect(parseCount(3)).toBe(3);
    expect(parseCount('3')).toBe(3);
    expect(parseCount(' 10 ')).toBe(10);
    expect(parseCount('More than 10')).toBeNull();
    expect(parseCount('')).toBeNull();
    expect(parseCount(2.5)).toBeNull();
    expect(parseCount(-1)).toBeNull();
    expect(parseCount(undefined)).toBeNull();
  });

  it('resolves the count pointer: absolute, with * from the array path, or a sibling name', () => {
    expect(resolveCountPointer('/site/count', ['site', 'rows'])).toBe('/site/count');
    expect(resolveCountPointer('/sites/*/count', ['sites', 2, 'rows'])).toBe('/sites/2/count');
    expect(resolveCountPointer('/sites/*/count', ['other', 'rows'])).toBeNull();
    expect(resolveCountPointer('count', ['sites', 2, 'rows'])).toBe('/sites/2/count');
    expect(resolveCountPointer('a/b', ['x', 'rows'])).toBe('/x/a~1b');
  });

  function renderFollowing(document: unknown, formData: unknown[], context = fakeEngineContext(document)) {
    const uiSchema: UiSchema = { 'ui:options': { itemLabel: 'Part', countField: '/site/count' } };
    const onAddClick = vi.fn();
    const props = arrayTemplateProps({
      schema: { ...listSchema, maxItems: 5 },
      uiSchema,
      path: ['site', 'parts'],
      formData,
      items: itemElements(formData.length, uiSchema),
      formContext: context,
      onAddClick,
    });
    render(<RepeatableGroupTemplate {...props} />);
    return { context, onAddClick };
  }

  it('writes the resized list, new items with their defaults, through setValue', () => {
    const { context } = renderFollowing({ site: { count: '3', parts: [{ label: 'a' }] } }, [{ label: 'a' }]);
    expect(context.setValue.calls).toEqual([
      ['/site/parts', [{ label: 'a' }, { kind: 'small', size: 60 }, { kind: 'small', size: 60 }]],
    ]);
  });

  it('shrinks, clamps to maxItems, and leaves the list alone for a non-numeric count', () => {
    expect(renderFollowing({ site: { count: 1 } }, [{}, {}]).context.setValue.calls).toEqual([['/site/parts', [{}]]]);
    cleanup();
    expect(renderFollowing({ site: { count: '9' } }, [{}]).context.setValue.calls[0]?.[1]).toHaveLength(5);
    cleanup();
    expect(renderFollowing({ site: { count: 'More than 10' } }, [{}]).context.setValue.calls).toEqual([]);
  });

  it('grows with onAddClick when the host has no setValue', () => {
    const context = { getDocument: () => ({ site: { count: 2 } }) };
    const { onAddClick } = renderFollowing(undefined, [{}], context as never);
    expect(onAddClick).toHaveBeenCalledTimes(1);
  });

  it('does not let the user add or remove rows that follow a count', () => {
    renderFollowing({ site: { count: 2 } }, [{}, {}]);
    expect(screen.queryByRole('button', { name: /Add|Remove/ })).toBeNull();
  });
});

describe('table layout', () => {
  it('derives the columns from the item schema and its uiSchema', () => {
    expect(tableColumns(itemSchema, { kind: { 'ui:title': 'Type' }, size: { 'ui:widget': 'hidden' } })).toEqual([
      { name: 'label', title: 'Label' },
      { name: 'kind', title: 'Type' },
    ]);
    expect(tableColumns(itemSchema, { 'ui:order': ['size', '*'] }).map((column) => column.name)).toEqual(['size', 'label', 'kind']);
    expect(groupOptions({ 'ui:options': { tableLayout: true } }).tableLayout).toBe(true);
  });
});

describe('inside a real RJSF form', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: { parts: listSchema },
  };

  it('adds an item with its defaults, focuses it, removes it and returns focus to the add button', async () => {
    const user = userEvent.setup();
    const onDocument = vi.fn();
    render(<FormHarness schema={schema} uiSchema={{ parts: listUi }} initial={{ parts: [{ label: 'first' }] }} onDocument={onDocument} />);
    expect(button('Remove Part 1').disabled).toBe(true);

    await user.click(button('Add a part'));
    const second = screen.getByRole('group', { name: 'Part 2' });
    // RJSF fills schema defaults into every item.
    expect(onDocument).toHaveBeenLastCalledWith({ parts: [{ label: 'first', kind: 'small', size: 60 }, { kind: 'small', size: 60 }] });
    expect(document.activeElement).toBe(within(second).getAllByRole('textbox')[0]);
    expect(button('Remove Part 1').disabled).toBe(false);

    await user.click(button('Remove Part 2'));
    expect(screen.queryByRole('group', { name: 'Part 2' })).toBeNull();
    expect(onDocument).toHaveBeenLastCalledWith({ parts: [{ label: 'first', kind: 'small', size: 60 }] });
    expect(document.activeElement).toBe(button('Add a part'));
  });

  it('renders a table with column headers, row headers and a labelled field in each cell', async () => {
    const user = userEvent.setup();
    const onDocument = vi.fn();
    render(
      <FormHarness
        schema={schema}
        uiSchema={{ parts: { 'ui:options': { itemLabel: 'Part', tableLayout: true } } }}
        initial={{ parts: [{ kind: 'large', size: 60 }, { kind: 'small', size: 80 }] }}
        onDocument={onDocument}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Part', 'Label', 'Kind', 'Size', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Part 1', 'Part 2']);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    const size = within(cells[2]!).getByRole('spinbutton', { name: 'Size' });
    expect((size as HTMLInputElement).value).toBe('80');

    await user.type(within(rows[1]!).getByRole('textbox', { name: 'Label' }), 'B');
    expect(onDocument).toHaveBeenLastCalledWith({ parts: [{ kind: 'large', size: 60 }, { kind: 'small', size: 80, label: 'B' }] });

    await user.click(within(rows[0]!).getByRole('button', { name: 'Remove Part 1' }));
    expect(onDocument).toHaveBeenLastCalledWith({ parts: [{ kind: 'small', size: 80, label: 'B' }] });
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'Remove Part 1' })).toHaveProperty('disabled', true);
  });

  describe('a long table (from LONG_LIST_ROWS rows)', () => {
    const longSchema: RJSFSchema = { type: 'object', properties: { parts: { ...listSchema, maxItems: 100 } } };
    const sixty = { parts: Array.from({ length: 60 }, (_, index) => ({ label: `part ${index + 1}`, kind: 'small', size: 60 })) };
    const renderLong = () =>
      render(<FormHarness schema={longSchema} uiSchema={{ parts: { 'ui:options': { itemLabel: 'Part', tableLayout: true } } }} initial={sixty} />);
    const rowHeaders = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);

    afterEach(() => vi.unstubAllGlobals());

    it('shows every row, in runs, once it has mounted, where nothing can be measured', () => {
      // jsdom has no ResizeObserver: the table stays a table with equal columns.
      renderLong();
      expect(rowHeaders()).toEqual(sixty.parts.map((_, index) => `Part ${index + 1}`));
      expect(screen.getByRole('table').querySelectorAll('tbody')).toHaveLength(2);
      expect(document.querySelector('[data-long-list]')).not.toBeNull();
    });

    it('shows every row in its measured columns where the browser can measure', () => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      const getContext = vi
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue({ font: '', measureText: (text: string) => ({ width: text.length * 8 }) } as unknown as CanvasRenderingContext2D);
      try {
        renderLong();
        expect(rowHeaders()).toHaveLength(60);
        const wrap = document.querySelector<HTMLElement>('[data-long-list]');
        expect(wrap?.style.getPropertyValue('--engine-table-columns')).toMatch(/^minmax\(0, [\d.]+fr\)/);
        const lastRow = within(screen.getByRole('table')).getAllByRole('row').at(-1)!;
        expect(within(lastRow).getByRole<HTMLInputElement>('textbox', { name: 'Label' }).value).toBe('part 60');
      } finally {
        getContext.mockRestore();
      }
    });
  });

  it('grows and shrinks the rows with the count field', async () => {
    const user = userEvent.setup();
    const onDocument = vi.fn();
    const countSchema: RJSFSchema = {
      type: 'object',
      properties: {
        count: { type: 'string', title: 'How many', enum: ['1', '2', '3', 'More than 3'] },
        parts: { ...listSchema, maxItems: 10 },
      },
    };
    render(
      <FormHarness
        schema={countSchema}
        uiSchema={{ parts: { 'ui:options': { itemLabel: 'Part', countField: '/count' } } }}
        initial={{ count: '1', parts: [{ label: 'kept' }] }}
        onDocument={onDocument}
      />,
    );
    const count = screen.getByRole('combobox', { name: 'How many' });
    await user.selectOptions(count, '3');
    expect(screen.getByRole('group', { name: 'Part 3' })).toBeTruthy();
    expect(onDocument).toHaveBeenLastCalledWith({
      count: '3',
      parts: [{ label: 'kept', kind: 'small', size: 60 }, { kind: 'small', size: 60 }, { kind: 'small', size: 60 }],
    });
    await user.selectOptions(count, 'More than 3');
    expect(screen.getAllByRole('group', { name: /^Part \d$/ })).toHaveLength(3);
    await user.selectOptions(count, '2');
    expect(screen.getAllByRole('group', { name: /^Part \d$/ })).toHaveLength(2);
    expect(onDocument).toHaveBeenLastCalledWith({ count: '2', parts: [{ label: 'kept', kind: 'small', size: 60 }, { kind: 'small', size: 60 }] });
  });

  it('grows one add at a time when the host offers no setValue', async () => {
    const user = userEvent.setup();
    const countSchema: RJSFSchema = {
      type: 'object',
      properties: { count: { type: 'integer', title: 'How many' }, parts: { ...listSchema, maxItems: 10 } },
    };
    render(
      <FormHarness
        schema={countSchema}
        uiSchema={{ parts: { 'ui:options': { itemLabel: 'Part', countField: 'count' } } }}
        initial={{ count: 1, parts: [{}] }}
        withoutSetValue
      />,
    );
    await user.type(screen.getByRole('spinbutton', { name: 'How many' }), '{Backspace}3');
    expect(await screen.findByRole('group', { name: 'Part 3' })).toBeTruthy();
  });
});

describe('registry props', () => {
  it('uses the shared test registry', () => {
    expect(testRegistry().fields['SchemaField']).toBeTruthy();
  });
});
