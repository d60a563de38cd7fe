// ICP lookup for the disconnection form (spec 3, calls table "GET
// address/icp/{icpNumber}: id and label"; "ICP lookup result: id, label").
//   GET /api/address/icp/{icpNumber} → { id, label }, or 404
// The form asks once the ICP text reaches 15 characters. Any text may be
// asked: one that is not a well-formed ICP (format and checksum) is simply
// not found (404), like an ICP the registry does not know, so the form shows
// "No ICP found" either way. 503 means the registry cannot answer now.

export interface IcpLookupParams {
  icpNumber: string;
}

/** A found ICP: `id` is the ICP number (upper case), `label` the site address on one line. */
export interface IcpLookupResult {
  id: string;
  label: string;
}

export const ICP_LOOKUP_PARAMS_SCHEMA = {
  type: 'object',
  required: ['icpNumber'],
  properties: {
    icpNumber: { type: 'string', description: 'The ICP as typed: 15 characters (10 digits, a 2-letter network code, a 3-character checksum); any case' },
  },
} as const;

export const ICP_LOOKUP_RESULT_SCHEMA = {
  type: 'object',
  required: ['id', 'label'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'The ICP number, upper case' },
    label: { type: 'string', description: 'The site address on one line' },
  },
} as const;
