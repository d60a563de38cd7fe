import { describe, expect, it } from 'vitest';
import { identityDetailsFromClaims } from './identityDetails';

describe('identityDetailsFromClaims', () => {
  it('publishes id, email and created date, with the password change date when present', () => {
    expect(
      identityDetailsFromClaims({ sub: 'local|abc', email: 'a@b.nz', created_at: '2026-01-02T03:04:05Z', password_changed_at: '2026-05-06T00:00:00Z' }),
    ).toEqual({ id: 'local|abc', email: 'a@b.nz', createdDate: '2026-01-02T03:04:05.000Z', passwordChangeDate: '2026-05-06T00:00:00.000Z' });
  });

  it('accepts epoch seconds', () => {
    expect(identityDetailsFromClaims({ sub: 'x', email: 'a@b.nz', created_at: 0 })?.createdDate).toBe('1970-01-01T00:00:00.000Z');
  });

  it.each([
    ['no id', { email: 'a@b.nz', created_at: '2026-01-01' }],
    ['no email', { sub: 'x', created_at: '2026-01-01' }],
    ['no created date', { sub: 'x', email: 'a@b.nz' }],
    ['a created date that is not a date', { sub: 'x', email: 'a@b.nz', created_at: 'soon' }],
  ])('publishes nothing with %s', (_name, claims) => {
    expect(identityDetailsFromClaims(claims)).toBeUndefined();
  });
});
