// The production ICP registry: the ICP details call of the New Zealand
// electricity registry (the Electricity Authority's registry API), which knows
// every ICP in the country and the physical address of its site.
//
//   GET {baseUrl}/icps/{icp}        API key in a header (Ocp-Apim-Subscription-Key
//                                   by default: the Authority's API gateway)
//   200 → { icpIdentifier, address: { unit, propertyName, streetNumber,
//          street, suburb, town, postCode, region } }
//   404 → the registry has no such ICP
//
// Field names are read defensively: the registry's own attribute names
// (`physicalAddressStreet` …) are accepted beside the short ones, missing or
// oddly typed fields are skipped, and an ICP without a usable address counts
// as not found (the form then asks for the meter serial number, spec 3 "No ICP
// found"). Check the mapping against the registry's current API specification
// when the subscription is set up (docs/operations/icp-registry.md).
//
// Any other failure (network, timeout, non-2xx, a body that is not JSON)
// becomes IcpRegistryUnavailableError, which the route turns into 503.
import { IcpRegistryUnavailableError, type IcpRecord, type IcpRegistry } from './icpRegistry';

export const ICP_REGISTRY_TIMEOUT_MS = 5_000;
export const ICP_REGISTRY_API_KEY_HEADER = 'Ocp-Apim-Subscription-Key';

export interface ElectricityRegistryOptions {
  /** e.g. `https://api.example.govt.nz/registry/v1` (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  /** Header that carries the key. */
  apiKeyHeader?: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `names` that holds text (or a number), trimmed; undefined when none does. */
function text(body: Json, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim().replace(/\s+/g, ' ');
  }
  return undefined;
}

/** One part of the physical address, under its short name or the registry's attribute name. */
function part(address: Json, short: string, attribute: string): string | undefined {
  return text(address, short, `physicalAddress${attribute}`);
}

/**
 * The site address on one line, the way the address lookup labels addresses:
 * `Pump shed, 2/12 Ponsonby Road, Ponsonby, Auckland 1011`. The suburb is left
 * out when it is the town; undefined when there is neither a street nor a town.
 */
export function addressLabel(address: Json): string | undefined {
  const unit = part(address, 'unit', 'Unit');
  const number = part(address, 'streetNumber', 'Number') ?? part(address, 'number', 'StreetNumber');
  const street = part(address, 'street', 'Street');
  const suburb = part(address, 'suburb', 'Suburb');
  const town = part(address, 'town', 'Town') ?? part(address, 'city', 'City');
  const postcode = part(address, 'postCode', 'PostCode') ?? part(address, 'postcode', 'Postcode');
  const propertyName = part(address, 'propertyName', 'PropertyName');
  if (!street && !town) return undefined;

  const numbered = number && unit ? `${unit}/${number}` : (number ?? (unit ? `Unit ${unit}` : undefined));
  const streetLine = street ? [numbered, street].filter(Boolean).join(' ') : undefined;
  const townLine = [town, postcode].filter(Boolean).join(' ') || undefined;
  const suburbLine = suburb && suburb.toLowerCase() !== town?.toLowerCase() ? suburb : undefined;
  return [propertyName, streetLine, suburbLine, townLine].filter(Boolean).join(', ');
}

/** Maps an ICP details answer to the lookup's record; undefined when it names no usable address. */
export function mapIcpDetails(body: unknown, requestedIcp: string): IcpRecord | undefined {
  if (!isObject(body)) throw new IcpRegistryUnavailableError('The ICP registry answered without an ICP');
  const address = isObject(body['address']) ? body['address'] : isObject(body['physicalAddress']) ? body['physicalAddress'] : body;
  const label = addressLabel(address);
  return label ? { id: requestedIcp, label } : undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export class ElectricityRegistryIcpRegistry implements IcpRegistry {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly apiKeyHeader: string;
  private readonly timeoutMs: number;

  constructor(options: ElectricityRegistryOptions) {
    if (!options.baseUrl) throw new Error('The ICP registry adapter needs the registry address (ICP_REGISTRY_URL)');
    if (!options.apiKey) throw new Error('The ICP registry adapter needs an API key (ICP_REGISTRY_KEY)');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.apiKeyHeader = options.apiKeyHeader ?? ICP_REGISTRY_API_KEY_HEADER;
    this.timeoutMs = options.timeoutMs ?? ICP_REGISTRY_TIMEOUT_MS;
  }

  async find(icpNumber: string): Promise<IcpRecord | undefined> {
    const url = `${this.baseUrl}/icps/${encodeURIComponent(icpNumber)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', [this.apiKeyHeader]: this.apiKey },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new IcpRegistryUnavailableError(
        isTimeout(error) ? `The ICP registry did not answer within ${this.timeoutMs} ms` : 'The ICP registry could not be reached',
        { cause: error },
      );
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      // The key stays out of the message (it is in a header, never in the URL).
      throw new IcpRegistryUnavailableError(`The ICP registry answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new IcpRegistryUnavailableError(
        isTimeout(error) ? `The ICP registry did not answer within ${this.timeoutMs} ms` : `The ICP registry answered HTTP ${response.status} without JSON`,
        { cause: error },
      );
    }
    return mapIcpDetails(body, icpNumber);
  }
}
