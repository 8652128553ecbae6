import { suppliers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
  organizationPayload,
  unique,
  userIdOf,
  userPayload,
} from './test-support.js';

/**
 * Authorization matrix (ARCHITECTURE §7, spec §2 and §6): organization, organization user, supplier, employee,
 * purchasing price and price tier routes × every demo role × own / other tenant. Each row names the status a caller gets; 401
 * signed out, 403 the role may not, 404 another organization's id (never revealed).
 */

type Who = DemoAccount | 'anonymous';
type Harness = Awaited<ReturnType<typeof createTestApp>>;

interface Context {
  h: Harness;
  acmeId: number;
  noordzeeId: number;
}

interface RouteCase {
  name: string;
  /** Performs the call as `token` (undefined = signed out); may create what it needs first. */
  run: (ctx: Context, token: string | undefined) => Promise<{ statusCode: number }>;
  expected: Record<Who, number>;
}

const STAFF = { superAdmin: 1, management: 1, support: 1, accountManager: 1 } as const;
const ALL: Who[] = ['anonymous', ...(Object.keys(DEMO) as DemoAccount[])];

/** Fills a whole row: `allowed` get `ok`, other signed-in callers `denied`, signed out 401. */
function row(allowed: Partial<Record<Who, number>>, denied: number): Record<Who, number> {
  return Object.fromEntries(
    ALL.map((who) => [who, who === 'anonymous' ? 401 : (allowed[who] ?? denied)]),
  ) as Record<Who, number>;
}
const allow = (whos: readonly Who[], status: number) => Object.fromEntries(whos.map((w) => [w, status]));
const STAFF_WHOS = Object.keys(STAFF) as Who[];
const WRITERS: Who[] = ['superAdmin', 'management', 'support'];
const ACME_USERS: Who[] = ['acmeSigner', 'acmeGeneral', 'acmeTechnical', 'acmeFinance', 'acmeUserManager'];

