// Address lookup for the address fields (spec 1-platform "Address search").
//   GET /api/address?q=&isPostalAddress=true|false → at most 10 suggestions
//   GET /api/address/{id}                          → the chosen address's parts, or 404
// 503 means the lookup is down: the field offers manual entry.

/** Search starts at 3 typed characters (spec section 9); the query is trimmed before counting. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
export const ADDRESS_QUERY_MAX_LENGTH = 200;
/** The address field shows 10 suggestions (spec section 2). */
export const ADDRESS_SUGGESTION_LIMIT = 10;

export interface AddressSearchQuery {
  q: string;
  /** True for a postal (billing) address: PO Boxes are offered too. */
  isPostalAddress?: boolean;
}

/** One suggestion in the address field. */
export interface AddressSuggestion {
  id: string;
  label: string;
}

export interface AddressIdParams {
  id: string;
}

/** The parts of a chosen address, for the order pages. */
export interface AddressDetails {
  id: string;
  label: string;
  unit?: string;
  /** Street number with any alpha suffix (`12A`); the box number of a PO Box. */
  streetNumber: string;
  /** Street name with its type (`Ponsonby Road`); the box type (`PO Box`) of a postal delivery address. */
  streetName: string;
  /** Suburb; for a PO Box, the lobby (`Wellesley Street`), or empty when it has none. */
  suburb: string;
  city: string;
  postcode: string;
  /** True for PO Box style (postal delivery) addresses. */
  postal: boolean;
}

export const ADDRESS_SEARCH_QUERY_SCHEMA = {
  type: 'object',
  required: ['q'],
  properties: {
    // No maxLength here: the length limits count the trimmed query, which the route checks.
    q: {
      type: 'string',
      minLength: ADDRESS_QUERY_MIN_LENGTH,
      description: `What was typed: ${ADDRESS_QUERY_MIN_LENGTH} to ${ADDRESS_QUERY_MAX_LENGTH} characters once trimmed`,
    },
    isPostalAddress: { type: 'boolean', default: false, description: 'true or false; true offers PO Boxes too (billing addresses)' },
  },
} as const;

const SUGGESTION_PROPERTIES = { id: { type: 'string' }, label: { type: 'string' } } as const;

export const ADDRESS_SUGGESTIONS_SCHEMA = {
  type: 'array',
  maxItems: ADDRESS_SUGGESTION_LIMIT,
  items: { type: 'object', required: ['id', 'label'], additionalProperties: false, properties: SUGGESTION_PROPERTIES },
} as const;

export const ADDRESS_ID_PARAMS_SCHEMA = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The id of a suggestion' } },
} as const;

export const ADDRESS_DETAILS_SCHEMA = {
  type: 'object',
  required: ['id', 'label', 'streetNumber', 'streetName', 'suburb', 'city', 'postcode', 'postal'],
  additionalProperties: false,
  properties: {
    ...SUGGESTION_PROPERTIES,
    unit: { type: 'string' },
    streetNumber: { type: 'string' },
    streetName: { type: 'string' },
    suburb: { type: 'string' },
    city: { type: 'string' },
    postcode: { type: 'string' },
    postal: { type: 'boolean' },
  },
} as const;
