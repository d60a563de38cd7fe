// Invitations to a business account, by its admin (spec 1, sections 1 and 6):
//   POST /api/business-invitations  { email }  201 { id, email, expiresAt }
//   GET  /api/business-invitations             200 [{ id, email, createdAt, expiresAt }] (pending ones)
// Registered by userRoutes, inside its authenticate() guard. Staff invite with
// `npm run invite-member` (docs/operations/business-accounts.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CREATED_INVITATION_SCHEMA,
  INVITATION_REQUEST_SCHEMA,
  PENDING_INVITATIONS_SCHEMA,
  type CreatedInvitation,
  type InvitationRequest,
  type PendingInvitation,
} from '../../shared/api/businessInvitations';
import { errorResponse, SIGN_IN_REQUIRED_RESPONSE } from '../../shared/api/errors';
import { accountScopeOf, type AccountScope } from '../accounts/accountScope';
import { createBusinessInvitation, invitationEmailFrom, listPendingInvitations } from '../accounts/invitations';
import { ADMIN_ONLY_MESSAGE, INVALID_EMAIL_MESSAGE } from '../accounts/messages';
import type { Executor } from '../accounts/profileRepository';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { SIGNED_IN, tagOf } from './openApi';
import { refuseInvalidRequest } from './validationErrors';

/** The caller's business account, when they are its admin; 403 otherwise. */
async function adminScopeOf(db: Executor, request: FastifyRequest): Promise<AccountScope> {
  const subject = request.identity?.subject;
  const scope = subject ? await accountScopeOf(db, subject) : undefined;
  if (!scope?.isAdmin) throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  const account = await db.selectFrom('customer_account').select('type').where('id', '=', scope.accountId).executeTakeFirst();
  if (account?.type !== 'business') throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  return scope;
}

/** Whatever is wrong with the body, the answer is the one the email check gives. */
const invalidEmail = () => new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '/email', message: INVALID_EMAIL_MESSAGE }]);

const NOT_ADMIN_RESPONSE = errorResponse('The caller is not the admin of a business account');

const CREATE_ROUTE_SCHEMA = {
  tags: tagOf('businessAccounts'),
  summary: 'Invites someone to join the business account; mails them the invitation',
  security: SIGNED_IN,
  body: INVITATION_REQUEST_SCHEMA,
  response: {
    201: { ...CREATED_INVITATION_SCHEMA, description: 'Invited (again, with a new expiry, when they already were)' },
    400: errorResponse('Not a valid email of at most 50 characters, or already a member (at /email)'),
    401: SIGN_IN_REQUIRED_RESPONSE,
    403: NOT_ADMIN_RESPONSE,
  },
};

const LIST_ROUTE_SCHEMA = {
  tags: tagOf('businessAccounts'),
  summary: 'The pending invitations of the business account',
  security: SIGNED_IN,
  response: { 200: { ...PENDING_INVITATIONS_SCHEMA, description: 'Not yet accepted, not expired' }, 401: SIGN_IN_REQUIRED_RESPONSE, 403: NOT_ADMIN_RESPONSE },
};

export async function businessInvitationRoutes(app: FastifyInstance, { database, config }: { database: Database; config: ServerConfig }): Promise<void> {
  const { db } = database;

  // Only an admin learns anything about these routes: the admin check runs before Fastify checks the body.
  const adminScopes = new WeakMap<FastifyRequest, AccountScope>();
  app.addHook('preValidation', async (request) => {
    adminScopes.set(request, await adminScopeOf(db, request));
  });
  const scopeOf = (request: FastifyRequest): AccountScope => {
    const scope = adminScopes.get(request);
    if (!scope) throw new Error('the admin check must run before this route');
    return scope;
  };

  app.post<{ Body: InvitationRequest; Reply: CreatedInvitation }>(
    '/business-invitations',
    { schema: CREATE_ROUTE_SCHEMA, schemaErrorFormatter: refuseInvalidRequest({ '': invalidEmail, '/email': invalidEmail }) },
    async (request, reply) => {
      const scope = scopeOf(request);
      // The email's own rules (trimmed, length, format) are checked here.
      const email = invitationEmailFrom(request.body);
      const invitation = await createBusinessInvitation(db, {
        accountId: scope.accountId,
        email,
        invitedByUserId: scope.userId,
        publicUrl: config.publicUrl,
      });
      return reply.code(201).send({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() });
    },
  );

  app.get<{ Reply: PendingInvitation[] }>('/business-invitations', { schema: LIST_ROUTE_SCHEMA }, async (request) => {
    const invitations = await listPendingInvitations(db, scopeOf(request).accountId);
    return invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    }));
  });
}
