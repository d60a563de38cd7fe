import { describe, expect, it } from 'vitest';
import { buildFormModel } from './formModel';
import { buildReview, type ReviewRow } from './review';
import { joinReviewLine } from './reviewLine';
import { buildRjsfUiSchema } from './rjsfUiSchema';
import type { JsonSchema } from './schemaAt';
import type { FieldUi, FormUi } from './uiModel';

const text = (title: string) => ({ type: 'string', title });
const flag = (title: string) => ({ type: 'boolean', title });
const addressSchema = {
  type: 'object',
  title: 'Manual address',
  properties: { unit: text('Unit'), streetNumber: text('Street number'), streetName: text('Street name'), suburb: text('Suburb'), postcode: text('Postcode') },
};

const schema = {
  type: 'object',
  properties: {
    site: {
      type: 'object',
      title: 'Site',
      properties: {
        streetAddress: text('Street address'),
        streetAddressId: text('Street address id'),
        manualAddress: addressSchema,
        lot: {
          type: 'object',
          title: 'Lot',
          properties: { lotNumber: text('Lot'), dpNumber: text('DP'), streetNumber: text('Street number'), streetName: text('Street name'), suburb: text('Suburb') },
        },
        note: text('Note'),
      },
    },
    units: {
      type: 'array',
      title: 'Units',
      items: {
        type: 'object',
        properties: { unitNumber: text('Unit'), type: { type: 'string', title: 'Type', enum: ['res', 'com'], 'x-enumNames': ['Residential', 'Commercial'] }, rowId: text('Row') },
      },
    },
    contacts: {
      type: 'array',
      title: 'Contacts',
      items: {
        type: 'object',
        properties: {
          firstName: text('First name'),
          lastName: text('Last name'),
          roles: { type: 'object', title: 'Roles', properties: { requester: flag('Requester'), access: flag('Site access contact'), holder: flag('Account holder') } },
          updates: { type: 'object', title: 'Work update:', properties: { email: flag('Email'), sms: flag('SMS') } },
        },
      },
    },
    extras: { type: 'array', title: 'Extras', items: { type: 'string', enum: ['delivery', 'removal'] } },
  },
} as JsonSchema;

const ADDRESS_LINE = '{unit}/{streetNumber} {streetName}, {suburb} {postcode}';

/** The rows of a one-section form listing `fields`' top-level properties, with these field options. */
function reviewRows(fields: Record<string, FieldUi>, document: unknown, sectionFields = ['/site/note', '/units/*/unitNumber', '/contacts/*/firstName', '/extras']): ReviewRow[] {
  const ui: FormUi = { title: 'Order', steps: [{ id: 'one', title: 'One', sections: ['one'] }], sections: { one: { title: 'Order', fields: sectionFields } }, fields };
  return buildReview(buildFormModel(ui), schema, document)[0]?.rows ?? [];
}

function rowValue(rows: ReviewRow[], label: string): unknown {
  const find = (list: ReviewRow[]): ReviewRow | undefined =>
    list.map((row) => (row.label === label ? row : row.value.kind === 'block' ? find(row.value.rows) : undefined)).find(Boolean);
  return find(rows)?.value;
}

