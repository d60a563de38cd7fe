// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { conditionEvaluator, conditionKey, valueConditionsOf, type Condition } from '../../shared/conditions/condition';
import type { CompiledValidateFunction } from '../../shared/validation/compiledValidator';
import { createAjv } from '../../shared/validation/compiler/createAjv';
import {
  ContactPreferencesField,
  preferenceAvailability,
  reconcilePreferences,
  type ChannelRules,
  type ContactPreferences,
} from './ContactPreferencesField';
import { FormHarness, fakeEngineContext, fieldProps } from './testing/groupProps';

/** The rules a form like the livening order gives: Email needs an email, SMS a NZ mobile, item owners of `lead` always get email. */
function channelRules(emailField = 'email', mobileField = 'mobile', alwaysOnRole?: string): Record<'email' | 'sms', ChannelRules> {
  return {
    email: {
      availableWhen: { pointer: `/people/*/${emailField}`, schema: { type: 'string', pattern: '\\S' } },
      ...(alwaysOnRole ? { alwaysOnWhen: { pointer: `/people/*/roles/${alwaysOnRole}`, schema: { const: true } } } : {}),
    },
    sms: { availableWhen: { pointer: `/people/*/${mobileField}`, schema: { type: 'string', nzPhone: 'mobile' } } },
  };
}

/** The condition evaluator a form's precompiled conditions give, compiled here by the same Ajv. */
function holdsFor(rules: Record<string, ChannelRules>) {
  const ajv = createAjv();
  const validators: Record<string, CompiledValidateFunction> = {};
  const conditions = Object.values(rules).flatMap((rule) => [rule.availableWhen, rule.alwaysOnWhen]).filter((c): c is Condition => c !== undefined);
  for (const { schema } of conditions.flatMap(valueConditionsOf)) {
    if (typeof schema !== 'boolean') validators[conditionKey(schema)] = ajv.compile(schema) as CompiledValidateFunction;
  }
  return conditionEvaluator(validators);
}

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  title: 'Work update:',
  properties: {
    email: { type: 'boolean', title: 'Email', description: 'Only available when the person has an email.' },
    sms: { type: 'boolean', title: 'SMS', description: 'Only available with a valid mobile.' },
  },
};

interface Person {
  email?: string;
  mobile?: string;
  phoneNumber?: string;
  address?: string;
  prefs?: ContactPreferences;
  roles?: { lead?: boolean };
}

function renderPrefs(document: { people: Person[] }, index: number, uiSchema: UiSchema = { 'ui:options': { channels: channelRules() } }) {
  const rules = ((uiSchema['ui:options'] as { channels?: Record<string, ChannelRules> } | undefined)?.channels ?? {}) as Record<string, ChannelRules>;
  const context = fakeEngineContext(document, { holds: holdsFor(rules) });
  const onChange = vi.fn();
  const props = fieldProps<ContactPreferences>({
    schema,
    uiSchema,
    formData: document.people[index]?.prefs,
    path: ['people', index, 'prefs'],
    formContext: context,
    onChange,
  });
  const view = render(<ContactPreferencesField {...props} />);
  return { ...view, props, context, onChange };
}

function box(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('checkbox', { name });
}

