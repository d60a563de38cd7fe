import { describe, expect, it } from 'vitest';
import { expiresIn } from './expiresIn';

const now = new Date('2026-11-22T00:00:00Z');

describe('expiresIn', () => {
  it('counts whole days left', () => {
    expect(expiresIn('2026-12-22T00:00:00Z', now)).toBe('30 days');
    expect(expiresIn('2026-11-23T00:00:00Z', now)).toBe('1 day');
    expect(expiresIn('2026-11-22T10:00:00Z', now)).toBe('1 day');
  });

  it('says today once the day has come', () => {
    expect(expiresIn('2026-11-22T00:00:00Z', now)).toBe('today');
    expect(expiresIn('2026-11-21T00:00:00Z', now)).toBe('today');
  });
});