describe('one line (reviewAs "line", reviewLine)', () => {
  const fields = { '/site': { hideTitle: true }, '/site/manualAddress': { reviewLine: ADDRESS_LINE } };

  it('when I enter every part of an address, then I read it in one line as a person writes it', () => {
    const rows = reviewRows(fields, { site: { manualAddress: { unit: '2', streetNumber: '12', streetName: 'Queen Street', suburb: 'Hamilton East', postcode: '3216' } } });
    expect(rows).toEqual([{ pointer: '/site/manualAddress', label: 'Manual address', value: { kind: 'text', text: '2/12 Queen Street, Hamilton East 3216' } }]);
  });

  it('when I leave out the first, optional part, then it drops out with the separator after it', () => {
    const rows = reviewRows(fields, { site: { manualAddress: { streetNumber: '12', streetName: 'Queen Street', suburb: 'Hamilton East', postcode: '3216' } } });
    expect(rowValue(rows, 'Manual address')).toEqual({ kind: 'text', text: '12 Queen Street, Hamilton East 3216' });
  });

  it('when I leave out a part in the middle, then the answers around it join with the separator after the earlier one', () => {
    const lotFields = { '/site': { hideTitle: true }, '/site/lot': { reviewLine: 'Lot {lotNumber} DP {dpNumber}, {streetNumber} {streetName}, {suburb}' } };
    const rows = reviewRows(lotFields, { site: { lot: { lotNumber: '12', dpNumber: '345678', streetName: 'Kōwhai Drive', suburb: 'Rototuna' } } });
    expect(rowValue(rows, 'Lot')).toEqual({ kind: 'text', text: 'Lot 12 DP 345678, Kōwhai Drive, Rototuna' });
  });

  it('when I leave out the last part, then no separator trails the line', () => {
    const rows = reviewRows(fields, { site: { manualAddress: { unit: '2', streetNumber: '12', streetName: 'Queen Street', suburb: 'Hamilton East', postcode: '' } } });
    expect(rowValue(rows, 'Manual address')).toEqual({ kind: 'text', text: '2/12 Queen Street, Hamilton East' });
  });

  it('when I answer none of the parts, then I see no row for the line at all', () => {
    expect(reviewRows(fields, { site: { manualAddress: { unit: '' } } })).toEqual([]);
  });

  it('when a line names no template, then I read the answers joined with commas, in the form’s order', () => {
    const rows = reviewRows({ '/site': { hideTitle: true }, '/site/manualAddress': { reviewAs: 'line' } }, { site: { manualAddress: { suburb: 'Hamilton East', streetName: 'Queen Street' } } });
    expect(rowValue(rows, 'Manual address')).toEqual({ kind: 'text', text: 'Queen Street, Hamilton East' });
  });

  it('when a template has text before the first and after the last answer, then that text goes with those answers', () => {
    const parts = (values: Record<string, string>) => joinReviewLine('({unit}) {street} [{note}]', (name) => values[name]);
    expect(parts({ unit: '2', street: 'Queen Street', note: 'gate' })).toBe('(2) Queen Street [gate]');
    expect(parts({ street: 'Queen Street' })).toBe('Queen Street');
    expect(parts({})).toBeUndefined();
  });

  it('when a list reviews as lines, then I read one line per item', () => {
    const rows = reviewRows({ '/contacts': { reviewLine: '{firstName} {lastName} ({roles})' } }, { contacts: [{ firstName: 'Hemi', lastName: 'Walker', roles: { requester: true } }, { firstName: 'Aroha' }] });
    expect(rows).toEqual([{ pointer: '/contacts', label: 'Contacts', value: { kind: 'list', items: ['Hemi Walker (Requester)', 'Aroha'] } }]);
  });
});

describe('yes/no sets and several choices', () => {
  it('when I tick roles and work updates, then I read the labels of the ticked ones only', () => {
    const fields = { '/contacts/*/roles': { widget: 'roles', label: 'Roles', options: { requester: 'Requester', access: 'Site access contact' } } };
    const rows = reviewRows(fields, { contacts: [{ firstName: 'Hemi', roles: { requester: true, access: true, holder: false }, updates: { email: true, sms: false } }] });
    expect(rows[0]?.value).toEqual({
      kind: 'records',
      records: [
        {
          title: 'Item 1',
          rows: [
            { pointer: '/contacts/0/firstName', label: 'First name', value: { kind: 'text', text: 'Hemi' } },
            { pointer: '/contacts/0/roles', label: 'Roles', value: { kind: 'text', text: 'Requester, Site access contact' } },
            // The label's lead-in colon ("Work update:") is dropped: it reads as a term here.
            { pointer: '/contacts/0/updates', label: 'Work update', value: { kind: 'text', text: 'Email' } },
          ],
        },
      ],
    });
  });

  it('when I tick none of a set, then I see no row for it', () => {
    const rows = reviewRows({}, { contacts: [{ firstName: 'Aroha', updates: { email: false, sms: false } }] });
    expect(JSON.stringify(rows)).not.toContain('Work update');
  });

  it('when I choose several options, then I read their labels in one line', () => {
    const rows = reviewRows({ '/extras': { options: { delivery: 'Delivery', removal: 'Removal of the old one' } } }, { extras: ['delivery', 'removal'] });
    expect(rows).toEqual([{ pointer: '/extras', label: 'Extras', value: { kind: 'text', text: 'Delivery, Removal of the old one' } }]);
  });
});

