// The address lookup behind GET /api/address: a provider searches addresses as
// the user types and gives the details of the one they chose. The bundled NZ
// sample is the default; Addressfinder is the production provider
// (docs/operations/address-lookup.md).
import type { AddressDetails } from '../../shared/api/address';

/** One suggestion in the address field (spec: "Address suggestion: id, label"). */
export interface AddressSuggestion {
  id: string;
  label: string;
}

/** The parts of a chosen address: the API contract's type (src/shared/api/address.ts). */
export type { AddressDetails };

export interface AddressSearchOptions {
  /** True for a postal (billing) address: PO Boxes are offered as well as street addresses. */
  postal: boolean;
  /** Most suggestions to return. */
  limit: number;
}

export interface AddressProvider {
  search(query: string, options: AddressSearchOptions): Promise<AddressSuggestion[]>;
  lookup(id: string): Promise<AddressDetails | undefined>;
}

/** The provider cannot answer now (network, timeout, credentials, quota); the route answers 503. */
export class AddressLookupUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressLookupUnavailableError';
  }
}