describe('ContactPreferencesField', () => {
  it('is a group under its heading, with Email and SMS', () => {
    renderPrefs({ people: [{ email: 'a@b.nz', mobile: '021 123 4567', prefs: {} }] }, 0);
    expect(screen.getByRole('group', { name: 'Work update:' })).toBeTruthy();
    expect(box('Email').disabled).toBe(false);
    expect(box('SMS').disabled).toBe(false);
  });

  it('takes the heading from ui:title and the labels from optionLabels', () => {
    renderPrefs({ people: [{ prefs: {} }] }, 0, {
      'ui:title': 'Send progress by',
      'ui:options': { channels: channelRules(), optionLabels: { email: 'E-mail', sms: 'Text' } },
    });
    expect(screen.getByRole('group', { name: 'Send progress by' })).toBeTruthy();
    expect(box('E-mail')).toBeTruthy();
    expect(box('Text')).toBeTruthy();
  });

  it('disables Email without an email, and explains why', () => {
    renderPrefs({ people: [{ email: '  ', mobile: '0211234567', prefs: {} }] }, 0);
    expect(box('Email').disabled).toBe(true);
    const hint = screen.getByText('Only available when the person has an email.');
    expect(box('Email').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('disables SMS unless the mobile is a valid NZ mobile', () => {
    renderPrefs({ people: [{ email: 'a@b.nz', mobile: '09 123 4567', prefs: {} }] }, 0);
    expect(box('SMS').disabled).toBe(true);
    cleanup();
    renderPrefs({ people: [{ email: 'a@b.nz', mobile: '022 123 45678', prefs: {} }] }, 0);
    expect(box('SMS').disabled).toBe(false);
  });

  it('reads whichever answers its conditions name', () => {
    renderPrefs({ people: [{ address: 'a@b.nz', phoneNumber: '0211234567', prefs: {} }] }, 0, {
      'ui:options': { channels: channelRules('address', 'phoneNumber') },
    });
    expect(box('Email').disabled).toBe(false);
    expect(box('SMS').disabled).toBe(false);
  });

  it('reports ticks at once, with both flags', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPrefs({ people: [{ email: 'a@b.nz', mobile: '0211234567', prefs: {} }] }, 0);
    await user.click(box('SMS'));
    expect(onChange).toHaveBeenLastCalledWith({ email: false, sms: true }, ['people', 0, 'prefs']);
  });

  it('unticks a box that becomes unavailable', () => {
    const document = { people: [{ email: 'a@b.nz', mobile: '0211234567', prefs: { email: true, sms: true } }] };
    const { rerender, props, onChange, context } = renderPrefs(document, 0);
    expect(onChange).not.toHaveBeenCalled();
    context.document = { people: [{ email: '', mobile: '021', prefs: { email: true, sms: true } }] };
    rerender(<ContactPreferencesField {...props} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ email: false, sms: false }, ['people', 0, 'prefs']);
    // Shown unticked straight away, not only once the host re-renders.
    expect(box('Email').checked).toBe(false);
    expect(box('SMS').checked).toBe(false);
  });

  it('offers both boxes when the form gives no rules', () => {
    renderPrefs({ people: [{ prefs: {} }] }, 0, {});
    expect(box('Email').disabled).toBe(false);
    expect(box('SMS').disabled).toBe(false);
  });

  describe('alwaysOnWhen', () => {
    const uiSchema: UiSchema = { 'ui:options': { channels: channelRules('email', 'mobile', 'lead') } };

    it('ticks and locks Email for the item its condition names, even without an email, and stores it', () => {
      const { onChange } = renderPrefs({ people: [{ roles: { lead: true }, prefs: {} }] }, 0, uiSchema);
      expect(box('Email').checked).toBe(true);
      expect(box('Email').disabled).toBe(true);
      expect(onChange).toHaveBeenCalledWith({ email: true }, ['people', 0, 'prefs']);
    });

    it('leaves the other items alone', () => {
      renderPrefs({ people: [{ roles: { lead: true }, email: 'a@b.nz', prefs: { email: true } }, { email: 'c@d.nz', prefs: {} }] }, 1, uiSchema);
      expect(box('Email').checked).toBe(false);
      expect(box('Email').disabled).toBe(false);
    });
  });
});

describe('preference rules', () => {
  const rules = { email: { availableWhen: { pointer: '/email', schema: { const: 'yes' } } }, sms: { availableWhen: { pointer: '/sms', schema: { const: 'yes' } } } };

  it('knows nothing (and so changes nothing) without the document', () => {
    const availability = preferenceAvailability(rules, undefined);
    expect(availability.known).toBe(false);
    const value = { email: true, sms: true };
    expect(reconcilePreferences(value, availability)).toBe(value);
  });

  it('unticks only what is unavailable, and returns the same object when nothing changes', () => {
    const availability = preferenceAvailability(rules, (condition) => 'pointer' in condition && condition.pointer === '/email');
    expect(reconcilePreferences({ email: true, sms: true }, availability)).toEqual({ email: true, sms: false });
    const fine = { email: true, sms: false };
    expect(reconcilePreferences(fine, availability)).toBe(fine);
  });
});

describe('ContactPreferencesField inside a real RJSF form', () => {
  it('follows the sibling fields as they are typed', async () => {
    const user = userEvent.setup();
    const onDocument = vi.fn();
    const formSchema: RJSFSchema = {
      type: 'object',
      properties: {
        people: {
          type: 'array',
          items: {
            type: 'object',
            properties: { email: { type: 'string', title: 'Email address' }, mobile: { type: 'string', title: 'Mobile' }, prefs: schema },
          },
        },
      },
    };
    render(
      <FormHarness
        schema={formSchema}
        uiSchema={{ people: { items: { prefs: { 'ui:field': 'contactPreferences', 'ui:options': { channels: channelRules() } } } } }}
        extraContext={{ holds: holdsFor(channelRules()) }}
        initial={{ people: [{ prefs: {} }] }}
        onDocument={onDocument}
      />,
    );
    expect(box('SMS').disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '021 123 4567');
    expect(box('SMS').disabled).toBe(false);
    await user.click(box('SMS'));
    expect(onDocument).toHaveBeenLastCalledWith({ people: [{ mobile: '021 123 4567', prefs: { email: false, sms: true } }] });
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), 'x');
    expect(box('SMS').disabled).toBe(true);
    expect(box('SMS').checked).toBe(false);
    expect(onDocument).toHaveBeenLastCalledWith({ people: [{ mobile: '021 123 4567x', prefs: { email: false, sms: false } }] });
  });
});
