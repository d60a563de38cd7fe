// The profile shapes of the users API are the contract's (src/shared/api/profile.ts);
// re-exported here for the account pages.
export type { BasicProfile, FullProfile } from '../../shared/api/profile';

/** What account settings shows when the profile cannot be loaded (spec 1 section 4). */
export const EMPTY_PROFILE: Record<string, unknown> = {
  type: 'personal',
  firstName: '',
  lastName: '',
  mobile: '',
  alternatePhone: '',
  businessName: '',
};
