// Windcave's REST hosted payment page (HPP): the production payment provider
// (docs/operations/payments-windcave.md). Two calls, both with HTTP Basic auth
// (the REST API user and key; in a header, so never in a URL or a proxy log):
//   create session  POST {apiUrl}/sessions
//                   { type: 'purchase', amount: '1234.56', currency: 'NZD',
//                     merchantReference, language, methods, callbackUrls,
//                     notificationUrl, expires }
//                   → 202 { id, state, links: [{ href, rel: 'self' | 'hpp' | 'qrCode', method }] }
//   query session   GET {apiUrl}/sessions/{id}
//                   → 200/202 { id, state, …, transactions: [{ id, authorised, type,
//                     amount: '1234.56', currency, responseText, … }] }
//                   → 404 when Windcave has no such session
// Windcave appends ?sessionId= to the callback and notification addresses
// itself, and may call each more than once: the caller asks querySession and
// records a payment once (that idempotency is the caller's, not this file's).
//
// Money never goes through floating point: amounts leave as decimal text made
// from integer cents and come back through a strict decimal-text parser.
// Anything Windcave answers that we cannot read for certain becomes
// PaymentProviderError (nothing is recorded; the caller may ask again), and no
// message ever carries the API key or the Authorization header.
//
// The request and response shapes are modelled on Windcave's published REST
// API reference, not on a live account (this machine has no network): see
// "Check before production" in docs/operations/payments-windcave.md.
import { amountTextOf, type PaymentMethod } from '../../shared/api/payments';
import { PaymentProviderError, type CreatedSession, type PaymentProvider, type ProviderSessionOutcome, type SessionRequest } from './paymentProvider';

export const WINDCAVE_TIMEOUT_MS = 15_000;
/** Windcave refuses a longer merchantReference. */
export const MERCHANT_REFERENCE_MAX_LENGTH = 64;

/** Windcave's names of the payment methods the HPP offers: one method per session, the one the payer chose. */
const WINDCAVE_METHODS: Record<PaymentMethod, string> = {
  CreditCard: 'card',
  Account2Account: 'account2account',
};

export interface WindcaveOptions {
  /** e.g. `https://uat.windcave.com/api/v1` (test) or `https://sec.windcave.com/api/v1` (production). */
  apiUrl: string;
  /** The REST API user. */
  username: string;
  /** The REST API key. */
  apiKey: string;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
  /** How long one call may take, body included; tests shorten it. */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A value Windcave sent, quoted and cut short, for an error message. */
function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const AMOUNT_TEXT = /^(0|[1-9][0-9]*)\.([0-9]{2})$/;

/**
 * Integer cents of Windcave's decimal amount text, exactly: "1234.56" → 123456.
 * Only digits, one point and two decimals (no sign, no spaces, no thousands
 * separators, no leading zeros, no JSON numbers): anything else is refused,
 * since a misread amount would record the wrong payment.
 */
export function parseAmountCents(value: unknown): number {
  const match = typeof value === 'string' ? AMOUNT_TEXT.exec(value) : null;
  // Digits only, so Number() is exact as long as the result is a safe integer.
  const cents = match ? Number(`${match[1]}${match[2]}`) : NaN;
  if (!Number.isSafeInteger(cents)) throw new PaymentProviderError(`Windcave sent an amount that is not decimal text with 2 decimals: ${quoted(value)}`);
  return cents;
}

/** Decimal text of a positive amount in cents, checked against the parser so a wrong text can never leave. */
export function windcaveAmountText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`A Windcave payment needs a positive whole number of cents, got ${cents}`);
  const text = amountTextOf(cents);
  if (parseAmountCents(text) !== cents) throw new RangeError(`Could not write ${cents} cents as decimal text`);
  return text;
}

/**
 * At most 64 characters, cut on whole characters (an emoji or other
 * astral character is never split into half a surrogate pair), control
 * characters removed: the payer sees it, and Windcave's reports show it.
 */
export function merchantReferenceOf(reference: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = reference.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return Array.from(clean).slice(0, MERCHANT_REFERENCE_MAX_LENGTH).join('').trim();
}

