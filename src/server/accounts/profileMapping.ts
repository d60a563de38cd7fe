// Rows <-> the spec's profile shapes (spec 1, section 3):
// - the full profile (GET/PUT/POST /api/users), which is also a valid profile
//   form document, so account settings can load it and send it back unchanged;
// - the basic profile (GET /api/users/profile);
// - the profile form document -> the values stored for a new account and user.
// Text the API returns is never null or absent: missing values are ''.
import type { BasicProfile, FullProfile } from '../../shared/api/profile';
import type { ProfileForm } from '../../shared/generated/types/profile';
import type { CustomerAccountType, StoredManualBillingAddress } from '../db/schema';

/** The profile shapes are the API contract's (src/shared/api/profile.ts). */
export type { BasicProfile, FullProfile };

export type ManualBillingAddress = StoredManualBillingAddress;

/** A customer_user row joined with its customer_account (see profileRepository). */
export interface ProfileRow {
  userId: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  alternatePhone: string;
  isAdmin: boolean;
  accountId: string;
  accountType: CustomerAccountType;
  businessName: string | null;
  companyNzbn: string | null;
  billingAddressDisplay: string | null;
  billingAddressId: string | null;
  manuallyEnteredBillingAddress: boolean;
  manualBillingAddress: StoredManualBillingAddress | null;
}

/** The profile fields a customer may change after creation (account settings). */
export const EDITABLE_PROFILE_FIELDS = ['firstName', 'lastName', 'mobile', 'alternatePhone'] as const;

/** Set by the server from the sign-in and the database; never taken from a request body. */
export const SERVER_SET_PROFILE_FIELDS = ['id', 'auth0Id', 'email', 'isAdmin'] as const;

/** Fixed when the account is created: ignored whenever a request sends them later. */
export const READ_ONLY_PROFILE_FIELDS = [
  'type',
  'isInvitedUser',
  'businessName',
  'companyNzbn',
  'billingAddressDisplay',
  'billingAddressId',
  'manuallyEnteredBillingAddress',
  'manualBillingAddress',
  ...SERVER_SET_PROFILE_FIELDS,
] as const;

const EMPTY_MANUAL_BILLING_ADDRESS: ManualBillingAddress = { addressString: '', suburb: '', city: '', postcode: '' };

function manualBillingAddressOf(row: ProfileRow): ManualBillingAddress {
  const stored = row.manualBillingAddress;
  if (!stored) return { ...EMPTY_MANUAL_BILLING_ADDRESS };
  return {
    addressString: stored.addressString ?? '',
    suburb: stored.suburb ?? '',
    city: stored.city ?? '',
    postcode: stored.postcode ?? '',
  };
}

function isInvitedUserOf(row: ProfileRow): 'true' | 'false' {
  return row.accountType === 'business' && !row.isAdmin ? 'true' : 'false';
}

/** The billing address as one line, e.g. 'PO Box 13 960, Christchurch, 8141'. */
export function billingAddressLabel(row: ProfileRow): string {
  if (row.manuallyEnteredBillingAddress) {
    const manual = manualBillingAddressOf(row);
    return [manual.addressString, manual.suburb, manual.city, manual.postcode]
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(', ');
  }
  return row.billingAddressDisplay ?? '';
}

export function toFullProfile(row: ProfileRow): FullProfile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    alternatePhone: row.alternatePhone ?? '',
    businessName: row.businessName ?? '',
    id: row.userId,
    auth0Id: row.subject,
    type: row.accountType,
    isInvitedUser: isInvitedUserOf(row),
    billingAddressDisplay: row.billingAddressDisplay ?? '',
    billingAddressId: row.billingAddressId ?? '',
    manuallyEnteredBillingAddress: row.manuallyEnteredBillingAddress,
    manualBillingAddress: manualBillingAddressOf(row),
    companyNzbn: row.companyNzbn ?? '',
    email: row.email,
    isAdmin: row.isAdmin,
  };
}

export function toBasicProfile(row: ProfileRow): BasicProfile {
  return {
    contactId: row.userId,
    accountId: row.accountId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    alternatePhone: row.alternatePhone ?? '',
    businessName: row.businessName ?? '',
    billingAddress: billingAddressLabel(row),
    companyNzbn: row.companyNzbn ?? '',
    userType: row.accountType,
    isAdmin: row.isAdmin,
  };
}

/**
 * The stored profile as a profile form document, without the server-set
 * fields: what PUT merges the submitted editable values into before validating.
 */
export function toFormDocument(row: ProfileRow): Record<string, unknown> {
  const {
    id: _id,
    auth0Id: _auth0Id,
    email: _email,
    isAdmin: _isAdmin,
    ...document
  } = toFullProfile(row);
  return document;
}

/** Columns of a new customer_account, from a validated profile form document. */
export interface NewAccountValues {
  type: CustomerAccountType;
  business_name: string | null;
  company_nzbn: string | null;
  billing_address_display: string | null;
  billing_address_id: string | null;
  manually_entered_billing_address: boolean;
  /** JSON text, or null. */
  manual_billing_address: string | null;
}

/**
 * A new personal or business account. Only the billing mode in use is kept
 * (each mode clears the other's fields), and a personal account never keeps a
 * business name or NZBN left behind in a hidden field.
 */
export function newAccountValues(form: ProfileForm): NewAccountValues {
  const business = form.type === 'business';
  const manual = form.manuallyEnteredBillingAddress === true;
  const manualAddress: ManualBillingAddress | null =
    manual && form.manualBillingAddress
      ? {
          addressString: form.manualBillingAddress.addressString ?? '',
          suburb: form.manualBillingAddress.suburb ?? '',
          city: form.manualBillingAddress.city ?? '',
          postcode: form.manualBillingAddress.postcode ?? '',
        }
      : null;
  return {
    type: form.type,
    business_name: business ? (form.businessName ?? null) : null,
    company_nzbn: business ? (form.companyNzbn ?? null) : null,
    billing_address_display: manual ? null : (form.billingAddressDisplay ?? null),
    billing_address_id: manual ? null : (form.billingAddressId ?? null),
    manually_entered_billing_address: manual,
    manual_billing_address: manualAddress ? JSON.stringify(manualAddress) : null,
  };
}

/** The person's own columns, from a validated profile form document. */
export interface PersonValues {
  first_name: string;
  last_name: string;
  mobile: string;
  alternate_phone: string;
}

export function personValues(form: Pick<ProfileForm, 'firstName' | 'lastName' | 'mobile' | 'alternatePhone'>): PersonValues {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    mobile: form.mobile,
    alternate_phone: form.alternatePhone ?? '',
  };
}
