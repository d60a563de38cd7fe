// Demo accounts for development and demonstrations, one per kind of user the
// portal serves. Created through the same functions as real sign-ups (sign-in
// account, profile, invitation), so they behave exactly like real users.
// Idempotent: an account whose email already exists is left alone.
import type { Kysely } from 'kysely';
import { registerProfile } from '../accounts/registration';
import { createBusinessInvitation } from '../accounts/invitations';
import type { DatabaseSchema } from '../db/schema';
import { createIdentityAccount, findIdentityAccountByEmail, setStaffRole } from '../identity/embedded/identityAccounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccountList';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

const BUSINESS_NAME = 'Kōwhai Electrical Ltd';
const BUSINESS_NZBN = '9429046393920';

async function signUp(db: Kysely<DatabaseSchema>, email: string): Promise<{ subject: string; email: string } | undefined> {
  if (await findIdentityAccountByEmail(db, email)) return undefined;
  return createIdentityAccount(db, { email, password: DEMO_PASSWORD });
}

/** Creates whichever demo accounts are missing; returns the emails it created. */
export async function seedDemoAccounts(db: Kysely<DatabaseSchema>, publicUrl: string): Promise<string[]> {
  const created: string[] = [];

  const personal = await signUp(db, DEMO_ACCOUNTS.personal.email);
  if (personal) {
    await registerProfile(db, personal, {
      type: 'personal',
      firstName: 'Pat',
      lastName: 'Taylor',
      mobile: '021 555 0101',
      alternatePhone: '09 555 0101',
      manuallyEnteredBillingAddress: true,
      manualBillingAddress: { addressString: '14 Ponsonby Road', suburb: 'Ponsonby', city: 'Auckland', postcode: '1011' },
    });
    created.push(personal.email);
  }

  const admin = await signUp(db, DEMO_ACCOUNTS.businessAdmin.email);
  if (admin) {
    const profile = await registerProfile(db, admin, {
      type: 'business',
      isInvitedUser: 'false',
      firstName: 'Aroha',
      lastName: 'Ngata',
      mobile: '022 555 0102',
      businessName: BUSINESS_NAME,
      companyNzbn: BUSINESS_NZBN,
      manuallyEnteredBillingAddress: true,
      manualBillingAddress: { addressString: 'PO Box 10 245', suburb: 'Wellington Central', city: 'Wellington', postcode: '6140' },
    });
    created.push(admin.email);

    const member = await signUp(db, DEMO_ACCOUNTS.businessMember.email);
    if (member) {
      const accountId = await db.selectFrom('customer_user').select('account_id').where('id', '=', profile.id).executeTakeFirstOrThrow();
      await createBusinessInvitation(db, { accountId: accountId.account_id, email: member.email, invitedByUserId: profile.id, publicUrl });
      await registerProfile(db, member, {
        type: 'business',
        isInvitedUser: 'true',
        firstName: 'Mike',
        lastName: 'Walker',
        mobile: '027 555 0103',
        businessName: BUSINESS_NAME,
      });
      created.push(member.email);
    }
  }

  const newcomer = await signUp(db, DEMO_ACCOUNTS.noProfile.email);
  if (newcomer) created.push(newcomer.email);

  // Staff have a sign-in with the staff role and no customer profile.
  const staff = await signUp(db, DEMO_ACCOUNTS.staff.email);
  if (staff) {
    await setStaffRole(db, staff.email, true);
    created.push(staff.email);
  }

  return created;
}

/** The lines `npm start` prints in development. */
export function describeDemoAccounts(): string {
  const rows = Object.values(DEMO_ACCOUNTS).map((account) => `  ${account.email.padEnd(36)} ${account.description}`);
  return [`Demo accounts (password ${DEMO_PASSWORD}):`, ...rows].join('\n');
}
