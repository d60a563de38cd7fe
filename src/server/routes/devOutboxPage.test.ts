import { describe, expect, it } from 'vitest';
import { linkify } from './devOutboxPage';

describe('linkify', () => {
  it('makes http(s) addresses clickable and escapes the rest', () => {
    const text = 'Reset <now>: https://portal.example.nz/oidc/reset-password?token=a_b-1&x=2.\nThanks';
    expect(linkify(text).value).toBe(
      'Reset &lt;now&gt;: <a href="https://portal.example.nz/oidc/reset-password?token=a_b-1&amp;x=2">https://portal.example.nz/oidc/reset-password?token=a_b-1&amp;x=2</a>.\nThanks',
    );
  });

  it('leaves text without links alone', () => {
    expect(linkify('Kia ora & welcome').value).toBe('Kia ora &amp; welcome');
  });
});
