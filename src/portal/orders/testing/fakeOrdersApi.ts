// The network as the order pages' unit tests see it: fetch is replaced by a
// function that answers the account check and the basic profile as the API
// does for a signed-in customer, and everything else from the test's own
// handler (undefined there: 404, as the API answers an unknown path).
import { vi } from 'vitest';
import type { BasicProfile } from '../../../shared/api/profile';

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => Response | undefined | Promise<Response | undefined>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function basicProfile(userType: BasicProfile['userType'], firstName = 'Aroha', lastName = 'Ngata'): BasicProfile {
  return {
    contactId: 'contact-1',
    accountId: 'account-1',
    firstName,
    lastName,
    email: 'aroha@example.nz',
    mobile: '0211234567',
    alternatePhone: '',
    businessName: userType === 'business' ? 'Ngata Builders' : '',
    billingAddress: '',
    companyNzbn: '',
    userType,
    isAdmin: true,
  };
}

/** Stubs fetch; returns the mock, whose calls are the requests made. */
export function serveOrdersApi(handler: FakeHandler, profile: BasicProfile = basicProfile('personal')) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url: new URL(input, 'http://portal.test'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    if (request.url.pathname === '/api/users/account') return new Response(null, { status: 204 });
    if (request.url.pathname === '/api/users/profile') return json(profile);
    requests.push(request);
    return (await handler(request)) ?? json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
