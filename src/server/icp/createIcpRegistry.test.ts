// ICP_REGISTRY, ICP_REGISTRY_URL and ICP_REGISTRY_KEY choose the ICP registry.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createIcpRegistry } from './createIcpRegistry';
import { DatabaseIcpRegistry } from './databaseIcpRegistry';
import { ElectricityRegistryIcpRegistry } from './electricityRegistryIcpRegistry';

// Neither adapter touches the database or the network when it is made.
const database = { db: {}, dialect: 'pglite', close: async () => {} } as unknown as Database;

describe('ICP registry configuration', () => {
  it('uses the embedded database registry by default', () => {
    const config = loadConfig({});
    expect(config.icpRegistry).toEqual({ provider: 'database', registryUrl: undefined, registryKey: undefined });
    expect(createIcpRegistry(config.icpRegistry, database)).toBeInstanceOf(DatabaseIcpRegistry);
  });

  it('uses the industry registry with an address and a key', () => {
    const config = loadConfig({ ICP_REGISTRY: 'registry', ICP_REGISTRY_URL: 'https://registry.example.nz/api', ICP_REGISTRY_KEY: 'KEY' });
    expect(config.icpRegistry).toEqual({ provider: 'registry', registryUrl: 'https://registry.example.nz/api', registryKey: 'KEY' });
    expect(createIcpRegistry(config.icpRegistry, database)).toBeInstanceOf(ElectricityRegistryIcpRegistry);
  });

  it('refuses to start with the registry but no address or key, naming both settings', () => {
    const message = /ICP_REGISTRY=registry needs ICP_REGISTRY_URL and ICP_REGISTRY_KEY/;
    expect(() => loadConfig({ ICP_REGISTRY: 'registry' })).toThrow(message);
    expect(() => loadConfig({ ICP_REGISTRY: 'registry', ICP_REGISTRY_URL: 'https://registry.example.nz' })).toThrow(message);
    expect(() => loadConfig({ ICP_REGISTRY: 'registry', ICP_REGISTRY_KEY: 'KEY' })).toThrow(message);
    expect(() => createIcpRegistry({ provider: 'registry', registryUrl: undefined, registryKey: undefined }, database)).toThrow(message);
  });

  it('refuses an unknown registry or an address that is not http(s)', () => {
    expect(() => loadConfig({ ICP_REGISTRY: 'emi' })).toThrow('ICP_REGISTRY must be "database" or "registry", got "emi"');
    expect(() => loadConfig({ ICP_REGISTRY: 'registry', ICP_REGISTRY_URL: 'registry.example.nz', ICP_REGISTRY_KEY: 'KEY' })).toThrow(
      'ICP_REGISTRY_URL must be an http(s) address, got "registry.example.nz"',
    );
  });
});
