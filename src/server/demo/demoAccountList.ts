// The demo accounts' emails and password, apart from the code that creates
// them, so browser tests can sign in as them without loading server code.

/** Shared by every demo account; printed at start in development only. */
export const DEMO_PASSWORD = 'Demo-portal-2026';

export interface DemoAccount {
  email: string;
  description: string;
}

export const DEMO_ACCOUNTS = {
  personal: { email: 'pat.personal@demo.portal.example', description: 'personal account' },
  businessAdmin: { email: 'aroha.admin@demo.portal.example', description: 'business admin (Kōwhai Electrical Ltd)' },
  businessMember: { email: 'mike.member@demo.portal.example', description: 'business member, invited by the admin' },
  noProfile: { email: 'sam.new@demo.portal.example', description: 'signed up, profile not completed yet' },
  staff: { email: 'kiri.staff@demo.portal.example', description: 'company staff: the back office at /staff' },
} as const satisfies Record<string, DemoAccount>;
