import { describe, expect, it } from 'vitest';
import { buildFormModel } from './formModel';
import { labelRepeatsSectionHeading, patternsNamedByHeading } from './sectionHeadings';
import type { FormUi } from './uiModel';

describe('patternsNamedByHeading', () => {
  it('when a section shows only one list, then its heading names the list and the groups around it, never the numbered items', () => {
    expect(patternsNamedByHeading(['/metered/sites/*/siteType', '/metered/sites/*/unitType', '/metered/sites/*/manualUnits/*/type'])).toEqual(['/metered', '/metered/sites']);
    expect(patternsNamedByHeading(['/contactDetails/*/firstName', '/contactDetails/*/roles'])).toEqual(['/contactDetails']);
  });

  it('when a section asks one question, then its heading names that question', () => {
    expect(patternsNamedByHeading(['/accountType'])).toEqual(['/accountType']);
    expect(patternsNamedByHeading(['/billing/accountType'])).toEqual(['/billing', '/billing/accountType']);
  });

  it('when a section shows several fields or groups side by side, then its heading names none of them', () => {
    expect(patternsNamedByHeading(['/icpType', '/projectNumber'])).toEqual([]);
    expect(patternsNamedByHeading(['/liveningInspectorId', '/contactDetails/*/firstName'])).toEqual([]);
    expect(patternsNamedByHeading([])).toEqual([]);
  });
});

describe('labelRepeatsSectionHeading', () => {
  const ui = {
    title: 'Profile',
    steps: [{ id: 'one', title: 'Details', sections: ['account', 'people'] }],
    sections: {
      account: { title: 'Account type', fields: ['/type', '/isInvitedUser'] },
      people: { title: 'People', fields: ['/contacts/*/name', '/contacts/*/type'] },
    },
    fields: {},
  } as unknown as FormUi;
  const model = buildFormModel(ui);

  it('when a section opens with a question labelled as the section is titled, then the heading asks it', () => {
    expect(labelRepeatsSectionHeading(model, '/type', 'Account type')).toBe(true);
    expect(labelRepeatsSectionHeading(model, '/type', 'account type ')).toBe(true);
  });

  it('when the question comes later in its section, or says something else, then its label stays', () => {
    expect(labelRepeatsSectionHeading(model, '/isInvitedUser', 'Account type')).toBe(false);
    expect(labelRepeatsSectionHeading(model, '/type', 'Type of account')).toBe(false);
    expect(labelRepeatsSectionHeading(model, '/contacts/0/type', 'People')).toBe(false);
  });
});
