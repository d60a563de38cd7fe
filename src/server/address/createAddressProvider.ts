// Chooses the address provider from configuration (ADDRESS_PROVIDER).
import type { AddressConfig } from '../config';
import type { AddressProvider } from './addressProvider';
import { AddressfinderProvider } from './addressfinderProvider';
import { bundledSampleProvider } from './sampleAddressProvider';

export function createAddressProvider(config: AddressConfig): AddressProvider {
  if (config.provider === 'addressfinder') {
    if (!config.addressfinderKey) throw new Error('ADDRESS_PROVIDER=addressfinder needs ADDRESSFINDER_KEY');
    return new AddressfinderProvider({ key: config.addressfinderKey, secret: config.addressfinderSecret });
  }
  return bundledSampleProvider();
}
