// When the server looks for the files an order references, then it finds
// every object with an md5, at its JSON pointer, with the attachment type the
// form declares beside the file list, or else the one the reference carries.
import { describe, expect, it } from 'vitest';
import { findFileReferences } from './fileReferences';

const displaySchema = {
  type: 'object',
  properties: {
    metered: {
      type: 'object',
      properties: {
        sites: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              uploadUnits: { type: 'array', 'x-attachmentType': 'unitsSpreadsheet', items: { type: 'object' } },
              uploadProofOfAddresses: { type: 'array', 'x-attachmentType': 'proofOfAddress', items: { type: 'object' } },
            },
          },
        },
      },
    },
  },
};

describe('findFileReferences', () => {
  it('finds each reference at its pointer with the declared attachment type', () => {
    const document = {
      metered: {
        sites: [
          { uploadUnits: [{ fileName: 'a.xlsx', md5: 'a'.repeat(32) }, { fileName: 'b.xlsx', md5: 'b'.repeat(32), attachmentType: 'sitePlan' }] },
          { uploadProofOfAddresses: [{ fileName: 'c.pdf', md5: 'c'.repeat(32) }] },
        ],
      },
      'odd/key~': [{ md5: 'd'.repeat(32), attachmentType: 'meterPhoto' }],
    };
    expect(findFileReferences(document, displaySchema)).toEqual([
      { pointer: '/metered/sites/0/uploadUnits/0', md5: 'a'.repeat(32), carriedType: undefined, declaredType: 'unitsSpreadsheet' },
      { pointer: '/metered/sites/0/uploadUnits/1', md5: 'b'.repeat(32), carriedType: 'sitePlan', declaredType: 'unitsSpreadsheet' },
      { pointer: '/metered/sites/1/uploadProofOfAddresses/0', md5: 'c'.repeat(32), carriedType: undefined, declaredType: 'proofOfAddress' },
      { pointer: '/odd~1key~0/0', md5: 'd'.repeat(32), carriedType: 'meterPhoto', declaredType: undefined },
    ]);
  });

  it('finds nothing in a document without files, and survives any shape', () => {
    expect(findFileReferences({ a: [1, 'x', null, { b: {} }] }, displaySchema)).toEqual([]);
    expect(findFileReferences(null)).toEqual([]);
    expect(findFileReferences('text')).toEqual([]);
  });
});
