// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContextMissingError, useSession } from './sessionContext';

afterEach(cleanup);

function Reader() {
  useSession();
  return null;
}

describe('useSession', () => {
  it('raises an error when used outside its provider', () => {
    // React logs the error it rethrows; keep the output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow(SessionContextMissingError);
    quiet.mockRestore();
  });
});