/** A throwaway organization (created directly as super admin) so destructive calls never touch the seed. */
async function throwaway(ctx: Context): Promise<number> {
  const res = await call(ctx.h.app, 'POST', '/api/organizations', {
    token: await ctx.h.tokenFor(DEMO.superAdmin),
    body: organizationPayload(),
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

let priceBundle = 5_000;
/** A purchasing price body no other row clashes with (a fresh bundle size of the first seeded supplier). */
async function pricePayload(ctx: Context) {
  const [supplier] = await ctx.h.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .orderBy(suppliers.id)
    .limit(1);
  priceBundle += 1;
  return {
    supplierId: supplier.id,
    ratePlan: `Matrix ${priceBundle} MB`,
    type: 'data',
    bundleSizeMb: priceBundle,
    zone: 'world3',
    price: '1.2500',
  };
}

/** A throwaway purchasing price (created as super admin), so changing or deleting it never touches the seed. */
async function throwawayPrice(ctx: Context): Promise<number> {
  const res = await call(ctx.h.app, 'POST', '/api/purchasing-prices', {
    token: await ctx.h.tokenFor(DEMO.superAdmin),
    body: await pricePayload(ctx),
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

let tierSetNumber = 0;
/** A price tier set body whose name no other set has. */
function tierSetPayload() {
  tierSetNumber += 1;
  return {
    name: `Matrix tiers ${tierSetNumber}`,
    kind: 'price',
    tiers: [
      { fromQuantity: 1, toQuantity: 9, value: '2' },
      { fromQuantity: 10, toQuantity: null, value: '1.5' },
    ],
  };
}

/** A throwaway price tier set (created as super admin), so changing or deleting it never touches the seed. */
async function throwawayTierSet(ctx: Context): Promise<number> {
  const res = await call(ctx.h.app, 'POST', '/api/price-tiers', {
    token: await ctx.h.tokenFor(DEMO.superAdmin),
    body: tierSetPayload(),
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

const CASES: RouteCase[] = [
  {
    name: 'GET /organizations',
    run: (c, token) => call(c.h.app, 'GET', '/api/organizations', { token }),
    expected: row(allow(STAFF_WHOS, 200), 403),
  },
  {
    name: 'GET /organizations/ExportAddresses',
    run: (c, token) => call(c.h.app, 'GET', '/api/organizations/ExportAddresses', { token }),
    expected: row(allow(STAFF_WHOS, 200), 403),
  },
  {
    name: 'GET /organizations/ExportUsers',
    run: (c, token) => call(c.h.app, 'GET', '/api/organizations/ExportUsers', { token }),
    expected: row(allow(STAFF_WHOS, 200), 403),
  },
  {
    name: 'POST /organizations',
    run: (c, token) => call(c.h.app, 'POST', '/api/organizations', { token, body: organizationPayload() }),
    expected: row(allow(WRITERS, 201), 403),
  },
  {
    name: 'GET /organizations/{acme}',
    run: (c, token) => call(c.h.app, 'GET', `/api/organizations/${c.acmeId}`, { token }),
    expected: row({ ...allow(STAFF_WHOS, 200), ...allow(ACME_USERS, 200), noordzeeGeneral: 404 }, 403),
  },
  {
    name: 'GET /organizations/{acme}/company',
    run: (c, token) => call(c.h.app, 'GET', `/api/organizations/${c.acmeId}/company`, { token }),
    expected: row({ ...allow(STAFF_WHOS, 200), ...allow(ACME_USERS, 200), noordzeeGeneral: 404 }, 403),
  },
  {
    name: 'PUT /organizations/{id}',
    run: async (c, token) => {
      const id = await throwaway(c);
      return call(c.h.app, 'PUT', `/api/organizations/${id}`, { token, body: organizationPayload() });
    },
    expected: row(allow(WRITERS, 200), 403),
  },
  {
    name: 'PUT /organizations/{acme} (organization users may not edit even their own)',
    run: (c, token) =>
      call(c.h.app, 'PUT', `/api/organizations/${c.acmeId}`, {
        token,
        body: organizationPayload({ name: 'Acme Logistics B.V.', customerNumber: ACME_NUMBER }),
      }),
    expected: row(allow(WRITERS, 200), 403),
  },
  {
    name: 'PUT /organizations/{id}/deactivate',
    run: async (c, token) =>
      call(c.h.app, 'PUT', `/api/organizations/${await throwaway(c)}/deactivate`, { token }),
    expected: row(allow(WRITERS, 200), 403),
  },
  {
    name: 'PUT /organizations/{id}/activate',
    run: async (c, token) =>
      call(c.h.app, 'PUT', `/api/organizations/${await throwaway(c)}/activate`, { token }),
    expected: row(allow(WRITERS, 200), 403),
  },
  {
    name: 'DELETE /organizations/{id}',
    run: async (c, token) => call(c.h.app, 'DELETE', `/api/organizations/${await throwaway(c)}`, { token }),
    expected: row(allow(WRITERS, 204), 403),
  },
  {
    name: 'POST /organizations/{acme}/users',
    run: (c, token) =>
      call(c.h.app, 'POST', `/api/organizations/${c.acmeId}/users`, { token, body: userPayload() }),
    expected: row(
      { ...allow(WRITERS, 201), acmeSigner: 201, acmeUserManager: 201, noordzeeGeneral: 404 },
      403,
    ),
  },
  {
    name: 'POST /organizations/{acme}/users granting user manager',
    run: (c, token) =>
      call(c.h.app, 'POST', `/api/organizations/${c.acmeId}/users`, {
        token,
        body: userPayload({ roles: ['4'] }),
      }),
    expected: row(
      { ...allow(WRITERS, 201), acmeSigner: 201, acmeUserManager: 403, noordzeeGeneral: 404 },
      403,
    ),
  },
  {
    name: 'POST /organizations/{acme}/users granting authorized to sign',
    run: (c, token) =>
      call(c.h.app, 'POST', `/api/organizations/${c.acmeId}/users`, {
        token,
        body: userPayload({ roles: ['0'] }),
      }),
    expected: row(
      { ...allow(WRITERS, 201), acmeSigner: 201, acmeUserManager: 403, noordzeeGeneral: 404 },
      403,
    ),
  },
  {
    name: 'GET /organizations/{acme}/users',
    run: (c, token) => call(c.h.app, 'GET', `/api/organizations/${c.acmeId}/users`, { token }),
    expected: row({ ...allow(STAFF_WHOS, 200), ...allow(ACME_USERS, 200), noordzeeGeneral: 404 }, 403),
  },
  {
    name: 'PUT /organizations/{acme}/users/{general}',
    run: async (c, token) =>
      call(
        c.h.app,
        'PUT',
        `/api/organizations/${c.acmeId}/users/${await userIdOf(c.h.db, DEMO.acmeGeneral)}`,
        {
          token,
          body: {
            firstName: 'Daan',
            lastName: 'Mulder',
            roles: ['1'],
            twoFactorEnabled: false,
            sendApnInfo: false,
          },
        },
      ),
    expected: row(
      { ...allow(WRITERS, 200), acmeSigner: 200, acmeUserManager: 200, noordzeeGeneral: 404 },
      403,
    ),
  },
  {
    name: 'PUT /organizations/{acme}/users/{signer} (a user manager may not edit an authorized signatory)',
    run: async (c, token) =>
      call(
        c.h.app,
        'PUT',
        `/api/organizations/${c.acmeId}/users/${await userIdOf(c.h.db, DEMO.acmeSigner)}`,
        {
          token,
          body: {
            firstName: 'Sophie',
            lastName: 'van Dijk',
            roles: ['0'],
            twoFactorEnabled: true,
            sendApnInfo: false,
          },
        },
      ),
    expected: row(
      { ...allow(WRITERS, 200), acmeSigner: 200, acmeUserManager: 403, noordzeeGeneral: 404 },
      403,
    ),
  },
  {
    name: 'POST /organizations/{noordzee}/users',
    run: (c, token) =>
      call(c.h.app, 'POST', `/api/organizations/${c.noordzeeId}/users`, { token, body: userPayload() }),
    expected: row({ ...allow(WRITERS, 201), ...allow(ACME_USERS, 404) }, 403),
  },
  {
    name: 'GET /suppliers',
    run: (c, token) => call(c.h.app, 'GET', '/api/suppliers', { token }),
    expected: row(allow(ALL, 200), 403),
  },
  {
    name: 'POST /employees',
    run: (c, token) =>
      call(c.h.app, 'POST', '/api/employees', {
        token,
        body: { email: `matrix.${unique()}@provider.example`, firstName: 'M', lastName: 'X', role: 1 },
      }),
    expected: row({ superAdmin: 201 }, 403),
  },
  {
    name: 'GET /employees',
    run: (c, token) => call(c.h.app, 'GET', '/api/employees', { token }),
    expected: row({ ...allow(STAFF_WHOS, 200), acmeSigner: 200 }, 403),
  },
  // Purchasing prices (issue 16; spec §2 /purchasingprices): the super admin only, reading as well as writing.
  {
    name: 'GET /purchasing-prices',
    run: (c, token) => call(c.h.app, 'GET', '/api/purchasing-prices', { token }),
    expected: row({ superAdmin: 200 }, 403),
  },
  {
    name: 'GET /purchasing-prices/{id}',
    run: async (c, token) =>
      call(c.h.app, 'GET', `/api/purchasing-prices/${await throwawayPrice(c)}`, { token }),
    expected: row({ superAdmin: 200 }, 403),
  },
  {
    name: 'POST /purchasing-prices',
    run: async (c, token) =>
      call(c.h.app, 'POST', '/api/purchasing-prices', { token, body: await pricePayload(c) }),
    expected: row({ superAdmin: 201 }, 403),
  },
  {
    name: 'PUT /purchasing-prices/{id}',
    run: async (c, token) =>
      call(c.h.app, 'PUT', `/api/purchasing-prices/${await throwawayPrice(c)}`, {
        token,
        body: await pricePayload(c),
      }),
    expected: row({ superAdmin: 200 }, 403),
  },
  {
    name: 'DELETE /purchasing-prices/{id}',
    run: async (c, token) =>
      call(c.h.app, 'DELETE', `/api/purchasing-prices/${await throwawayPrice(c)}`, { token }),
    expected: row({ superAdmin: 204 }, 403),
  },
  // Price tiers (issue 16; spec §2 /pricetiers): the super admin only, reading as well as writing.
  {
    name: 'GET /price-tiers',
    run: (c, token) => call(c.h.app, 'GET', '/api/price-tiers', { token }),
    expected: row({ superAdmin: 200 }, 403),
  },
  {
    name: 'GET /price-tiers/{id}',
    run: async (c, token) => call(c.h.app, 'GET', `/api/price-tiers/${await throwawayTierSet(c)}`, { token }),
    expected: row({ superAdmin: 200 }, 403),
  },
  {
    name: 'POST /price-tiers',
    run: (c, token) => call(c.h.app, 'POST', '/api/price-tiers', { token, body: tierSetPayload() }),
    expected: row({ superAdmin: 201 }, 403),
  },
  {
    name: 'PUT /price-tiers/{id}',
    run: async (c, token) =>
      call(c.h.app, 'PUT', `/api/price-tiers/${await throwawayTierSet(c)}`, {
        token,
        body: tierSetPayload(),
      }),
    expected: row({ superAdmin: 200 }, 403),
  },
  {
    name: 'DELETE /price-tiers/{id}',
    run: async (c, token) =>
      call(c.h.app, 'DELETE', `/api/price-tiers/${await throwawayTierSet(c)}`, { token }),
    expected: row({ superAdmin: 204 }, 403),
  },
];

describe('authorization matrix: organizations, suppliers, employees, purchasing prices, price tiers', () => {
  const ctx = {} as Context;
  const tokens = new Map<Who, string | undefined>();

  beforeAll(async () => {
    ctx.h = await createTestApp();
    ctx.acmeId = await organizationIdOf(ctx.h.db, ACME_NUMBER);
    ctx.noordzeeId = await organizationIdOf(ctx.h.db, NOORDZEE_NUMBER);
    tokens.set('anonymous', undefined);
    for (const [who, email] of Object.entries(DEMO)) tokens.set(who as Who, await ctx.h.tokenFor(email));
  });
  afterAll(async () => ctx.h?.close());

  const table = CASES.flatMap((c) => ALL.map((who) => [c.name, who, c.expected[who], c] as const));

  it.each(table)('%s as %s → %i', async (_name, who, expected, routeCase) => {
    const res = await routeCase.run(ctx, tokens.get(who));
    expect(res.statusCode).toBe(expected);
  });
});
