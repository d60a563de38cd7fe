// The portal's one way to call the API: JSON in, JSON out, errors in the API's
// shape ({ message, errors: [{ pointer, message }] }).
import type { FieldError } from '../../shared/validation/fieldErrors';

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

/** Calls the API; with `accessToken`, as the signed-in user (bearer). */
export async function apiRequest<T>(method: string, path: string, body?: unknown, accessToken?: string): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    const payload = (data ?? {}) as { message?: string; errors?: FieldError[] };
    throw new ApiRequestError(response.status, payload.message ?? `Request failed (${response.status})`, payload.errors ?? []);
  }
  return { status: response.status, data: data as T };
}
