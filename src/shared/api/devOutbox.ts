// Development outbox (DEV_TOOLS=true only; otherwise 404): the newest 50
// mails the portal would send, optionally to one recipient.
//   GET /api/dev/outbox?to=   → { messages }   (the page at /dev/outbox shows the same)

export interface OutboxQuery {
  /** A recipient's email (any case); empty or absent for every mail. */
  to?: string;
}

export interface OutboxMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export interface OutboxResponse {
  messages: OutboxMail[];
}

export const OUTBOX_QUERY_SCHEMA = {
  type: 'object',
  properties: { to: { type: 'string', description: 'Only the mails to this recipient (any case)' } },
} as const;

export const OUTBOX_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['messages'],
  additionalProperties: false,
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'to', 'subject', 'text', 'createdAt'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          kind: { type: 'string', description: 'e.g. business-invitation' },
          to: { type: 'string' },
          subject: { type: 'string' },
          text: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;
