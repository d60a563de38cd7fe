// Chooses the ICP registry from configuration (ICP_REGISTRY).
import type { IcpRegistryConfig } from '../config';
import type { Database } from '../db/database';
import { DatabaseIcpRegistry } from './databaseIcpRegistry';
import { ElectricityRegistryIcpRegistry } from './electricityRegistryIcpRegistry';
import type { IcpRegistry } from './icpRegistry';

export function createIcpRegistry(config: IcpRegistryConfig, database: Database): IcpRegistry {
  if (config.provider === 'registry') {
    if (!config.registryUrl || !config.registryKey) throw new Error('ICP_REGISTRY=registry needs ICP_REGISTRY_URL and ICP_REGISTRY_KEY');
    return new ElectricityRegistryIcpRegistry({ baseUrl: config.registryUrl, apiKey: config.registryKey });
  }
  return new DatabaseIcpRegistry(database.db);
}
