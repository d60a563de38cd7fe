// When the admin of a business account invites someone (API) or staff do
// (npm run invite-member), then an invitation and its mail are recorded, and
// the invitee who completes their profile with 'Joining existing account'
// becomes a member of that account (not admin) who sees the account's business
// name and billing address. Without a pending invitation, joining is refused
// and nothing is stored; only the admin may invite.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountScopeOf } from '../../src/server/accounts/accountScope';
import { inviteMemberAsStaff, StaffCommandError } from '../../src/server/accounts/staffInvitation';
import { listOutbox } from '../../src/server/mail/outbox';
import { validateFormDocument } from '../../src/server/validation/formValidators';
import {
  accountRowCounts,
  createAccountsTestApp,
  joiningProfile,
  newBusinessProfile,
  personalProfile,
  signIn,
  validNzbn,
  type AccountsTestContext,
  type Caller,
} from './profileFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
const DAY_MS = 24 * 60 * 60 * 1000;

let context: AccountsTestContext;
beforeAll(async () => {
  context = await createAccountsTestApp();
});
afterAll(async () => context?.subject.close());

let nzbnSerial = 100;
async function businessAdmin(email: string, businessName = 'Kauri Electrical Limited'): Promise<{ admin: Caller; nzbn: string; profile: Record<string, unknown> }> {
  const admin = await signIn(context, email);
  const nzbn = validNzbn(++nzbnSerial);
  const response = await admin.call('POST', '/api/users', newBusinessProfile(nzbn, { businessName }));
  expect(response.statusCode).toBe(201);
  return { admin, nzbn, profile: response.json() };
}

// createTestApp's configuration: PUBLIC_URL unset, PORT 3000.
const TEST_PUBLIC_URL = 'http://localhost:3000';