describe('tables (reviewAs "table")', () => {
  it('when a list’s items hold single answers, then I read a table with a column per answered field and no hidden ones', () => {
    const fields = { '/units/*/rowId': { widget: 'hidden' } };
    const rows = reviewRows(fields, { units: [{ unitNumber: '1', type: 'res', rowId: 'r1' }, { unitNumber: '2', type: 'com', rowId: 'r2' }] });
    expect(rows).toEqual([{ pointer: '/units', label: 'Units', value: { kind: 'table', columns: ['Unit', 'Type'], rows: [['1', 'Residential'], ['2', 'Commercial']] } }]);
  });

  it('when a list whose items hold groups asks for a table, then each group reads as text in its cell', () => {
    const rows = reviewRows({ '/contacts': { reviewAs: 'table' } }, { contacts: [{ firstName: 'Hemi', roles: { requester: true } }, { firstName: 'Aroha', roles: { holder: true } }] });
    expect(rows[0]?.value).toEqual({ kind: 'table', columns: ['First name', 'Roles'], rows: [['Hemi', 'Requester'], ['Aroha', 'Account holder']] });
  });
});

describe('blocks (reviewAs "block", the default for groups)', () => {
  it('when a group has a title in the form, then I read its answers under it, in the form’s order', () => {
    const rows = reviewRows({}, { site: { note: 'Blue shed', streetAddress: '12 Kauri Street, Hamilton' } });
    expect(rows).toEqual([
      {
        pointer: '/site',
        label: 'Site',
        value: {
          kind: 'block',
          rows: [
            { pointer: '/site/streetAddress', label: 'Street address', value: { kind: 'text', text: '12 Kauri Street, Hamilton' } },
            { pointer: '/site/note', label: 'Note', value: { kind: 'text', text: 'Blue shed' } },
          ],
        },
      },
    ]);
  });

  it('when the form shows a group without a title (hideTitle), then its answers join the rows around it', () => {
    const rows = reviewRows({ '/site': { hideTitle: true } }, { site: { note: 'Blue shed' } });
    expect(rows).toEqual([{ pointer: '/site/note', label: 'Note', value: { kind: 'text', text: 'Blue shed' } }]);
  });

  it('when a list’s items hold groups, then I read one block per item titled by the item label', () => {
    const rows = reviewRows({ '/contacts': { itemLabel: 'Contact' } }, { contacts: [{ firstName: 'Hemi' }, { firstName: 'Aroha' }] });
    expect(rows[0]?.value).toEqual({
      kind: 'records',
      records: [
        { title: 'Contact 1', rows: [{ pointer: '/contacts/0/firstName', label: 'First name', value: { kind: 'text', text: 'Hemi' } }] },
        { title: 'Contact 2', rows: [{ pointer: '/contacts/1/firstName', label: 'First name', value: { kind: 'text', text: 'Aroha' } }] },
      ],
    });
  });

  it('when a group that would read as one line asks for a block, then I read its answers as rows', () => {
    const rows = reviewRows({ '/site': { hideTitle: true }, '/site/lot': { reviewAs: 'block' } }, { site: { lot: { lotNumber: '12', dpNumber: '3' } } });
    expect(rowValue(rows, 'Lot')).toEqual({
      kind: 'block',
      rows: [
        { pointer: '/site/lot/lotNumber', label: 'Lot', value: { kind: 'text', text: '12' } },
        { pointer: '/site/lot/dpNumber', label: 'DP', value: { kind: 'text', text: '3' } },
      ],
    });
  });
});

