// The customer's own profile and account (spec 1, sections 3, 4 and 7):
//   POST /api/users           complete the profile (creates or joins the account)  201 full profile
//   GET  /api/users           the full profile                                      200 | 404
//   PUT  /api/users           change names and phones                               200 full profile | 404
//   GET  /api/users/account   does the caller have a customer account?             204 | 404
//   GET  /api/users/profile   the basic profile                                     200 | 404
// and, registered from here, the business invitations (businessInvitations.ts).
// Every route needs a valid access token; the caller is its subject and the
// email is the token's, never the body's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NO_ACCOUNT_MESSAGE } from '../accounts/messages';
import { toBasicProfile, toFullProfile } from '../accounts/profileMapping';
import { findProfileBySubject, hasProfile } from '../accounts/profileRepository';
import { updateProfile } from '../accounts/profileUpdate';
import { registerProfile } from '../accounts/registration';
import type { AccessTokenVerifier, VerifiedIdentity } from '../auth/accessTokens';
import { authenticate } from '../auth/authenticate';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { businessInvitationRoutes } from './businessInvitations';

export interface UserRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
  config: ServerConfig;
}

/** The caller, as `authenticate` verified it. */
export function callerOf(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw new Error('authenticate() must run before this route');
  return request.identity;
}

export async function userRoutes(app: FastifyInstance, { database, verifier, config }: UserRoutesOptions): Promise<void> {
  const { db } = database;

  // Encapsulated: these hooks apply to this plugin's routes (and its children) only.
  app.addHook('preHandler', authenticate(verifier));
  // Personal details: never stored by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post('/users', async (request, reply) => {
    const profile = await registerProfile(db, callerOf(request), request.body);
    return reply.code(201).send(profile);
  });

  app.get('/users', async (request) => {
    const row = await findProfileBySubject(db, callerOf(request).subject);
    if (!row) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    return toFullProfile(row);
  });

  app.put('/users', async (request) => updateProfile(db, callerOf(request), request.body));

  app.get('/users/account', async (request, reply) => {
    if (!(await hasProfile(db, callerOf(request).subject))) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    return reply.code(204).send();
  });

  app.get('/users/profile', async (request) => {
    const row = await findProfileBySubject(db, callerOf(request).subject);
    if (!row) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    return toBasicProfile(row);
  });

  await app.register(businessInvitationRoutes, { database, config });
}
