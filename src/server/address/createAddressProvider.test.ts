import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AddressfinderProvider } from './addressfinderProvider';
import { createAddressProvider } from './createAddressProvider';
import { SampleAddressProvider } from './sampleAddressProvider';

describe('address provider configuration', () => {
  it('uses the bundled sample by default', () => {
    const config = loadConfig({});
    expect(config.address).toEqual({ provider: 'sample', addressfinderKey: undefined, addressfinderSecret: undefined });
    expect(createAddressProvider(config.address)).toBeInstanceOf(SampleAddressProvider);
  });

  it('uses Addressfinder with a key and secret', () => {
    const config = loadConfig({ ADDRESS_PROVIDER: 'addressfinder', ADDRESSFINDER_KEY: 'KEY', ADDRESSFINDER_SECRET: 'SECRET' });
    expect(config.address).toEqual({ provider: 'addressfinder', addressfinderKey: 'KEY', addressfinderSecret: 'SECRET' });
    expect(createAddressProvider(config.address)).toBeInstanceOf(AddressfinderProvider);
  });

  it('refuses to start with Addressfinder but no key or secret', () => {
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'addressfinder' })).toThrow(/ADDRESS_PROVIDER=addressfinder needs ADDRESSFINDER_KEY/);
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'addressfinder', ADDRESSFINDER_KEY: 'KEY' })).toThrow(/ADDRESSFINDER_SECRET/);
    expect(() => createAddressProvider({ provider: 'addressfinder', addressfinderKey: undefined, addressfinderSecret: undefined })).toThrow(
      /ADDRESSFINDER_KEY/,
    );
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'google' })).toThrow('ADDRESS_PROVIDER must be "sample" or "addressfinder", got "google"');
  });
});
