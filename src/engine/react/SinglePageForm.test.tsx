// @vitest-environment jsdom
// The single-page form over the real profile form (its precompiled validator,
// display schema and ui.json), as account settings and profile completion use it.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formValidatorLoaders } from '../../shared/generated/validators';
import type { JsonSchema } from '../core/schemaAt';
import type { FormUi } from '../core/uiModel';
import { engineRegistry } from '../widgets';
import { loadFormWidgets } from './formWidgets';
import { FieldErrorsRejection, SinglePageForm } from './SinglePageForm';
import type { EngineForm } from './Wizard';

let form: EngineForm;

afterEach(cleanup);

beforeAll(async () => {
  const module = await formValidatorLoaders['profile']!();
  form = { name: 'profile', ui: module.ui as FormUi, displaySchema: module.displaySchema as JsonSchema, validate: module.validate, conditions: module.conditions };
  // As the portal does while it loads a form: its lazily registered widgets (the address search) first.
  await loadFormWidgets(engineRegistry, form);
});

const savedProfile = {
  type: 'business',
  isInvitedUser: 'false',
  firstName: 'Aroha',
  lastName: 'Ngata',
  mobile: '021 123 4567',
  alternatePhone: '',
  businessName: 'Ngata Electrical Ltd',
  companyNzbn: '9429046393920',
  billingAddressDisplay: '',
  manuallyEnteredBillingAddress: true,
  manualBillingAddress: { addressString: 'PO Box 1234', suburb: 'Te Aro', city: 'Wellington', postcode: '6011' },
};

function renderSettings(onSubmit = vi.fn(async (_document: Record<string, unknown>) => {})) {
  render(
    <SinglePageForm
      form={form}
      registry={engineRegistry}
      view="account-settings"
      initialDocument={savedProfile}
      changesOnly
      validateOnBlur={false}
      submitLabel="Save"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('SinglePageForm with the account-settings view', () => {
  it('when I open it then I see the editable details and the business details read-only', () => {
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Aroha');
    expect(screen.queryByLabelText('Business name')).toBeNull();
    expect(screen.getByText('Ngata Electrical Ltd')).toBeTruthy();
    expect(screen.getByText('PO Box 1234, Te Aro, Wellington, 6011')).toBeTruthy();
    expect(screen.getByText('To change your postal address or business information, please contact us.')).toBeTruthy();
  });

  it('when nothing changed then Save and Cancel are disabled; when I type they are enabled', async () => {
    renderSettings();
    const save = screen.getByRole('button', { name: 'Save' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(save).toHaveProperty('disabled', true);
    expect(cancel).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Mobile'), '8');
    expect(save).toHaveProperty('disabled', false);
    expect(cancel).toHaveProperty('disabled', false);
  });

  it('when I press Cancel then my changes are undone', async () => {
    renderSettings();
    const firstName = screen.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Mere');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Aroha'));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('when I leave a field empty then nothing shows until I press Save, which shows the schema message', async () => {
    const onSubmit = renderSettings();
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.tab();
    expect(screen.queryByText('First name is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('First name is required')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when I save a change then the whole document is submitted, read-only values included', async () => {
    const onSubmit = renderSettings();
    const mobile = screen.getByLabelText('Mobile');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '022 987 6543');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ mobile: '022 987 6543', businessName: 'Ngata Electrical Ltd', companyNzbn: '9429046393920' });
  });

  it('when the server rejects a field then its message shows at the field', async () => {
    renderSettings(
      vi.fn(async () => {
        throw new FieldErrorsRejection([{ pointer: '/mobile', message: 'Enter a valid phone number' }]);
      }),
    );
    await userEvent.type(screen.getByLabelText('Last name'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Enter a valid phone number')).length).toBeGreaterThan(0);
  });
});

describe('SinglePageForm for a host that closes it and checks documents itself', () => {
  function renderHosted(props: { hostErrors?: Array<{ pointer: string; message: string }>; onCancel?: () => void; onChangedChange?: (changed: boolean) => void }) {
    return render(
      <SinglePageForm form={form} registry={engineRegistry} view="account-settings" initialDocument={savedProfile} changesOnly submitLabel="Save" onSubmit={vi.fn(async () => {})} {...props} />,
    );
  }

  it('when the host closes the form on Cancel, then Cancel is a way out even when nothing changed, and puts my changes back first', async () => {
    const onCancel = vi.fn();
    renderHosted({ onCancel });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveProperty('disabled', false);
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('when the host found messages before opening it, then they show at their fields and in the summary', async () => {
    renderHosted({ hostErrors: [{ pointer: '/mobile', message: 'Enter a valid phone number' }] });
    expect((await screen.findAllByText('Enter a valid phone number')).length).toBe(2);
    expect(screen.getByRole('alert').textContent).toContain('There is a problem');
  });

  it('when I change something and put it back, then the host is told each time it flips', async () => {
    const onChangedChange = vi.fn();
    renderHosted({ onChangedChange });
    expect(onChangedChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(screen.getByLabelText('Mobile'), '8');
    expect(onChangedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onChangedChange).toHaveBeenLastCalledWith(false));
  });
});
