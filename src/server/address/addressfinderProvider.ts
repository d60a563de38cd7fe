// Addressfinder (https://addressfinder.nz) adapter: the production address
// provider. Two calls, both GET with the licence key in the query and the
// secret in the Authorization header (server-to-server calls need the secret;
// keeping it out of the URL keeps it out of proxy logs):
//   autocomplete  /api/nz/address/autocomplete?key&q&format=json&max&post_box
//                 → { completions: [{ a, pxid, v }], paid, success }
//   metadata      /api/nz/address/metadata?key&pxid&format=json
//                 → { pxid, a, unit_identifier, number, alpha, street, suburb,
//                     city, mailtown, postcode, box_type, lobby_name, … }
// Errors answer { success: false, message, error_code }. The response is read
// defensively: missing or oddly typed fields never throw, they are skipped.
// Any failure (network, timeout, non-2xx, error body, unreadable JSON) becomes
// AddressLookupUnavailableError, which the route turns into 503.
import { AddressLookupUnavailableError, type AddressDetails, type AddressProvider, type AddressSearchOptions, type AddressSuggestion } from './addressProvider';

export const ADDRESSFINDER_BASE_URL = 'https://api.addressfinder.io';
export const ADDRESSFINDER_TIMEOUT_MS = 5_000;
/** error_code Addressfinder gives when a pxid does not exist. */
const RECORD_NOT_FOUND = '1011';

export interface AddressfinderOptions {
  key: string;
  secret?: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** The fetch to use; tests pass a fake. */
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field as trimmed text: strings and numbers only; anything else (or blank) is undefined. */
function text(body: Json, field: string): string | undefined {
  const value = body[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Maps an autocomplete response to suggestions; entries without an id or address are skipped. */
export function mapAutocomplete(body: unknown, limit: number): AddressSuggestion[] {
  if (!isObject(body) || !Array.isArray(body['completions'])) {
    throw new AddressLookupUnavailableError('Addressfinder autocomplete answered without a completions list');
  }
  const suggestions: AddressSuggestion[] = [];
  const seen = new Set<string>();
  for (const entry of body['completions']) {
    if (!isObject(entry)) continue;
    const id = text(entry, 'pxid');
    const label = text(entry, 'a');
    if (!id || !label || seen.has(id)) continue;
    seen.add(id);
    suggestions.push({ id, label });
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}

/** Maps a metadata response to address details (PO Boxes: box type as street name, box number as number, lobby as suburb). */
export function mapMetadata(body: unknown, requestedId: string): AddressDetails {
  if (!isObject(body)) throw new AddressLookupUnavailableError('Addressfinder metadata answered without an address');
  const label = text(body, 'a') ?? text(body, 'postal');
  if (!label) throw new AddressLookupUnavailableError('Addressfinder metadata answered without an address');
  const boxType = text(body, 'box_type');
  const number = text(body, 'number') ?? '';
  const alpha = text(body, 'alpha') ?? '';
  const unit = text(body, 'unit_identifier');
  return {
    id: text(body, 'pxid') ?? requestedId,
    label,
    ...(unit ? { unit } : {}),
    streetNumber: `${number}${alpha}`,
    streetName: text(body, 'street') ?? boxType ?? '',
    suburb: text(body, 'suburb') ?? text(body, 'post_suburb') ?? text(body, 'lobby_name') ?? '',
    city: text(body, 'city') ?? text(body, 'mailtown') ?? '',
    postcode: text(body, 'postcode') ?? '',
    postal: boxType !== undefined,
  };
}

function errorCode(body: unknown): string | undefined {
  return isObject(body) ? text(body, 'error_code') : undefined;
}

export class AddressfinderProvider implements AddressProvider {
  private readonly key: string;
  private readonly secret: string | undefined;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: AddressfinderOptions) {
    if (!options.key) throw new Error('The Addressfinder provider needs a licence key (ADDRESSFINDER_KEY)');
    this.key = options.key;
    this.secret = options.secret || undefined;
    this.baseUrl = (options.baseUrl ?? ADDRESSFINDER_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? ADDRESSFINDER_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async search(query: string, { postal, limit }: AddressSearchOptions): Promise<AddressSuggestion[]> {
    const params: Record<string, string> = { q: query, max: String(limit) };
    // post_box=0 leaves PO Boxes out; post_box=1 would give ONLY PO Boxes, so a
    // postal (billing) search omits the filter to offer street addresses and PO Boxes,
    // and asks for addresses NZ Post delivers to.
    if (postal) params['delivered'] = '1';
    else params['post_box'] = '0';
    const { body } = await this.get('autocomplete', params);
    return mapAutocomplete(body, limit);
  }

  async lookup(id: string): Promise<AddressDetails | undefined> {
    const { status, body } = await this.get('metadata', { pxid: id }, true);
    if (status === 404 || errorCode(body) === RECORD_NOT_FOUND) return undefined;
    return mapMetadata(body, id);
  }

  private async get(call: 'autocomplete' | 'metadata', params: Record<string, string>, notFoundIsAnswer = false): Promise<{ status: number; body: unknown }> {
    const url = new URL(`${this.baseUrl}/api/nz/address/${call}`);
    url.searchParams.set('key', this.key);
    url.searchParams.set('format', 'json');
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.secret) headers['authorization'] = this.secret;

    let response: Response;
    try {
      response = await this.fetch(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      // The URL (with the key) stays out of the message; the cause keeps the detail.
      throw new AddressLookupUnavailableError(
        timedOut ? `Addressfinder ${call} did not answer within ${this.timeoutMs} ms` : `Addressfinder ${call} could not be reached`,
        { cause: error },
      );
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (notFoundIsAnswer && response.status === 404) return { status: 404, body: undefined };
      throw new AddressLookupUnavailableError(`Addressfinder ${call} answered HTTP ${response.status} without JSON`, { cause: error });
    }
    if (notFoundIsAnswer && (response.status === 404 || errorCode(body) === RECORD_NOT_FOUND)) return { status: 404, body };
    if (!response.ok || (isObject(body) && body['success'] === false)) {
      const code = errorCode(body);
      const message = isObject(body) ? text(body, 'message') : undefined;
      throw new AddressLookupUnavailableError(
        `Addressfinder ${call} failed: HTTP ${response.status}${code ? `, error ${code}` : ''}${message ? `: ${message}` : ''}`,
      );
    }
    return { status: response.status, body };
  }
}
