// Invitations to a business account, by its admin (spec 1, sections 1 and 6):
//   POST /api/business-invitations  { email }  201 { id, email, expiresAt }
//   GET  /api/business-invitations             200 [{ id, email, createdAt, expiresAt }] (pending ones)
// Registered by userRoutes, inside its authenticate() guard. Staff invite with
// `npm run invite-member` (docs/operations/business-accounts.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountScopeOf, type AccountScope } from '../accounts/accountScope';
import { createBusinessInvitation, invitationEmailFrom, listPendingInvitations } from '../accounts/invitations';
import { ADMIN_ONLY_MESSAGE } from '../accounts/messages';
import type { Executor } from '../accounts/profileRepository';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError } from '../errors';

/** The caller's business account, when they are its admin; 403 otherwise. */
async function adminScopeOf(db: Executor, request: FastifyRequest): Promise<AccountScope> {
  const subject = request.identity?.subject;
  const scope = subject ? await accountScopeOf(db, subject) : undefined;
  if (!scope?.isAdmin) throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  const account = await db.selectFrom('customer_account').select('type').where('id', '=', scope.accountId).executeTakeFirst();
  if (account?.type !== 'business') throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  return scope;
}

export async function businessInvitationRoutes(app: FastifyInstance, { database, config }: { database: Database; config: ServerConfig }): Promise<void> {
  const { db } = database;

  app.post('/business-invitations', async (request, reply) => {
    const scope = await adminScopeOf(db, request);
    const email = invitationEmailFrom(request.body);
    const invitation = await createBusinessInvitation(db, {
      accountId: scope.accountId,
      email,
      invitedByUserId: scope.userId,
      publicUrl: config.publicUrl,
    });
    return reply.code(201).send({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() });
  });

  app.get('/business-invitations', async (request) => {
    const scope = await adminScopeOf(db, request);
    const invitations = await listPendingInvitations(db, scope.accountId);
    return invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    }));
  });
}
