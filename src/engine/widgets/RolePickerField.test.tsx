// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { RolePickerField } from './RolePickerField';
import { FormHarness, fakeEngineContext, fieldProps } from './testing/groupProps';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  title: 'Roles',
  properties: {
    owner: { type: 'boolean', title: 'Owner' },
    reviewer: { type: 'boolean', title: 'Reviewer' },
    approver: { type: 'boolean', title: 'Approver' },
    observer: { type: 'boolean', title: 'Observer' },
  },
};

type Flags = Record<string, unknown>;

function renderPicker(options: {
  document: { people: { roles?: Flags }[] };
  index: number;
  uiSchema?: UiSchema;
  onChange?: FieldProps<Flags>['onChange'];
}) {
  const context = fakeEngineContext(options.document);
  const onChange = options.onChange ?? vi.fn();
  const props = fieldProps<Flags>({
    schema,
    uiSchema: options.uiSchema,
    formData: options.document.people[options.index]?.roles,
    path: ['people', options.index, 'roles'],
    formContext: context,
    onChange,
  });
  const view = render(<RolePickerField {...props} />);
  return { ...view, props, context, onChange };
}

function box(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('checkbox', { name });
}

describe('RolePickerField', () => {
  it('is a group named by its legend with a checkbox per property, labelled from optionLabels or titles', () => {
    renderPicker({
      document: { people: [{ roles: {} }] },
      index: 0,
      uiSchema: { 'ui:title': 'What does this person do?', 'ui:options': { optionLabels: { reviewer: 'Checks the work' } } },
    });
    expect(screen.getByRole('group', { name: 'What does this person do?' })).toBeTruthy();
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').map((input) => input.labels?.[0]?.textContent)).toEqual([
      'Owner',
      'Checks the work',
      'Approver',
      'Observer',
    ]);
    // Ids follow RJSF's, so an error at /people/0/roles/owner can focus its box.
    expect(box('Owner').id).toBe('root_people_0_roles_owner');
  });

  it('falls back to ui:options.label, then the schema title', () => {
    // The engine copies ui.json's `label` into ui:options as a string (RJSF types it as a boolean).
    const uiSchema = { 'ui:options': { label: 'Jobs' } } as unknown as UiSchema;
    renderPicker({ document: { people: [{}] }, index: 0, uiSchema });
    expect(screen.getByRole('group', { name: 'Jobs' })).toBeTruthy();
    cleanup();
    renderPicker({ document: { people: [{}] }, index: 0 });
    expect(screen.getByRole('group', { name: 'Roles' })).toBeTruthy();
  });

  it('disables a role another item holds, and leaves the others free', () => {
    renderPicker({ document: { people: [{ roles: { reviewer: true } }, { roles: {} }] }, index: 1 });
    expect(box('Reviewer').disabled).toBe(true);
    expect(box('Owner').disabled).toBe(false);
  });

  it('frees the roles of a removed item on the next render', () => {
    const document = { people: [{ roles: {} }, { roles: { approver: true } }, { roles: {} }] };
    const { rerender, props } = renderPicker({ document, index: 0 });
    expect(box('Approver').disabled).toBe(true);
    const context = props.registry.formContext as { document: unknown };
    context.document = { people: [{ roles: {} }, { roles: {} }] };
    rerender(<RolePickerField {...props} />);
    expect(box('Approver').disabled).toBe(false);
  });

  it('reports the whole object, every flag included, as soon as a box is ticked', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker({ document: { people: [{ roles: { owner: true } }] }, index: 0 });
    await user.click(box('Observer'));
    expect(onChange).toHaveBeenLastCalledWith(
      { owner: true, reviewer: false, approver: false, observer: true },
      ['people', 0, 'roles'],
    );
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker({ document: { people: [{ roles: {} }] }, index: 0 });
    await user.tab();
    expect(document.activeElement).toBe(box('Owner'));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ owner: true }), ['people', 0, 'roles']);
  });

  describe('firstItemRoles', () => {
    const uiSchema: UiSchema = { 'ui:options': { firstItemRoles: ['owner'] } };

    it('shows the first-item roles ticked and locked on item 0', () => {
      renderPicker({ document: { people: [{ roles: { owner: true } }] }, index: 0, uiSchema });
      expect(box('Owner').checked).toBe(true);
      expect(box('Owner').disabled).toBe(true);
    });

    it('sets them on item 0 when the value lacks them', () => {
      const { onChange } = renderPicker({ document: { people: [{ roles: { reviewer: true } }] }, index: 0, uiSchema });
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith({ reviewer: true, owner: true }, ['people', 0, 'roles']);
    });

    it('never offers them to the other items', () => {
      renderPicker({ document: { people: [{ roles: { owner: true } }, { roles: {} }] }, index: 1, uiSchema });
      expect(screen.queryByRole('checkbox', { name: 'Owner' })).toBeNull();
      expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    });
  });

  describe('maxExtraRoles', () => {
    const uiSchema: UiSchema = { 'ui:options': { firstItemRoles: ['owner'], maxExtraRoles: 2 } };

    it('counts the roles held by items other than the first', () => {
      renderPicker({
        document: { people: [{ roles: { owner: true, reviewer: true } }, { roles: { approver: true } }] },
        index: 1,
        uiSchema,
      });
      expect(screen.getByText('1 of 2 additional roles assigned')).toBeTruthy();
      expect(box('Observer').disabled).toBe(false);
      expect(box('Observer').getAttribute('aria-describedby')).toBeNull();
      expect(screen.getByRole('group').getAttribute('aria-describedby')).toContain('root_people_1_roles__roles-hint');
    });

    it('blocks further roles once the limit is reached, but still lets a held one be unticked', () => {
      renderPicker({
        document: { people: [{ roles: { owner: true } }, { roles: { approver: true } }, { roles: { observer: true } }] },
        index: 1,
        uiSchema,
      });
      expect(screen.getByText('2 of 2 additional roles assigned')).toBeTruthy();
      expect(box('Reviewer').disabled).toBe(true);
      expect(box('Approver').disabled).toBe(false);
      expect(box('Approver').checked).toBe(true);
      expect(box('Observer').disabled).toBe(true);
    });

    it('does not limit or show the count on the first item', () => {
      renderPicker({
        document: { people: [{ roles: { owner: true } }, { roles: { approver: true } }, { roles: { observer: true } }] },
        index: 0,
        uiSchema,
      });
      expect(screen.queryByText(/additional roles assigned/)).toBeNull();
      expect(box('Reviewer').disabled).toBe(false);
    });

    it('takes its wording from extraRolesHint', () => {
      renderPicker({
        document: { people: [{ roles: {} }, { roles: {} }] },
        index: 1,
        uiSchema: { 'ui:options': { maxExtraRoles: 2, extraRolesHint: 'Extra: {n}/{max}' } },
      });
      expect(screen.getByText('Extra: 0/2')).toBeTruthy();
    });
  });

  it('explains a taken role when takenHint is given', () => {
    renderPicker({
      document: { people: [{ roles: { reviewer: true } }, { roles: {} }] },
      index: 1,
      uiSchema: { 'ui:options': { takenHint: 'Chosen for person {n}' } },
    });
    const hint = screen.getByText('Chosen for person 1');
    expect(box('Reviewer').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('shows its help under the legend and links it', () => {
    renderPicker({ document: { people: [{}] }, index: 0, uiSchema: { 'ui:options': { help: 'Choose at least one' } } });
    const help = screen.getByText('Choose at least one');
    expect(help.id).toBe('root_people_0_roles__help');
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(help.id);
  });

  it('links the field error and disables everything when read-only', () => {
    const context = fakeEngineContext({ people: [{ roles: {} }] });
    const props = fieldProps<Flags>({
      schema,
      formData: {},
      path: ['people', 0, 'roles'],
      formContext: context,
      rawErrors: ['Role is required'],
      readonly: true,
    });
    render(<RolePickerField {...props} />);
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe('root_people_0_roles__error');
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((input) => input.disabled)).toBe(true);
  });
});

