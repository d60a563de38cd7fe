import { describe, expect, it } from 'vitest';
import { buildFormModel } from './formModel';
import { buildReview } from './review';
import { buildRjsfUiSchema } from './rjsfUiSchema';
import type { JsonSchema } from './schemaAt';
import type { FormUi } from './uiModel';

const schema = {
  type: 'object',
  properties: {
    site: {
      type: 'object',
      properties: {
        streetAddress: { type: 'string', title: 'Street address' },
        streetAddressId: { type: 'string', title: 'Street address id' },
      },
    },
    units: {
      type: 'array',
      items: { type: 'object', properties: { unitNumber: { type: 'string', title: 'Unit' }, rowId: { type: 'string' } } },
    },
  },
} as JsonSchema;

const ui: FormUi = {
  title: 'Order',
  steps: [{ id: 'site', title: 'Site', sections: ['site'] }],
  sections: { site: { title: 'Site details', fields: ['/site/streetAddress', '/units/*/unitNumber'] } },
  fields: {
    '/site/streetAddress': { widget: 'addressLookup', label: 'Street address' },
    '/site/streetAddressId': { widget: 'hidden' },
    '/units/*/rowId': { widget: 'hidden' },
  },
};

describe('hidden fields', () => {
  it('render as RJSF hidden widgets', () => {
    const rjsf = buildRjsfUiSchema(buildFormModel(ui), new Set(), new Set(['addressLookup']));
    expect((rjsf['site'] as Record<string, Record<string, unknown>>)['streetAddressId']!['ui:widget']).toBe('hidden');
  });

  it('are left out of the review, in objects and in tables', () => {
    const document = {
      site: { streetAddress: '12 Kauri Street, Hamilton', streetAddressId: 'addr-123' },
      units: [{ unitNumber: '1', rowId: 'r1' }],
    };
    const sections = buildReview(buildFormModel(ui), schema, document);
    const text = JSON.stringify(sections);
    expect(text).toContain('12 Kauri Street, Hamilton');
    expect(text).not.toContain('addr-123');
    expect(text).not.toContain('r1');
  });
});

describe('choices with a stored label', () => {
  it('review as the label stored beside the id', () => {
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
  it('review as one block per item, titled by the item label, with their own tables', () => {
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
                { label: 'Type of address', value: { kind: 'text', text: 'Street number and name' } },
                { label: 'Units', value: { kind: 'table', columns: ['Unit'], rows: [['1'], ['2']] } },
              ],
            },
            { title: 'Site 2', rows: [{ label: 'Type of address', value: { kind: 'text', text: 'Lot and DP number' } }] },
          ],
        },
      },
    ]);
  });
});
