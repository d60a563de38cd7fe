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
import { errorResponse, SIGN_IN_REQUIRED_RESPONSE } from '../../shared/api/errors';
import { formDocumentRequestBody } from '../../shared/api/forms';
import { BASIC_PROFILE_SCHEMA, FULL_PROFILE_SCHEMA, HAS_ACCOUNT_RESPONSE, type BasicProfile, type FullProfile } from '../../shared/api/profile';
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
import { SIGNED_IN, tagOf } from './openApi';
import { answerSchemaErrorsInApiShape } from './validationErrors';

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

const NO_ACCOUNT_RESPONSE = errorResponse('The signed-in person has no customer account yet (complete the profile first)');
const REFUSED_PROFILE_RESPONSE = errorResponse("The profile form's messages, each at its field's pointer; nothing is stored");

/** The body of POST and PUT: a profile form document, checked by the profile form's own validator in the route. */
const profileDocument = (description: string) => formDocumentRequestBody(['profile'], description);

const fullProfile = (description: string) => ({ ...FULL_PROFILE_SCHEMA, description });

const ROUTE_SCHEMAS = {
  register: {
    tags: tagOf('profile'),
    summary: 'Completes the profile: creates a personal or business account, or joins one by invitation',
    security: SIGNED_IN,
    'x-request-body': profileDocument('The profile; the email is taken from the sign-in'),
    response: {
      201: fullProfile('The new profile'),
      400: REFUSED_PROFILE_RESPONSE,
      401: SIGN_IN_REQUIRED_RESPONSE,
      409: errorResponse('The signed-in person already has an account'),
    },
  },
  read: {
    tags: tagOf('profile'),
    summary: 'The full profile',
    security: SIGNED_IN,
    response: { 200: fullProfile('The profile (a valid profile form document)'), 401: SIGN_IN_REQUIRED_RESPONSE, 404: NO_ACCOUNT_RESPONSE },
  },
  update: {
    tags: tagOf('profile'),
    summary: 'Changes names and phones; the other fields are fixed when the account is created and are ignored',
    security: SIGNED_IN,
    'x-request-body': profileDocument('The profile, or only the fields that change'),
    response: { 200: fullProfile('The profile as saved'), 400: REFUSED_PROFILE_RESPONSE, 401: SIGN_IN_REQUIRED_RESPONSE, 404: NO_ACCOUNT_RESPONSE },
  },
  account: {
    tags: tagOf('profile'),
    summary: 'Whether the signed-in person has a customer account',
    security: SIGNED_IN,
    response: { 204: HAS_ACCOUNT_RESPONSE, 401: SIGN_IN_REQUIRED_RESPONSE, 404: NO_ACCOUNT_RESPONSE },
  },
  basic: {
    tags: tagOf('profile'),
    summary: 'The basic profile the shell and the order forms use',
    security: SIGNED_IN,
    response: { 200: { ...BASIC_PROFILE_SCHEMA, description: 'The basic profile' }, 401: SIGN_IN_REQUIRED_RESPONSE, 404: NO_ACCOUNT_RESPONSE },
  },
};

export async function userRoutes(app: FastifyInstance, { database, verifier, config }: UserRoutesOptions): Promise<void> {
  const { db } = database;

  // Encapsulated: these hooks apply to this plugin's routes (and its children) only.
  // preValidation: a caller without a valid token learns nothing about the request (401 before any 400).
  app.addHook('preValidation', authenticate(verifier));
  answerSchemaErrorsInApiShape(app);
  // Personal details: never stored by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post<{ Reply: FullProfile }>('/users', { schema: ROUTE_SCHEMAS.register }, async (request, reply) => {
    const profile = await registerProfile(db, callerOf(request), request.body);
    return reply.code(201).send(profile);
  });

  app.get<{ Reply: FullProfile }>('/users', { schema: ROUTE_SCHEMAS.read }, async (request) => {
    const row = await findProfileBySubject(db, callerOf(request).subject);
    if (!row) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    return toFullProfile(row);
  });

  app.put<{ Reply: FullProfile }>('/users', { schema: ROUTE_SCHEMAS.update }, async (request) => updateProfile(db, callerOf(request), request.body));

  app.get('/users/account', { schema: ROUTE_SCHEMAS.account }, async (request, reply) => {
    if (!(await hasProfile(db, callerOf(request).subject))) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    return reply.code(204).send();
  });

  app.get<{ Reply: BasicProfile }>('/users/profile', { schema: ROUTE_SCHEMAS.basic }, async (request) => {
    const row = await findProfileBySubject(db, callerOf(request).subject);
    if (!row) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
    return toBasicProfile(row);
  });

  await app.register(businessInvitationRoutes, { database, config });
}
