import { describe, expect, it } from 'vitest';
import { firstFreeSlug, providerSlug } from './providerSlug';

// The id check of service_provider (migration 0001).
const SLUG_RULE = /^[a-z0-9][a-z0-9_-]*$/;

describe('providerSlug', () => {
  it.each([
    ['Mercury', 'mercury'],
    ['Contact Energy', 'contact-energy'],
    ['  Pūtahi Power & Gas (NZ) Ltd.  ', 'putahi-power-gas-nz-ltd'],
    ['Ōtaki Electrical Inspections', 'otaki-electrical-inspections'],
    ['---', 'provider'],
    ['電力', 'provider'],
  ])('%j → %s', (name, slug) => {
    expect(providerSlug(name)).toBe(slug);
    expect(providerSlug(name)).toMatch(SLUG_RULE);
  });

  it('keeps ids short, without a dash at the end', () => {
    const slug = providerSlug(`${'a'.repeat(59)} b ${'c'.repeat(40)}`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/[a-z0-9]$/);
  });
});

describe('firstFreeSlug', () => {
  it('takes the slug, or the first numbered one not taken', () => {
    expect(firstFreeSlug('mercury', new Set())).toBe('mercury');
    expect(firstFreeSlug('mercury', new Set(['mercury', 'mercury-energy']))).toBe('mercury-2');
    expect(firstFreeSlug('mercury', new Set(['mercury', 'mercury-2', 'mercury-3']))).toBe('mercury-4');
  });
});
