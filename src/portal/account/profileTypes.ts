// The profile shapes of the users API (spec 1 section 3).
import type { ProfileForm } from '../../shared/generated/types/profile';

/** GET/PUT /api/users: the full profile. */
export type FullProfile = ProfileForm & {
  id: string;
  auth0Id: string;
  email: string;
  isAdmin: boolean;
  alternatePhone: string;
  businessName: string;
};

/** GET /api/users/profile: the basic details the shell and order forms use. */
export interface BasicProfile {
  contactId: string;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  alternatePhone: string;
  businessName: string;
  billingAddress: string;
  companyNzbn: string;
  userType: 'personal' | 'business';
  isAdmin: boolean;
}

/** What account settings shows when the profile cannot be loaded (spec 1 section 4). */
export const EMPTY_PROFILE: Record<string, unknown> = {
  type: 'personal',
  firstName: '',
  lastName: '',
  mobile: '',
  alternatePhone: '',
  businessName: '',
};
