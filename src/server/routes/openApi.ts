// How @fastify/swagger builds the OpenAPI document of the API
// (/api/openapi.json) from the routes' schemas, which come from the contract
// module src/shared/api. See docs/operations/api.md.
// - Only /api routes are documented: the identity provider, the app's pages and
//   static files are not part of the API.
// - Bodies Fastify does not check, because the route reads them itself (form
//   documents, which the forms' validators check; a multipart upload), are
//   declared on the route schema as `x-request-body` and become the
//   operation's requestBody here. The forms' schemas become components.
import type { SwaggerOptions } from '@fastify/swagger';
import packageJson from '../../../package.json' with { type: 'json' };
import type { DocumentedRequestBody } from '../../shared/api/forms';
import { GUEST_SESSION_COOKIE } from '../auth/guestSession';
import type { ServerConfig } from '../config';
import { formSchemaComponents } from './formSchemaComponents';

declare module 'fastify' {
  interface FastifySchema {
    /** A request body the route checks itself, as the OpenAPI document shows it (Fastify ignores this). */
    'x-request-body'?: DocumentedRequestBody;
  }
}

/** The document's groups of operations, in reading order. */
export const API_TAGS = {
  health: { name: 'Health', description: 'For load balancers and operators' },
  configuration: { name: 'Configuration', description: 'What the browser needs before anyone signs in' },
  profile: { name: 'Profile', description: "The signed-in customer's profile and account" },
  businessAccounts: { name: 'Business accounts', description: 'Invitations by the admin of a business account' },
  orders: { name: 'Orders', description: 'Submitting orders, the order lists and their documents' },
  drafts: { name: 'Drafts', description: 'Unfinished orders, shared with the account' },
  payments: { name: 'Payments', description: 'Paying a quote: billing details, the hosted payment page session, its result and the provider\'s notifications' },
  files: { name: 'Files', description: 'Uploads (guests too) and their virus-scan results' },
  address: { name: 'Address', description: 'Address search for the address fields' },
  referenceData: { name: 'Reference data', description: 'Lists the company maintains' },
  forms: { name: 'Forms', description: 'The forms and their validation' },
  staff: { name: 'Staff', description: "The back office: an access token with the staff role; a customer's token gets 404" },
  development: { name: 'Development', description: 'Only with development tools on (DEV_TOOLS=true); 404 otherwise' },
} as const;

/** For `tags` in a route schema. */
export function tagOf(tag: keyof typeof API_TAGS): string[] {
  return [API_TAGS[tag].name];
}

type SecurityRequirements = Array<Record<string, string[]>>;

/** Route `security`: a valid bearer access token is required. */
export const SIGNED_IN: SecurityRequirements = [{ bearerAuth: [] }];
/** Route `security`: a guest (with or without a guest session yet) or a signed-in customer. */
export const GUEST_OR_SIGNED_IN: SecurityRequirements = [{ bearerAuth: [] }, { guestSession: [] }, {}];

/** The parts of the generated document this module completes. */
interface GeneratedDocument {
  paths?: Record<string, object | undefined>;
  components?: { schemas?: Record<string, unknown> };
}

/** Moves each `x-request-body` to its operation's requestBody, and adds the forms' schemas as components. */
function completeDocument(document: GeneratedDocument): void {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {}) as unknown[]) {
      if (typeof operation !== 'object' || operation === null || !('x-request-body' in operation)) continue;
      const fields = operation as Record<string, unknown>;
      fields['requestBody'] = fields['x-request-body'];
      delete fields['x-request-body'];
    }
  }
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, ...formSchemaComponents() };
}

export function openApiOptions(config: Pick<ServerConfig, 'publicUrl'>): SwaggerOptions {
  return {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, the dialect of the forms' schemas.
      openapi: '3.1.0',
      info: {
        title: 'Network services portal API',
        version: packageJson.version,
        description:
          'Every error is JSON: { message, errors?: [{ pointer, message }] }; every 400 has at least one entry in errors, ' +
          'at the RFC 6901 pointer of the field ("/status" for a query parameter, "" for the whole request).',
      },
      servers: [{ url: config.publicUrl }],
      tags: Object.values(API_TAGS),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token of the identity provider named in /api/client-config' },
          guestSession: { type: 'apiKey', in: 'cookie', name: GUEST_SESSION_COOKIE, description: 'Set by the first upload or POST /api/guest-session; HttpOnly' },
        },
      },
    },
    // Paths stay as the server serves them (/api/...), whatever the public address.
    stripBasePath: false,
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? (schema ?? {}) : { ...schema, hide: true }, url }),
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      completeDocument(documentObject.openapiObject);
      return documentObject.openapiObject;
    },
  };
}
