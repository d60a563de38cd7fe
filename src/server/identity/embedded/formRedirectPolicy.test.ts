import { describe, expect, it } from 'vitest';
import { widenFormAction } from './formRedirectPolicy';

describe('widenFormAction', () => {
  it('adds the origins to form-action only', () => {
    const policy = "default-src 'self';script-src 'self';form-action 'self';frame-ancestors 'none'";
    expect(widenFormAction(policy, ['http://localhost:3000', 'http://127.0.0.1:3000'])).toBe(
      "default-src 'self'; script-src 'self'; form-action 'self' http://localhost:3000 http://127.0.0.1:3000; frame-ancestors 'none'",
    );
  });

  it('leaves a policy without form-action alone', () => {
    expect(widenFormAction("default-src 'self'", ['http://localhost:3000'])).toBe("default-src 'self'");
  });
});
