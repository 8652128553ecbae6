import type { OrganizationInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';

/** Helpers shared by the organization, supplier and employee tests (not a test file itself). */

export const DEMO = {
  superAdmin: 'admin@provider.example',
  management: 'management@provider.example',
  support: 'support@provider.example',
  accountManager: 'accountmanager@provider.example',
  acmeSigner: 'signer@acme.example',
  acmeGeneral: 'general@acme.example',
  acmeTechnical: 'tech@acme.example',
  acmeFinance: 'finance@acme.example',
  acmeUserManager: 'usermanager@acme.example',
  noordzeeGeneral: 'general@noordzee.example',
} as const;
export type DemoAccount = keyof typeof DEMO;

export const ACME_NUMBER = '100001';
export const NOORDZEE_NUMBER = '100002';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API call through `app.inject`, with an optional bearer token and JSON body. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

/** Id of the seeded organization with this customer number. */
export async function organizationIdOf(db: Database, customerNumber: string): Promise<number> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customerNumber, customerNumber));
  if (!row) throw new Error(`no seeded organization ${customerNumber}`);
  return row.id;
}

/** Id of the user with this e-mail. */
export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

let counter = 0;
/** A unique suffix for customer numbers and e-mail addresses created by a test. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

/** A valid organization payload; override what the test is about. */
export function organizationPayload(overrides: Partial<OrganizationInput> = {}): OrganizationInput {
  return {
    name: `Test Organization ${unique()}`,
    customerNumber: `T${unique()}`,
    vatNumber: 'NL123456789B01',
    kvkNumber: '12345678',
    ibanNumber: 'NL91ABNA0417164300',
    country: 'Nederland',
    vatLiable: true,
    isProspect: false,
    isReseller: false,
    supplierIds: [],
    ...overrides,
  };
}

/** A valid new-user payload; override what the test is about. */
export function userPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: `new.user.${unique()}@example.com`,
    firstName: 'New',
    lastName: 'User',
    phoneNumber: '+31 6 1234 5678',
    roles: ['1'],
    ...overrides,
  };
}