describe('hidden fields', () => {
  const ui: FormUi = {
    title: 'Order',
    steps: [{ id: 'site', title: 'Site', sections: ['site'] }],
    sections: { site: { title: 'Site details', fields: ['/site/streetAddress', '/units/*/unitNumber'] } },
    fields: {
      '/site': { hideTitle: true },
      '/site/streetAddress': { widget: 'addressLookup', label: 'Street address' },
      '/site/streetAddressId': { widget: 'hidden' },
      '/units/*/rowId': { widget: 'hidden' },
    },
  };

  it('when I render the form, then they are RJSF hidden widgets', () => {
    const rjsf = buildRjsfUiSchema(buildFormModel(ui), new Set(), new Set(['addressLookup']));
    expect((rjsf['site'] as Record<string, Record<string, unknown>>)['streetAddressId']!['ui:widget']).toBe('hidden');
  });

  it('when I review, then I see neither their values nor their columns', () => {
    const document = { site: { streetAddress: '12 Kauri Street, Hamilton', streetAddressId: 'addr-123' }, units: [{ unitNumber: '1', rowId: 'r1' }] };
    const text = JSON.stringify(buildReview(buildFormModel(ui), schema, document));
    expect(text).toContain('12 Kauri Street, Hamilton');
    expect(text).not.toContain('addr-123');
    expect(text).not.toContain('r1');
  });
});

describe('choices with a stored label', () => {
  it('when I chose from a list that keeps the label beside the id, then I read the label', () => {
    const choiceUi: FormUi = {
      title: 'Order',
      steps: [{ id: 'one', title: 'One', sections: ['one'] }],
      sections: { one: { title: 'Retailer', fields: ['/powerRetailerId'] } },
      fields: {
        '/powerRetailerId': { widget: 'asyncSelect', label: 'Power retailer', labelField: '/powerRetailer' },
        '/powerRetailer': { widget: 'hidden' },
      },
    };
    const choiceSchema = { type: 'object', properties: { powerRetailerId: { type: 'string' }, powerRetailer: { type: 'string' } } } as JsonSchema;
    const [section] = buildReview(buildFormModel(choiceUi), choiceSchema, { powerRetailerId: 'ret-7', powerRetailer: 'Mercury' });
    expect(section?.rows).toEqual([{ pointer: '/powerRetailerId', label: 'Power retailer', value: { kind: 'text', text: 'Mercury' } }]);
  });
});

describe('lists whose items hold groups or lists', () => {
  it('when sites hold their own units, then I read one block per site with its own table', () => {
    const sitesSchema = {
      type: 'object',
      properties: {
        sites: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              siteType: { type: 'string', title: 'Type of address', enum: ['lot', 'street'] },
              units: { type: 'array', title: 'Units', items: { type: 'object', properties: { unitNumber: { type: 'string', title: 'Unit' } } } },
            },
          },
        },
      },
    } as JsonSchema;
    const sitesUi: FormUi = {
      title: 'Order',
      steps: [{ id: 'one', title: 'One', sections: ['sites'] }],
      sections: { sites: { title: 'Site details', fields: ['/sites/*/siteType', '/sites/*/units/*/unitNumber'] } },
      fields: {
        '/sites': { widget: 'repeatable', label: 'Sites', itemLabel: 'Site' },
        '/sites/*/siteType': { widget: 'radio', label: 'Type of address', options: { lot: 'Lot and DP number', street: 'Street number and name' } },
      },
    };
    const document = { sites: [{ siteType: 'street', units: [{ unitNumber: '1' }, { unitNumber: '2' }] }, { siteType: 'lot' }] };
    const [section] = buildReview(buildFormModel(sitesUi), sitesSchema, document);
    expect(section?.rows).toEqual([
      {
        pointer: '/sites',
        label: 'Sites',
        value: {
          kind: 'records',
          records: [
            {
              title: 'Site 1',
              rows: [
                { pointer: '/sites/0/siteType', label: 'Type of address', value: { kind: 'text', text: 'Street number and name' } },
                { pointer: '/sites/0/units', label: 'Units', value: { kind: 'table', columns: ['Unit'], rows: [['1'], ['2']] } },
              ],
            },
            { title: 'Site 2', rows: [{ pointer: '/sites/1/siteType', label: 'Type of address', value: { kind: 'text', text: 'Lot and DP number' } }] },
          ],
        },
      },
    ]);
  });
});
