import { describe, expect, it } from 'vitest';
import { emailProblem, MESSAGES, passwordProblem } from './credentialRules';

describe('email rule', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(emailProblem('aroha.ngata@example.co.nz')).toBeUndefined();
    expect(emailProblem('  aroha+orders@example.co.nz ')).toBeUndefined();
  });

  it('refuses what is not an email', () => {
    for (const value of ['', 'aroha', 'aroha@', '@example.co.nz', 'aroha@example', 'a b@example.co.nz']) {
      expect(emailProblem(value)).toBe(MESSAGES.emailInvalid);
    }
  });

  it('allows 50 characters and refuses 51', () => {
    const local = (length: number) => 'a'.repeat(length - '@example.co.nz'.length);
    expect(emailProblem(`${local(50)}@example.co.nz`)).toBeUndefined();
    expect(emailProblem(`${local(51)}@example.co.nz`)).toBe('Email must be 50 characters or fewer');
  });
});

describe('password rule', () => {
  const message = 'Password must be at least 8 characters and include a letter and a number';

  it('needs 8 to 128 characters with a letter and a digit', () => {
    expect(passwordProblem('abcdefg1')).toBeUndefined();
    expect(passwordProblem('pōhutukawa 2024')).toBeUndefined();
    expect(passwordProblem(`a1${'x'.repeat(126)}`)).toBeUndefined();
    expect(passwordProblem('abcdef1')).toBe(message);
    expect(passwordProblem('abcdefgh')).toBe(message);
    expect(passwordProblem('12345678')).toBe(message);
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toBe(message);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🔑🔑🔑a1🔑🔑🔑')).toBeUndefined();
    expect(passwordProblem('🔑🔑a1🔑🔑')).toBe(message);
  });
});
