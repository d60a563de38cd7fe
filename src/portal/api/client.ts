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

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`/api${path}`, {
    method,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
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
