// The portal's one way to call the API: JSON in, JSON out, errors in the API's
// shape ({ message, errors: [{ pointer, message }] }). Request and response
// types are the contract's (src/shared/api), which the server's routes use too.
import type { ApiErrorBody, FieldError } from '../../shared/api/errors';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Calls the API; with `accessToken`, as the signed-in user (bearer); `extraHeaders` such as If-Match. */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  accessToken?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers['Authorization'] = `Bearer ${accessToken}`;
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    // Anything but the API's error shape (a proxy's error page, say) falls back to the status.
    const payload = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiRequestError(response.status, payload.message ?? `Request failed (${response.status})`, payload.errors ?? []);
  }
  return { status: response.status, data: data as T };
}
