import { describe, expect, it } from 'vitest';
import { withoutAnswersNotKeptInDrafts } from './notKeptInDrafts';

const schema = {
  type: 'object',
  properties: {
    details: {
      type: 'object',
      properties: { reason: { type: 'string' }, date: { type: 'string', 'x-notInDrafts': true } },
    },
    visits: { type: 'array', items: { type: 'object', properties: { on: { type: 'string', 'x-notInDrafts': true }, note: { type: 'string' } } } },
    key: { type: 'string', 'x-notInDrafts': true },
  },
};

describe('withoutAnswersNotKeptInDrafts', () => {
  it('drops the marked answers at any depth, in objects and list items, and keeps the rest', () => {
    const document = { details: { reason: 'Demolition', date: '2026-12-02' }, visits: [{ on: '2026-12-03', note: 'gate' }, { note: 'dogs' }], key: 'k', other: 1 };
    expect(withoutAnswersNotKeptInDrafts(schema, document)).toEqual({
      details: { reason: 'Demolition' },
      visits: [{ note: 'gate' }, { note: 'dogs' }],
      other: 1,
    });
  });

  it('leaves the document it was given unchanged (what is on screen stays)', () => {
    const document = { details: { reason: 'Demolition', date: '2026-12-02' } };
    withoutAnswersNotKeptInDrafts(schema, document);
    expect(document.details.date).toBe('2026-12-02');
  });

  it('keeps values of the wrong shape as they are (a draft is not validated)', () => {
    expect(withoutAnswersNotKeptInDrafts(schema, { details: 'text', visits: { on: 'x' } })).toEqual({ details: 'text', visits: { on: 'x' } });
    expect(withoutAnswersNotKeptInDrafts(schema, null)).toBeNull();
  });
});
