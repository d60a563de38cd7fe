// The customer's own profile and account (spec 1, sections 3, 4 and 7):
//   POST /api/users           a profile form document → 201 FullProfile (creates or joins the account)
//   GET  /api/users           → FullProfile | 404
//   PUT  /api/users           a profile form document (names and phones change) → FullProfile | 404
//   GET  /api/users/account   → 204 when the caller has a customer account, 404 when not
//   GET  /api/users/profile   → BasicProfile | 404
// All need a sign-in; the email is the sign-in's, never the body's. The
// bodies are profile form documents (schemas/profile/schema.json).
import type { ProfileForm } from '../generated/types/profile';

export type AccountType = ProfileForm['type'];

export interface ManualBillingAddress {
  addressString: string;
  suburb: string;
  city: string;
  postcode: string;
}

/**
 * The full profile: also a valid profile form document, so account settings
 * can load it and send it back unchanged. Text is never null or absent ('' instead).
 * A type alias, not an interface, so it is a Record<string, unknown> too.
 */
export type FullProfile = ProfileForm & {
  id: string;
  auth0Id: string;
  type: AccountType;
  /** 'true' for a business member who joined by invitation; 'false' for a business admin and personal accounts. */
  isInvitedUser: 'true' | 'false';
  firstName: string;
  lastName: string;
  mobile: string;
  alternatePhone: string;
  businessName: string;
  billingAddressDisplay: string;
  billingAddressId: string;
  manuallyEnteredBillingAddress: boolean;
  manualBillingAddress: ManualBillingAddress;
  companyNzbn: string;
  email: string;
  isAdmin: boolean;
};

/** The basic details the shell and the order forms use. */
export interface BasicProfile {
  contactId: string;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  alternatePhone: string;
  businessName: string;
  /** One line: the lookup label, or the manual fields joined with ', '. */
  billingAddress: string;
  companyNzbn: string;
  userType: AccountType;
  isAdmin: boolean;
}

const TEXT = { type: 'string' } as const;
const ACCOUNT_TYPE = { type: 'string', enum: ['personal', 'business'] } as const;

export const FULL_PROFILE_SCHEMA = {
  type: 'object',
  required: [
    'id', 'auth0Id', 'type', 'isInvitedUser', 'firstName', 'lastName', 'mobile', 'alternatePhone', 'businessName',
    'billingAddressDisplay', 'billingAddressId', 'manuallyEnteredBillingAddress', 'manualBillingAddress', 'companyNzbn', 'email', 'isAdmin',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'The user' },
    auth0Id: { type: 'string', description: "The identity provider's subject" },
    type: ACCOUNT_TYPE,
    isInvitedUser: { type: 'string', enum: ['true', 'false'] },
    firstName: TEXT,
    lastName: TEXT,
    mobile: TEXT,
    alternatePhone: TEXT,
    businessName: TEXT,
    billingAddressDisplay: TEXT,
    billingAddressId: TEXT,
    manuallyEnteredBillingAddress: { type: 'boolean' },
    manualBillingAddress: {
      type: 'object',
      required: ['addressString', 'suburb', 'city', 'postcode'],
      additionalProperties: false,
      properties: { addressString: TEXT, suburb: TEXT, city: TEXT, postcode: TEXT },
    },
    companyNzbn: TEXT,
    email: TEXT,
    isAdmin: { type: 'boolean' },
  },
} as const;

export const BASIC_PROFILE_SCHEMA = {
  type: 'object',
  required: ['contactId', 'accountId', 'firstName', 'lastName', 'email', 'mobile', 'alternatePhone', 'businessName', 'billingAddress', 'companyNzbn', 'userType', 'isAdmin'],
  additionalProperties: false,
  properties: {
    contactId: { type: 'string', description: 'The user' },
    accountId: { type: 'string', description: 'Their customer account' },
    firstName: TEXT,
    lastName: TEXT,
    email: TEXT,
    mobile: TEXT,
    alternatePhone: TEXT,
    businessName: TEXT,
    billingAddress: TEXT,
    companyNzbn: TEXT,
    userType: ACCOUNT_TYPE,
    isAdmin: { type: 'boolean' },
  },
} as const;

export const HAS_ACCOUNT_RESPONSE = { type: 'null', description: 'The caller has a customer account' } as const;