/** ISO 8601 in UTC to the second ("2026-11-24T10:30:00Z"): cutting the milliseconds only makes the session end sooner. */
function expiresText(expiresAt: Date): string {
  if (Number.isNaN(expiresAt.getTime())) throw new RangeError('A Windcave session needs a valid expiry time');
  return expiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The body of POST /sessions for a request. */
export function sessionRequestBody(request: SessionRequest): Json {
  const method = WINDCAVE_METHODS[request.method];
  if (!method) throw new RangeError(`Windcave has no payment method for ${quoted(request.method)}`);
  if (request.currency !== 'NZD') throw new RangeError(`Windcave payments here are in NZD, got ${quoted(request.currency)}`);
  const merchantReference = merchantReferenceOf(request.merchantReference);
  if (!merchantReference) throw new RangeError('A Windcave session needs a merchant reference');
  return {
    type: 'purchase',
    amount: windcaveAmountText(request.amountCents),
    currency: 'NZD',
    merchantReference,
    language: 'en',
    methods: [method],
    callbackUrls: {
      approved: request.callbackUrls.approved,
      declined: request.callbackUrls.declined,
      cancelled: request.callbackUrls.cancelled,
    },
    notificationUrl: request.notificationUrl,
    expires: expiresText(request.expiresAt),
  };
}

/** The created session's id and its hosted payment page (the link whose rel is `hpp`). */
export function mapCreatedSession(body: unknown, status: number): CreatedSession {
  const id = isObject(body) ? nonBlank(body['id']) : undefined;
  if (!isObject(body) || !id) throw new PaymentProviderError(`Windcave create session answered HTTP ${status} without a session id`);
  const links = Array.isArray(body['links']) ? body['links'] : [];
  const hpp = links.find((link): link is Json => isObject(link) && link['rel'] === 'hpp');
  const href = hpp ? nonBlank(hpp['href']) : undefined;
  // The browser is sent there: only an http(s) address will do.
  if (!href || !URL.canParse(href) || !/^https?:$/.test(new URL(href).protocol)) {
    throw new PaymentProviderError(`Windcave create session answered HTTP ${status} without a hosted payment page link (rel "hpp") for session ${quoted(id)}`);
  }
  return { providerSessionId: id, redirectUrl: href };
}

/**
 * What a queried session says. Only `complete` is final: before it the payer is
 * still on the page (a declined try may be followed by another) or Windcave is
 * still processing. A complete session's last transaction is the result; none
 * at all means the payer cancelled or the session expired unpaid.
 */
export function mapSessionOutcome(body: unknown, requestedId: string): ProviderSessionOutcome {
  const fail = (what: string) => new PaymentProviderError(`Windcave session ${quoted(requestedId)} ${what}`);
  if (!isObject(body)) throw fail('was answered without a session');
  const id = body['id'];
  if (id !== undefined && id !== requestedId) throw fail(`was answered with another session, ${quoted(id)}`);
  const state = nonBlank(body['state']);
  if (!state) throw fail('was answered without a state');
  if (state !== 'complete') return { state: 'pending' };

  const transactions = body['transactions'];
  if (transactions === undefined || transactions === null) return { state: 'cancelled' };
  if (!Array.isArray(transactions)) throw fail('is complete with a transactions field that is not a list');
  if (transactions.length === 0) return { state: 'cancelled' };
  const last: unknown = transactions[transactions.length - 1];
  if (!isObject(last)) throw fail('is complete with a last transaction that is not an object');

  const transactionId = nonBlank(last['id']);
  if (last['authorised'] === false) {
    return { state: 'declined', transactionId: transactionId ?? null, responseText: nonBlank(last['responseText']) ?? 'Declined' };
  }
  if (last['authorised'] !== true) throw fail(`is complete with a last transaction whose "authorised" is ${quoted(last['authorised'])}`);
  // Money was taken: every field the payment is recorded with must be there and readable.
  if (last['type'] !== 'purchase') throw fail(`is complete with an authorised transaction of type ${quoted(last['type'])}, not a purchase`);
  if (!transactionId) throw fail('is complete with an authorised transaction without an id');
  const currency = last['currency'];
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw fail(`is complete with an authorised transaction in currency ${quoted(currency)}`);
  let amountCents: number;
  try {
    amountCents = parseAmountCents(last['amount']);
  } catch (error) {
    throw new PaymentProviderError(`Windcave session ${quoted(requestedId)}, transaction ${quoted(transactionId)}: ${(error as Error).message}`, { cause: error });
  }
  return { state: 'approved', transactionId, amountCents, currency };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

interface Answer {
  status: number;
  body: unknown;
}

export function createWindcaveProvider(options: WindcaveOptions): PaymentProvider {
  if (!options.apiUrl || !/^https?:\/\//.test(options.apiUrl)) throw new Error('The Windcave provider needs the REST API address (WINDCAVE_API_URL), an http(s) address');
  if (!options.username) throw new Error('The Windcave provider needs the REST API user (WINDCAVE_USERNAME)');
  if (!options.apiKey) throw new Error('The Windcave provider needs the REST API key (WINDCAVE_API_KEY)');
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? WINDCAVE_TIMEOUT_MS;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const credentials = Buffer.from(`${options.username}:${options.apiKey}`, 'utf8').toString('base64');
  const authorization = `Basic ${credentials}`;

  /** Windcave's own words are shown, but never a credential, should it ever echo one. */
  function redact(text: string): string {
    return text.split(options.apiKey).join('[redacted]').split(credentials).join('[redacted]');
  }

  /** `: message; message` of an `{ errors: [{ message }] }` body (at most 3, each cut short), or nothing. */
  function windcaveErrors(body: unknown): string {
    if (!isObject(body) || !Array.isArray(body['errors'])) return '';
    const messages = body['errors']
      .map((entry) => (isObject(entry) ? nonBlank(entry['message']) : undefined))
      .filter((message): message is string => message !== undefined)
      .slice(0, 3)
      .map((message) => redact(message.length > 200 ? `${message.slice(0, 197)}...` : message));
    return messages.length > 0 ? `: ${messages.join('; ')}` : '';
  }

  async function call(what: string, path: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', authorization };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      // One signal for the whole exchange: a body that trickles in counts towards the limit too.
      response = await fetchFn(`${apiUrl}${path}`, { method: init.method, headers, body: init.body, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(isTimeout(error) ? `Windcave ${what} did not answer within ${timeoutMs} ms` : `Windcave ${what} could not be reached`, {
        cause: error,
      });
    }
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // An error status keeps its meaning without a readable body; a success without one is unreadable.
      if (response.ok) throw new PaymentProviderError(`Windcave ${what} answered HTTP ${response.status} with a body that is not JSON`);
    }
    return { status: response.status, body };
  }

  function failed(what: string, answer: Answer): PaymentProviderError {
    return new PaymentProviderError(`Windcave ${what} failed: HTTP ${answer.status}${windcaveErrors(answer.body)}`);
  }

  return {
    name: 'windcave',

    async createSession(request) {
      const body = JSON.stringify(sessionRequestBody(request));
      const answer = await call('create session', '/sessions', { method: 'POST', body });
      if (answer.status !== 202 && answer.status !== 200) throw failed('create session', answer);
      return mapCreatedSession(answer.body, answer.status);
    },

    async querySession(providerSessionId) {
      // An empty id would ask for the session list, not a session: there is no such session.
      if (!providerSessionId) return { state: 'unknown' };
      const what = `query session ${quoted(providerSessionId)}`;
      const answer = await call(what, `/sessions/${encodeURIComponent(providerSessionId)}`, { method: 'GET' });
      if (answer.status === 404) return { state: 'unknown' };
      // 202: Windcave is still working on the session; the body says so in its state.
      if (answer.status !== 200 && answer.status !== 202) throw failed(what, answer);
      return mapSessionOutcome(answer.body, providerSessionId);
    },
  };
}