describe('RolePickerField inside a real RJSF form', () => {
  const formSchema: RJSFSchema = {
    type: 'object',
    properties: {
      people: {
        type: 'array',
        title: 'People',
        maxItems: 3,
        items: { type: 'object', properties: { name: { type: 'string', title: 'Name' }, roles: schema } },
      },
    },
  };
  const uiSchema: UiSchema = {
    people: {
      'ui:options': { itemLabel: 'Person' },
      items: { roles: { 'ui:field': 'roles', 'ui:options': { firstItemRoles: ['owner'], maxExtraRoles: 2 } } },
    },
  };

  it('shares the roles between items as they are ticked, added and removed', async () => {
    const user = userEvent.setup();
    const onDocument = vi.fn();
    render(<FormHarness schema={formSchema} uiSchema={uiSchema} initial={{ people: [{ name: 'A' }] }} onDocument={onDocument} />);
    // Item 0 is given the first-item role.
    const first = () => screen.getByRole('group', { name: 'Person 1' });
    expect(within(first()).getByRole<HTMLInputElement>('checkbox', { name: 'Owner' }).checked).toBe(true);
    expect(onDocument).toHaveBeenLastCalledWith({ people: [{ name: 'A', roles: { owner: true } }] });

    await user.click(within(first()).getByRole('checkbox', { name: 'Reviewer' }));
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    const second = () => screen.getByRole('group', { name: 'Person 2' });
    expect(within(second()).queryByRole('checkbox', { name: 'Owner' })).toBeNull();
    expect(within(second()).getByRole<HTMLInputElement>('checkbox', { name: 'Reviewer' }).disabled).toBe(true);

    await user.click(within(second()).getByRole('checkbox', { name: 'Approver' }));
    expect(within(first()).getByRole<HTMLInputElement>('checkbox', { name: 'Approver' }).disabled).toBe(true);
    expect(within(second()).getByText('1 of 2 additional roles assigned')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Person 2' }));
    expect(within(first()).getByRole<HTMLInputElement>('checkbox', { name: 'Approver' }).disabled).toBe(false);
  });
});
