import { ORGANIZATION_ROLES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../plugins/access.js';

/**
 * The operations the fuzz suite calls (issue 21), read from the running app: every route of `app.routeAccess` (the
 * table closedByDefault fills, so a new endpoint joins by being registered) with its parameters and JSON request
 * body from the OpenAPI document (`app.swagger()`). A route the document hides is still fuzzed, without schemas.
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that fastify-type-provider-zod emits for our routes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface ParameterSpec {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  /** "PUT /api/organizations/{id}", the key in reports and FUZZ_OPS. */
  key: string;
  method: Method;
  /** The Fastify route, e.g. /api/organizations/:id. */
  url: string;
  pathParams: ParameterSpec[];
  query: ParameterSpec[];
  /** Schema of the application/json request body, when the route declares one. */
  body?: JsonSchema;
  /** Media types the document lists for the body (empty for multipart and raw uploads, which declare none). */
  bodyTypes: string[];
  /** Summary and description of the operation (they name multipart parts of uploads). */
  description: string;
  /** A method that may change data. */
  mutating: boolean;
  /** Declared `access.public(…)`: anonymous callers reach its validation and handler. */
  public: boolean;
  /** The roles its access declaration lets in (undefined: every signed-in user, as far as the declaration says). */
  roles?: readonly string[];
  /** In the OpenAPI document (false: a hidden route, fuzzed without schemas). */
  documented: boolean;
}

/** Routes left out, with the reason (keep each entry justified; everything else in routeAccess is fuzzed). */
export const SKIPPED: readonly { key: string; reason: string }[] = [
  // None at present. Not in routeAccess at all, so not fuzzed: HEAD routes (Fastify's automatic mirrors of the GET
  // routes, answered without a body, so there is no §8 shape to check) and /api/docs/* (swagger-ui's static assets
  // and the document itself, registered outside the closed /api context; they take no parameters or body).
  // The API has no SSE or other long-lived streaming endpoint; the video stream and the file downloads answer
  // finite bodies and are fuzzed like any other route.
];

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The roles `rule` lets in, or undefined when it names none (public, any signed-in user, a subsystem). */
function rolesLetIn(rule: RouteAccess): readonly string[] | undefined {
  if (rule.kind === 'roles') return rule.roles;
  if (rule.kind !== 'organization') return undefined;
  const { staff, members } = rule.rule;
  return [...staff, ...(members === true ? ORGANIZATION_ROLES : members === false ? [] : members)];
}

/** `/api/organizations/:id` → `/api/organizations/{id}` (the OpenAPI path). */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Every fuzzable operation of `app` (after `ready()`) in a fixed order: reads, then creates, updates and deletes
 * (METHODS order), each by path — so the reads see the seeded data and the deletes come last.
 */
export function discoverOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const skipped = new Set(SKIPPED.map((s) => s.key));
  const operations: Operation[] = [];
  for (const route of app.routeAccess) {
    for (const method of route.method.split(',') as Method[]) {
      if (!METHODS.includes(method)) continue;
      const path = openApiPath(route.url);
      const key = `${method} ${path}`;
      if (skipped.has(key)) continue;
      const op = doc.paths?.[path]?.[method.toLowerCase()];
      const params = op?.parameters ?? [];
      const declared = new Map(params.filter((p) => p.in === 'path').map((p) => [p.name, p]));
      const pathParams = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
        name,
        schema: declared.get(name)?.schema ?? {},
        required: true,
      }));
      const content = op?.requestBody?.content ?? {};
      operations.push({
        key,
        method,
        url: route.url,
        pathParams,
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false })),
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
        description: [op?.summary, op?.description].filter(Boolean).join('\n'),
        mutating: method !== 'GET',
        public: route.access.kind === 'public',
        roles: rolesLetIn(route.access),
        documented: !!op,
      });
    }
  }
  const rank = (op: Operation) => METHODS.indexOf(op.method);
  return operations.sort((a, b) => rank(a) - rank(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
