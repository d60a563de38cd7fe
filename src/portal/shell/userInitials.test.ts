import { describe, expect, it } from 'vitest';
import { userInitials } from './userInitials';

describe('userInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(userInitials('Aroha Te Whata')).toBe('AW');
    expect(userInitials('  sam  lee ')).toBe('SL');
  });

  it('takes one letter from a single name or an email', () => {
    expect(userInitials('Madonna')).toBe('M');
    expect(userInitials('sam@example.nz')).toBe('S');
  });

  it('shows a placeholder when there is no name', () => {
    expect(userInitials('   ')).toBe('?');
  });
});
