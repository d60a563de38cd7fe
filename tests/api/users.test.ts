// When a signed-in customer completes, reads and edits their profile through
// /api/users, then the API answers in the spec's shapes (section 3), refuses
// bad data with the profile schema's own messages, keeps business name, NZBN,
// billing address, type, email and admin flag read-only, and a refused request
// stores nothing. Without a valid access token, every endpoint answers 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_EXPIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../src/server/auth/authenticate';
import { validateFormDocument } from '../../src/server/validation/formValidators';
import {
  accountRowCounts,
  createAccountsTestApp,
  LOOKUP_BILLING,
  newBusinessProfile,
  personalProfile,
  signIn,
  validNzbn,
  type AccountsTestContext,
} from './profileFixtures';
import { TEST_AUDIENCE, TEST_ISSUER } from './testTokens';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
const NO_ACCOUNT = { message: 'No account was found for this sign-in' };

let context: AccountsTestContext;
beforeAll(async () => {
  context = await createAccountsTestApp();
});
afterAll(async () => context?.subject.close());

const sortErrors = (errors: Array<{ pointer: string; message: string }>) =>
  [...errors].sort((a, b) => `${a.pointer} ${a.message}`.localeCompare(`${b.pointer} ${b.message}`));

const ENDPOINTS: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = [
  { method: 'POST', url: '/api/users', payload: personalProfile() },
  { method: 'GET', url: '/api/users' },
  { method: 'PUT', url: '/api/users', payload: { firstName: 'Someone' } },
  { method: 'GET', url: '/api/users/account' },
  { method: 'GET', url: '/api/users/profile' },
  { method: 'POST', url: '/api/business-invitations', payload: { email: 'someone@example.com' } },
  { method: 'GET', url: '/api/business-invitations' },
];

async function userRow(sub: string) {
  return context.subject.database.db
    .selectFrom('customer_user as u')
    .innerJoin('customer_account as a', 'a.id', 'u.account_id')
    .selectAll()
    .where('u.subject', '=', sub)
    .executeTakeFirst();
}

describe('a refused profile stores nothing (runs first, on an empty database)', () => {
  it.each([
    [
      'names missing and a landline as mobile',
      personalProfile({ firstName: undefined, lastName: '', mobile: '09 379 4000' }),
      [
        { pointer: '/firstName', message: 'First name is required' },
        { pointer: '/lastName', message: 'Last name is required' },
        { pointer: '/mobile', message: 'Enter a valid phone number' },
      ],
    ],
    [
      'an NZBN of 12 digits',
      newBusinessProfile('942904639392'),
      [{ pointer: '/companyNzbn', message: 'Your NZBN should contain 13 numbers, please update' }],
    ],
    [
      'an NZBN with letters, and no billing address chosen',
      newBusinessProfile('94290463939AB', { billingAddressId: undefined, billingAddressDisplay: '36 Customhouse' }),
      [
        { pointer: '/companyNzbn', message: 'NZBN can only contain numbers' },
        { pointer: '/billingAddressDisplay', message: 'Billing address is invalid' },
      ],
    ],
    [
      'a business without the creating/joining choice or a business name',
      { type: 'business', firstName: 'Tāne', lastName: 'Williams', mobile: '027 555 0199' },
      [
        { pointer: '/isInvitedUser', message: 'Please select whether you are creating a new account or joining an existing account' },
        { pointer: '/businessName', message: 'Business name is required' },
      ],
    ],
    [
      'a manual billing address with a 3-digit postcode and a bad alternate phone',
      personalProfile({
        ...LOOKUP_BILLING,
        manuallyEnteredBillingAddress: true,
        manualBillingAddress: { addressString: 'PO Box 12 345', city: 'Auckland', postcode: '102' },
        alternatePhone: '0800 123 456',
      }),
      [
        { pointer: '/manualBillingAddress/postcode', message: 'Postcode should contain 4 numbers, please update' },
        { pointer: '/alternatePhone', message: 'Enter a valid alternate phone number' },
      ],
    ],
    ['a field the profile does not have', personalProfile({ nickname: 'Ro' }), [{ pointer: '', message: 'The profile has a field this form does not accept' }]],
    ['no account type', personalProfile({ type: undefined }), [{ pointer: '/type', message: 'Account type is required' }]],
  ])('POST with %s: 400 with the schema messages at their pointers', async (_name, document, expected) => {
    const caller = await signIn(context, 'refused@example.co.nz');
    const response = await caller.call('POST', '/api/users', JSON.parse(JSON.stringify(document)));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(VALIDATION_FAILED);
    expect(sortErrors(body.errors)).toEqual(sortErrors(expected));
    expect(await accountRowCounts(context)).toEqual({ accounts: 0, users: 0, acceptedInvitations: 0 });
    expect((await caller.call('GET', '/api/users/account')).statusCode).toBe(404);
  });

  it('POST without a body: 400 and nothing stored', async () => {
    const caller = await signIn(context, 'refused@example.co.nz');
    const response = await caller.call('POST', '/api/users');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VALIDATION_FAILED);
    expect(await accountRowCounts(context)).toEqual({ accounts: 0, users: 0, acceptedInvitations: 0 });
  });

  it('POST with a sign-in that has no email: 400, asks to sign in again, nothing stored', async () => {
    const caller = await signIn(context, null);
    const response = await caller.call('POST', '/api/users', personalProfile());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Your sign-in does not include an email address. Please sign in again.', errors: [{ pointer: '', message: 'Your sign-in does not include an email address. Please sign in again.' }] });
    expect(await accountRowCounts(context)).toEqual({ accounts: 0, users: 0, acceptedInvitations: 0 });
  });
});