describe('an admin invites, the invitee joins', () => {
  it('records the invitation and its mail; the invitee becomes a member of the same account', async () => {
    const { admin, nzbn, profile: adminProfile } = await businessAdmin('admin@kauri.example.co.nz');

    const invited = await admin.call('POST', '/api/business-invitations', { email: 'Mere.Tautahi@Kauri.example.co.nz' });
    expect(invited.statusCode).toBe(201);
    const invitation = invited.json();
    expect(invitation).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'Mere.Tautahi@Kauri.example.co.nz', expiresAt: expect.any(String) });
    const expiresIn = Date.parse(invitation.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * DAY_MS + 1000);

    const mails = await listOutbox(context.subject.database.db, { to: 'mere.tautahi@kauri.example.co.nz' });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.kind).toBe('business-invitation');
    expect(mail.subject).toBe('You have been invited to join Kauri Electrical Limited');
    expect(mail.text).toContain('Tāne Williams has invited you to join Kauri Electrical Limited');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/login`);
    expect(mail.text).toContain('Mere.Tautahi@Kauri.example.co.nz');
    expect(mail.text).toContain("On 'Complete your profile', choose Business account, then 'Joining existing account'.");
    expect(mail.text).toContain('expires in 30 days');

    const pending = await admin.call('GET', '/api/business-invitations');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([{ id: invitation.id, email: invitation.email, createdAt: expect.any(String), expiresAt: invitation.expiresAt }]);

    // The token's email differs in case from the invited one; the typed business name is not kept.
    const member = await signIn(context, 'mere.tautahi@kauri.example.co.nz');
    const joined = await member.call('POST', '/api/users', joiningProfile({ businessName: 'Kauri Sparks (typed)' }));
    expect(joined.statusCode).toBe(201);
    const memberProfile = joined.json();
    expect(memberProfile).toMatchObject({
      type: 'business',
      isInvitedUser: 'true',
      isAdmin: false,
      businessName: 'Kauri Electrical Limited',
      companyNzbn: nzbn,
      billingAddressDisplay: adminProfile.billingAddressDisplay,
      billingAddressId: adminProfile.billingAddressId,
      email: 'mere.tautahi@kauri.example.co.nz',
      firstName: 'Mere',
    });
    expect(await validateFormDocument('profile', memberProfile)).toEqual({ valid: true, errors: [] });

    const adminBasic = (await admin.call('GET', '/api/users/profile')).json();
    const memberBasic = (await member.call('GET', '/api/users/profile')).json();
    expect(memberBasic).toMatchObject({ accountId: adminBasic.accountId, userType: 'business', isAdmin: false, businessName: 'Kauri Electrical Limited', billingAddress: adminBasic.billingAddress });
    expect(await accountScopeOf(context.subject.database.db, member.sub)).toEqual({ userId: memberProfile.id, accountId: adminBasic.accountId, isAdmin: false });
    expect(await accountScopeOf(context.subject.database.db, admin.sub)).toEqual({ userId: adminProfile.id, accountId: adminBasic.accountId, isAdmin: true });
    expect(await accountScopeOf(context.subject.database.db, 'local|nobody')).toBeUndefined();

    // Accepted: no longer pending, and recorded against the new member.
    expect((await admin.call('GET', '/api/business-invitations')).json()).toEqual([]);
    const row = await context.subject.database.db.selectFrom('business_invitation').selectAll().where('id', '=', invitation.id).executeTakeFirstOrThrow();
    expect(row.accepted_at).toBeInstanceOf(Date);
    expect(row.accepted_by_user_id).toBe(memberProfile.id);

    // A member edits their own details only; the account's stay.
    const edited = await member.call('PUT', '/api/users', { ...memberProfile, firstName: 'Mereana', businessName: 'Changed Ltd' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Mereana', businessName: 'Kauri Electrical Limited', isInvitedUser: 'true' });

    // Only the admin invites.
    const byMember = await member.call('POST', '/api/business-invitations', { email: 'another@kauri.example.co.nz' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ message: 'Only your business account admin can invite people' });
    expect((await member.call('GET', '/api/business-invitations')).statusCode).toBe(403);

    // An existing member cannot be invited again.
    const again = await admin.call('POST', '/api/business-invitations', { email: 'MERE.TAUTAHI@kauri.example.co.nz' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This person is already a member of your business account',
      errors: [{ pointer: '/email', message: 'This person is already a member of your business account' }],
    });
    const self = await admin.call('POST', '/api/business-invitations', { email: 'admin@kauri.example.co.nz' });
    expect(self.statusCode).toBe(400);
  });

  it('inviting the same email again renews the pending invitation and sends the mail again', async () => {
    const { admin } = await businessAdmin('renew.admin@example.com', 'Renewals Limited');
    const first = (await admin.call('POST', '/api/business-invitations', { email: 'renew.me@example.com' })).json();
    await sql`update business_invitation set expires_at = now() + interval '1 day' where id = ${first.id}`.execute(context.subject.database.db);
    const second = await admin.call('POST', '/api/business-invitations', { email: 'Renew.Me@example.com' });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.id);
    expect(Date.parse(second.json().expiresAt) - Date.now()).toBeGreaterThan(29 * DAY_MS);
    expect(await listOutbox(context.subject.database.db, { to: 'renew.me@example.com' })).toHaveLength(2);
    expect((await admin.call('GET', '/api/business-invitations')).json()).toHaveLength(1);
  });

  it('refuses an invalid or too long email with "Enter a valid email" at /email', async () => {
    const { admin } = await businessAdmin('strict.admin@example.com', 'Strict Limited');
    const tooLong = `${'a'.repeat(39)}@example.com`; // 51 characters
    expect(tooLong).toHaveLength(51);
    for (const payload of [{ email: 'not-an-email' }, { email: tooLong }, { email: '' }, { email: 42 }, {}, undefined]) {
      const response = await admin.call('POST', '/api/business-invitations', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/email', message: 'Enter a valid email' }] });
    }
    const fifty = `${'a'.repeat(38)}@example.com`;
    expect((await admin.call('POST', '/api/business-invitations', { email: fifty })).statusCode).toBe(201);
    expect((await admin.call('GET', '/api/business-invitations')).json()).toHaveLength(1);
  });

  it('refuses personal accounts and people without a profile: 403', async () => {
    const personal = await signIn(context, 'personal.inviter@example.com');
    await personal.call('POST', '/api/users', personalProfile());
    const noProfile = await signIn(context, 'no.profile@example.com');
    for (const caller of [personal, noProfile]) {
      const response = await caller.call('POST', '/api/business-invitations', { email: 'friend@example.com' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only your business account admin can invite people' });
      expect((await caller.call('GET', '/api/business-invitations')).statusCode).toBe(403);
    }
    expect(await listOutbox(context.subject.database.db, { to: 'friend@example.com' })).toHaveLength(0);
  });
});

describe('joining without an invitation', () => {
  it('answers 400 at /isInvitedUser naming the email, and stores nothing', async () => {
    const counts = await accountRowCounts(context);
    const caller = await signIn(context, 'uninvited@example.com');
    const response = await caller.call('POST', '/api/users', joiningProfile());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: VALIDATION_FAILED,
      errors: [
        {
          pointer: '/isInvitedUser',
          message: 'We could not find an invitation for uninvited@example.com. Ask your business account admin to invite you, or create a new account.',
        },
      ],
    });
    expect(await accountRowCounts(context)).toEqual(counts);
  });

  it('an expired invitation does not count', async () => {
    const { admin } = await businessAdmin('expiry.admin@example.com', 'Expiry Limited');
    const invitation = (await admin.call('POST', '/api/business-invitations', { email: 'late@example.com' })).json();
    await sql`update business_invitation set expires_at = now() - interval '1 minute' where id = ${invitation.id}`.execute(context.subject.database.db);
    expect((await admin.call('GET', '/api/business-invitations')).json()).toEqual([]);

    const counts = await accountRowCounts(context);
    const late = await signIn(context, 'late@example.com');
    const response = await late.call('POST', '/api/users', joiningProfile());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].pointer).toBe('/isInvitedUser');
    expect(await accountRowCounts(context)).toEqual(counts);
  });

  it('an accepted invitation is used once: a second person with the same email cannot join with it', async () => {
    const { admin } = await businessAdmin('once.admin@example.com', 'Once Limited');
    await admin.call('POST', '/api/business-invitations', { email: 'shared@example.com' });
    const first = await signIn(context, 'shared@example.com');
    const second = await signIn(context, 'shared@example.com');
    const responses = await Promise.all([first.call('POST', '/api/users', joiningProfile()), second.call('POST', '/api/users', joiningProfile())]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('the staff command (npm run invite-member)', () => {
  it('invites by NZBN or by the admin email, with the same invitation and mail as the API', async () => {
    const { nzbn } = await businessAdmin('staff.admin@example.com', 'Staff Invited Limited');
    const db = context.subject.database.db;

    const byNzbn = await inviteMemberAsStaff(db, { businessNzbn: nzbn, email: 'new.person@example.com', publicUrl: 'https://portal.example.nz' });
    expect(byNzbn.account).toMatchObject({ businessName: 'Staff Invited Limited', companyNzbn: nzbn, adminEmails: ['staff.admin@example.com'] });
    expect(byNzbn.invitation.email).toBe('new.person@example.com');
    const [mail] = await listOutbox(db, { to: 'new.person@example.com' });
    expect(mail?.subject).toBe('You have been invited to join Staff Invited Limited');
    expect(mail?.text).toContain('You have been invited to join Staff Invited Limited on our customer portal.');
    expect(mail?.text).toContain('https://portal.example.nz/login');

    const byAdmin = await inviteMemberAsStaff(db, { adminEmail: 'STAFF.ADMIN@example.com', email: 'second.person@example.com', publicUrl: 'https://portal.example.nz' });
    expect(byAdmin.account.id).toBe(byNzbn.account.id);

    // The invitee joins that account.
    const invitee = await signIn(context, 'new.person@example.com');
    const joined = await invitee.call('POST', '/api/users', joiningProfile());
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ businessName: 'Staff Invited Limited', isAdmin: false, companyNzbn: nzbn });
  });

  it('explains an unknown business, an invalid email or an existing member', async () => {
    const db = context.subject.database.db;
    const publicUrl = 'https://portal.example.nz';
    await expect(inviteMemberAsStaff(db, { businessNzbn: '9429041234567', email: 'x@example.com', publicUrl })).rejects.toThrow(
      new StaffCommandError('No business account has the NZBN 9429041234567. Check the number, or pick the business by its admin with --admin-email.'),
    );
    await expect(inviteMemberAsStaff(db, { adminEmail: 'ghost@example.com', email: 'x@example.com', publicUrl })).rejects.toThrow(
      'No business account has an admin with the email ghost@example.com.',
    );
    await expect(inviteMemberAsStaff(db, { email: 'x@example.com', publicUrl })).rejects.toBeInstanceOf(StaffCommandError);

    const { nzbn } = await businessAdmin('cli.admin@example.com', 'CLI Limited');
    await expect(inviteMemberAsStaff(db, { businessNzbn: nzbn, email: 'not-an-email', publicUrl })).rejects.toThrow('Cannot invite "not-an-email": Enter a valid email.');
    await expect(inviteMemberAsStaff(db, { businessNzbn: nzbn, email: 'cli.admin@example.com', publicUrl })).rejects.toThrow(
      'Cannot invite "cli.admin@example.com": This person is already a member of your business account.',
    );
    expect(await listOutbox(db, { to: 'x@example.com' })).toHaveLength(0);
  });
});
