// The reference lists staff keep (src/shared/api/staff.ts), instead of SQL:
//   GET  /api/staff/service-providers           inspectors and retailers, withdrawn ones too
//   POST /api/staff/service-providers           add one (schemas/staff-service-provider)       201
//   PUT  /api/staff/service-providers/{id}      rename, withdraw or offer again
//   GET  /api/staff/icp-registry                the embedded ICP registry, searched and paged
//   POST /api/staff/icp-registry                add an ICP (schemas/staff-icp-entry)           201
//   PUT  /api/staff/icp-registry/{icpNumber}    change an ICP's site address
// Each change is recorded in app_event with who made it and the entry before and after.
import type { FastifyInstance } from 'fastify';
import { errorResponse } from '../../shared/api/errors';
import { formDocumentRequestBody } from '../../shared/api/forms';
import {
  STAFF_ICP_ENTRY_PARAMS_SCHEMA,
  STAFF_ICP_ENTRY_SCHEMA,
  STAFF_ICP_REGISTRY_PAGE_SCHEMA,
  STAFF_ICP_REGISTRY_QUERY_SCHEMA,
  STAFF_SERVICE_PROVIDER_LIST_SCHEMA,
  STAFF_SERVICE_PROVIDER_PARAMS_SCHEMA,
  STAFF_SERVICE_PROVIDER_SCHEMA,
  type StaffIcpEntryParams,
  type StaffIcpRegistryQuery,
  type StaffServiceProviderList,
  type StaffServiceProviderParams,
} from '../../shared/api/staff';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { requireStaff } from '../auth/requireStaff';
import type { Database } from '../db/database';
import { addIcpEntry, changeIcpEntry, listIcpEntries } from '../staff/referenceLists/icpRegistryEntries';
import { addServiceProvider, changeServiceProvider, listStaffServiceProviders } from '../staff/referenceLists/serviceProviders';
import { staffActorOf } from '../staff/staffActor';
import { neverCached, STAFF_GUARD_RESPONSES, staffRouteSchema } from './staffRouteSchemas';
import { callerOf } from './users';
import { answerSchemaErrorsInApiShape } from './validationErrors';

export interface StaffReferenceListRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
}

const FORM_REFUSED = errorResponse("The form's messages, each at its field's pointer; nothing is written");

const ROUTE_SCHEMAS = {
  listProviders: staffRouteSchema('The livening inspectors and power retailers, withdrawn ones too', {
    response: { 200: STAFF_SERVICE_PROVIDER_LIST_SCHEMA, ...STAFF_GUARD_RESPONSES },
  }),
  addProvider: staffRouteSchema('Adds an inspector or retailer (its id is made from its name)', {
    'x-request-body': formDocumentRequestBody(['staff-service-provider'], 'A staff-service-provider form document'),
    response: {
      201: { ...STAFF_SERVICE_PROVIDER_SCHEMA, description: 'Added' },
      400: FORM_REFUSED,
      ...STAFF_GUARD_RESPONSES,
      409: errorResponse('The list already has an entry with this name (any case)'),
    },
  }),
  changeProvider: staffRouteSchema('Renames an inspector or retailer, withdraws it or offers it again', {
    description: 'An entry stays in its list: another kind is 400 at /kind.',
    params: STAFF_SERVICE_PROVIDER_PARAMS_SCHEMA,
    'x-request-body': formDocumentRequestBody(['staff-service-provider'], 'A staff-service-provider form document'),
    response: {
      200: { ...STAFF_SERVICE_PROVIDER_SCHEMA, description: 'Changed' },
      400: FORM_REFUSED,
      ...STAFF_GUARD_RESPONSES,
      409: errorResponse('Another entry of the list already has this name (any case)'),
    },
  }),
  listIcps: staffRouteSchema('The embedded ICP registry, by ICP number, a page at a time', {
    description: 'search matches the start of an ICP number or part of the site address, any case.',
    querystring: STAFF_ICP_REGISTRY_QUERY_SCHEMA,
    response: { 200: STAFF_ICP_REGISTRY_PAGE_SCHEMA, 400: errorResponse('search, page or recordsPerPage out of range, at its pointer'), ...STAFF_GUARD_RESPONSES },
  }),
  addIcp: staffRouteSchema('Adds an ICP to the embedded registry (the rules of npm run icp:add)', {
    'x-request-body': formDocumentRequestBody(['staff-icp-entry'], 'A staff-icp-entry form document'),
    response: { 201: { ...STAFF_ICP_ENTRY_SCHEMA, description: 'Added' }, 400: FORM_REFUSED, ...STAFF_GUARD_RESPONSES, 409: errorResponse('The registry already has this ICP') },
  }),
  changeIcp: staffRouteSchema("Changes an ICP's site address and address id", {
    description: "The body's icpNumber must be the path's: an ICP number never changes (400 at /icpNumber).",
    params: STAFF_ICP_ENTRY_PARAMS_SCHEMA,
    'x-request-body': formDocumentRequestBody(['staff-icp-entry'], 'A staff-icp-entry form document'),
    response: { 200: { ...STAFF_ICP_ENTRY_SCHEMA, description: 'Changed' }, 400: FORM_REFUSED, ...STAFF_GUARD_RESPONSES },
  }),
};

export async function staffReferenceListRoutes(app: FastifyInstance, { database, verifier }: StaffReferenceListRoutesOptions): Promise<void> {
  const { db } = database;
  const staffOnly = requireStaff(verifier);
  neverCached(app);
  answerSchemaErrorsInApiShape(app);
  const by = (request: Parameters<typeof callerOf>[0]) => staffActorOf(callerOf(request)).name;

  app.get<{ Reply: StaffServiceProviderList }>('/staff/service-providers', { schema: ROUTE_SCHEMAS.listProviders, preValidation: staffOnly }, async () => ({
    providers: await listStaffServiceProviders(db),
  }));

  app.post('/staff/service-providers', { schema: ROUTE_SCHEMAS.addProvider, preValidation: staffOnly }, async (request, reply) =>
    reply.code(201).send(await addServiceProvider(db, by(request), request.body)),
  );

  app.put<{ Params: StaffServiceProviderParams }>('/staff/service-providers/:id', { schema: ROUTE_SCHEMAS.changeProvider, preValidation: staffOnly }, async (request) =>
    changeServiceProvider(db, by(request), request.params.id, request.body),
  );

  app.get<{ Querystring: StaffIcpRegistryQuery }>('/staff/icp-registry', { schema: ROUTE_SCHEMAS.listIcps, preValidation: staffOnly }, async (request) =>
    listIcpEntries(db, request.query),
  );

  app.post('/staff/icp-registry', { schema: ROUTE_SCHEMAS.addIcp, preValidation: staffOnly }, async (request, reply) =>
    reply.code(201).send(await addIcpEntry(db, by(request), request.body)),
  );

  app.put<{ Params: StaffIcpEntryParams }>('/staff/icp-registry/:icpNumber', { schema: ROUTE_SCHEMAS.changeIcp, preValidation: staffOnly }, async (request) =>
    changeIcpEntry(db, by(request), request.params.icpNumber, request.body),
  );
}