describe('without a valid access token', () => {
  it.each(ENDPOINTS)('$method $url without a token: 401 JSON', async ({ method, url, payload }) => {
    const response = await context.subject.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE });
  });

  const badTokens: Array<[string, () => Promise<string>]> = [
    [
      'a tampered signature',
      async () => {
        const token = await context.signer.sign('local|tampered', { email: 'tampered@example.com' });
        const [header, payload, signature = ''] = token.split('.');
        const middle = Math.floor(signature.length / 2);
        const changed = signature[middle] === 'A' ? 'B' : 'A';
        return `${header}.${payload}.${signature.slice(0, middle)}${changed}${signature.slice(middle + 1)}`;
      },
    ],
    ['an expired token', () => context.signer.sign('local|expired', { email: 'expired@example.com' }, { expiresAt: Math.floor(Date.now() / 1000) - 3600 })],
    ['a token for another audience', () => context.signer.sign('local|audience', { email: 'aud@example.com' }, { audience: 'https://elsewhere.example/api' })],
    ['a token from another issuer', () => context.signer.sign('local|issuer', { email: 'iss@example.com' }, { issuer: 'https://impostor.example/' })],
  ];

  it.each(badTokens)('%s: 401 on every endpoint, and nothing stored', async (_name, makeToken) => {
    const token = await makeToken();
    for (const { method, url, payload } of ENDPOINTS) {
      const response = await context.subject.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: SIGN_IN_EXPIRED_MESSAGE });
    }
    const counts = await accountRowCounts(context);
    expect(counts.users).toBe(0);
  });

  it('the test issuer and audience are what a good token carries (control)', async () => {
    const token = await context.signer.sign('local|control', { email: 'control@example.com' }, { issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    const response = await context.subject.app.inject({ method: 'GET', url: '/api/users/account', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
  });
});

describe('a personal account', () => {
  it('does not keep business details the form hides from a personal account', async () => {
    const caller = await signIn(context, 'hidden.fields@example.co.nz');
    const created = await caller.call('POST', '/api/users', personalProfile({ businessName: 'Not Shown Ltd', companyNzbn: validNzbn(990001), isInvitedUser: 'true' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'personal', businessName: '', companyNzbn: '', isInvitedUser: 'false' });

    const updated = await caller.call('PUT', '/api/users', { ...personalProfile(), businessName: 'Still Not Shown Ltd' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ type: 'personal', businessName: '' });
  });

  it('account check is 404 before the profile exists, 204 (empty) after; the profile is in the spec shapes with empty strings', async () => {
    const caller = await signIn(context, 'aroha.ngata@example.co.nz');

    const before = await caller.call('GET', '/api/users/account');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual(NO_ACCOUNT);
    expect((await caller.call('GET', '/api/users')).json()).toEqual(NO_ACCOUNT);
    expect((await caller.call('GET', '/api/users/profile')).statusCode).toBe(404);

    // Server-set fields sent by the client are ignored.
    const created = await caller.call('POST', '/api/users', personalProfile({ id: 'mine', auth0Id: 'someone-else', email: 'not-mine@example.com', isAdmin: true }));
    expect(created.statusCode).toBe(201);
    const profile = created.json();
    expect(profile).toEqual({
      firstName: 'Aroha',
      lastName: 'Ngata',
      mobile: '021 123 4567',
      alternatePhone: '',
      businessName: '',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      auth0Id: caller.sub,
      type: 'personal',
      isInvitedUser: 'false',
      billingAddressDisplay: LOOKUP_BILLING.billingAddressDisplay,
      billingAddressId: LOOKUP_BILLING.billingAddressId,
      manuallyEnteredBillingAddress: false,
      manualBillingAddress: { addressString: '', suburb: '', city: '', postcode: '' },
      companyNzbn: '',
      email: 'aroha.ngata@example.co.nz',
      isAdmin: false,
    });

    const after = await caller.call('GET', '/api/users/account');
    expect(after.statusCode).toBe(204);
    expect(after.body).toBe('');

    const full = await caller.call('GET', '/api/users');
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.json()).toEqual(profile);
    // Account settings can send the loaded profile back as it is.
    expect(await validateFormDocument('profile', full.json())).toEqual({ valid: true, errors: [] });

    const basic = await caller.call('GET', '/api/users/profile');
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toEqual({
      contactId: profile.id,
      accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha.ngata@example.co.nz',
      mobile: '021 123 4567',
      alternatePhone: '',
      businessName: '',
      billingAddress: LOOKUP_BILLING.billingAddressDisplay,
      companyNzbn: '',
      userType: 'personal',
      isAdmin: false,
    });

    const row = await userRow(caller.sub);
    expect(row).toMatchObject({ type: 'personal', business_name: null, company_nzbn: null, is_admin: false, email: 'aroha.ngata@example.co.nz' });
  });

  it('a second POST answers 409 and changes nothing', async () => {
    const caller = await signIn(context, 'twice@example.co.nz');
    expect((await caller.call('POST', '/api/users', personalProfile())).statusCode).toBe(201);
    const counts = await accountRowCounts(context);
    const again = await caller.call('POST', '/api/users', personalProfile({ firstName: 'Changed' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already have an account' });
    expect(await accountRowCounts(context)).toEqual(counts);
    expect((await caller.call('GET', '/api/users')).json().firstName).toBe('Aroha');
  });

  it('two POSTs at the same moment make one account: one 201, one 409', async () => {
    const caller = await signIn(context, 'double.click@example.co.nz');
    const counts = await accountRowCounts(context);
    const responses = await Promise.all([caller.call('POST', '/api/users', personalProfile()), caller.call('POST', '/api/users', personalProfile())]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await accountRowCounts(context)).toEqual({ ...counts, accounts: counts.accounts + 1, users: counts.users + 1 });
  });

  it('a manual billing address is kept without the lookup fields and shown as one line in the basic profile', async () => {
    const caller = await signIn(context, 'manual@example.co.nz');
    const created = await caller.call(
      'POST',
      '/api/users',
      personalProfile({
        // A lookup label left behind when switching to manual entry is not kept.
        manuallyEnteredBillingAddress: true,
        manualBillingAddress: { addressString: '14 Station Road', suburb: 'Ōtāhuhu', city: 'Auckland', postcode: '1062' },
        alternatePhone: '09 276 5432',
        businessName: ' leftover',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      billingAddressDisplay: '',
      billingAddressId: '',
      manuallyEnteredBillingAddress: true,
      manualBillingAddress: { addressString: '14 Station Road', suburb: 'Ōtāhuhu', city: 'Auckland', postcode: '1062' },
      alternatePhone: '09 276 5432',
      businessName: '',
    });
    expect((await caller.call('GET', '/api/users/profile')).json().billingAddress).toBe('14 Station Road, Ōtāhuhu, Auckland, 1062');

    const noSuburb = await signIn(context, 'po.box@example.co.nz');
    await noSuburb.call('POST', '/api/users', personalProfile({ manuallyEnteredBillingAddress: true, manualBillingAddress: { addressString: 'PO Box 13 960', city: 'Christchurch', postcode: '8141' } }));
    const basic = (await noSuburb.call('GET', '/api/users/profile')).json();
    expect(basic.billingAddress).toBe('PO Box 13 960, Christchurch, 8141');
    expect((await noSuburb.call('GET', '/api/users')).json().manualBillingAddress).toEqual({ addressString: 'PO Box 13 960', suburb: '', city: 'Christchurch', postcode: '8141' });
  });
});

describe('a new business account', () => {
  it('makes its first registrant the admin, with the business name, NZBN and billing address on the account', async () => {
    const caller = await signIn(context, 'Tane.Williams@Kauri.example.co.nz');
    const nzbn = validNzbn(1);
    const created = await caller.call('POST', '/api/users', newBusinessProfile(nzbn));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      type: 'business',
      isInvitedUser: 'false',
      isAdmin: true,
      businessName: 'Kauri Electrical Limited',
      companyNzbn: nzbn,
      email: 'Tane.Williams@Kauri.example.co.nz',
    });
    expect(await validateFormDocument('profile', created.json())).toEqual({ valid: true, errors: [] });
    expect((await caller.call('GET', '/api/users/profile')).json()).toMatchObject({ userType: 'business', isAdmin: true, companyNzbn: nzbn, businessName: 'Kauri Electrical Limited' });
  });

  it('refuses an NZBN another business account already has: 400 at /companyNzbn, nothing stored', async () => {
    const nzbn = validNzbn(2);
    const first = await signIn(context, 'first@business.example.com');
    expect((await first.call('POST', '/api/users', newBusinessProfile(nzbn))).statusCode).toBe(201);

    const counts = await accountRowCounts(context);
    const second = await signIn(context, 'second@business.example.com');
    const response = await second.call('POST', '/api/users', newBusinessProfile(nzbn, { businessName: 'Another Name Ltd' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: VALIDATION_FAILED,
      errors: [{ pointer: '/companyNzbn', message: 'A business account with this NZBN already exists. Ask its admin to invite you.' }],
    });
    expect(await accountRowCounts(context)).toEqual(counts);
    expect((await second.call('GET', '/api/users/account')).statusCode).toBe(404);
  });

  it('a personal account never keeps an NZBN, so it does not block a business with that number', async () => {
    const nzbn = validNzbn(3);
    const personal = await signIn(context, 'personal.with.nzbn@example.com');
    expect((await personal.call('POST', '/api/users', personalProfile({ companyNzbn: nzbn }))).json().companyNzbn).toBe('');
    const business = await signIn(context, 'owner@example.com');
    expect((await business.call('POST', '/api/users', newBusinessProfile(nzbn))).statusCode).toBe(201);
  });
});

describe('PUT /api/users', () => {
  it('answers 404 without a profile', async () => {
    const caller = await signIn(context, 'nobody@example.com');
    const response = await caller.call('PUT', '/api/users', personalProfile());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NO_ACCOUNT);
  });

  it('changes names and phones, and answers the updated full profile', async () => {
    const caller = await signIn(context, 'editor@example.co.nz');
    const created = (await caller.call('POST', '/api/users', personalProfile({ alternatePhone: '09 379 4000' }))).json();

    const response = await caller.call('PUT', '/api/users', { ...created, firstName: 'Mereana', lastName: "O'Connor", mobile: '027 555 0199', alternatePhone: '+61 412 345 678' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, firstName: 'Mereana', lastName: "O'Connor", mobile: '027 555 0199', alternatePhone: '+61 412 345 678' });
    expect((await caller.call('GET', '/api/users')).json()).toEqual(response.json());

    // An empty alternate phone clears it; fields left out keep their values.
    const cleared = await caller.call('PUT', '/api/users', { alternatePhone: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ firstName: 'Mereana', alternatePhone: '' });
    expect(await userRow(caller.sub)).toMatchObject({ first_name: 'Mereana', last_name: "O'Connor", mobile: '027 555 0199', alternate_phone: '' });
  });

  it('ignores business name, NZBN, billing address, type, email, admin flag and ids', async () => {
    const caller = await signIn(context, 'readonly@business.example.com');
    const nzbn = validNzbn(4);
    const created = (await caller.call('POST', '/api/users', newBusinessProfile(nzbn))).json();
    const rowBefore = await userRow(caller.sub);

    const response = await caller.call('PUT', '/api/users', {
      ...created,
      firstName: 'Renamed',
      businessName: 'Hijacked Holdings',
      companyNzbn: validNzbn(5),
      billingAddressDisplay: '1 Other Street, Hamilton',
      billingAddressId: 'other-id',
      manuallyEnteredBillingAddress: true,
      manualBillingAddress: { addressString: 'PO Box 1', city: 'Nowhere', postcode: '0000' },
      type: 'personal',
      isInvitedUser: 'true',
      email: 'someone.else@example.com',
      isAdmin: false,
      id: '00000000-0000-0000-0000-000000000000',
      auth0Id: 'auth0|someone-else',
    });
    expect(response.statusCode).toBe(200);
    const expected = { ...created, firstName: 'Renamed' };
    expect(response.json()).toEqual(expected);
    expect((await caller.call('GET', '/api/users')).json()).toEqual(expected);

    const rowAfter = await userRow(caller.sub);
    expect(rowAfter).toMatchObject({
      first_name: 'Renamed',
      type: 'business',
      business_name: 'Kauri Electrical Limited',
      company_nzbn: nzbn,
      billing_address_display: rowBefore?.billing_address_display,
      billing_address_id: rowBefore?.billing_address_id,
      manually_entered_billing_address: false,
      manual_billing_address: null,
      email: 'readonly@business.example.com',
      is_admin: true,
      subject: caller.sub,
      account_id: rowBefore?.account_id,
    });
  });

  it('refuses a bad mobile with the schema message and changes nothing', async () => {
    const caller = await signIn(context, 'bad.mobile@example.co.nz');
    const created = (await caller.call('POST', '/api/users', personalProfile())).json();
    const rowBefore = await userRow(caller.sub);

    const response = await caller.call('PUT', '/api/users', { ...created, firstName: 'Changed', mobile: '021 123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/mobile', message: 'Enter a valid phone number' }] });

    const emptied = await caller.call('PUT', '/api/users', { firstName: ' Leading', lastName: '' });
    expect(emptied.statusCode).toBe(400);
    expect(sortErrors(emptied.json().errors)).toEqual(
      sortErrors([
        { pointer: '/firstName', message: 'First name is invalid' },
        { pointer: '/lastName', message: 'Last name is required' },
      ]),
    );

    const unknown = await caller.call('PUT', '/api/users', { nickname: 'Ro' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ pointer: '', message: 'The profile has a field this form does not accept' }]);

    const notAnObject = await caller.call('PUT', '/api/users', ['firstName']);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '', message: 'Enter valid profile details' }] });

    expect((await caller.call('GET', '/api/users')).json()).toEqual(created);
    const rowAfter = await userRow(caller.sub);
    expect(rowAfter?.updated_at).toEqual(rowBefore?.updated_at);
    expect(rowAfter?.first_name).toBe('Aroha');
  });
});
