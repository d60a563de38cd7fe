// Invitations to a business account, by its admin (spec 1, sections 1 and 6):
//   POST /api/business-invitations  { email }  → 201 { id, email, expiresAt }
//   GET  /api/business-invitations             → the pending ones
// Anyone but the admin of a business account gets 403, before the body is looked at.

export interface InvitationRequest {
  email: string;
}

export interface CreatedInvitation {
  id: string;
  email: string;
  expiresAt: string;
}

export interface PendingInvitation extends CreatedInvitation {
  createdAt: string;
}

export const INVITATION_REQUEST_SCHEMA = {
  type: 'object',
  required: ['email'],
  // The email's rules (trimmed, at most 50 characters, a valid address) are the route's: JSON Schema cannot trim.
  properties: { email: { type: 'string', description: "The invitee's email: at most 50 characters once trimmed" } },
} as const;

const TIMESTAMP = { type: 'string', format: 'date-time' } as const;

const INVITATION_PROPERTIES = { id: { type: 'string' }, email: { type: 'string' }, expiresAt: TIMESTAMP } as const;

export const CREATED_INVITATION_SCHEMA = {
  type: 'object',
  required: ['id', 'email', 'expiresAt'],
  additionalProperties: false,
  properties: INVITATION_PROPERTIES,
} as const;

export const PENDING_INVITATIONS_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'email', 'createdAt', 'expiresAt'],
    additionalProperties: false,
    properties: { ...INVITATION_PROPERTIES, createdAt: TIMESTAMP },
  },
} as const;
