import { ALL_ROLES, type Role } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { templateBlob } from '../test/template.js';
import { createTestApp } from '../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  call,
  organizationIdOf,
} from '../modules/organizations/test-support.js';
import type { RouteAccess, RouteAccessEntry } from './access.js';

/**
 * API closed by default (issue 10 point 4; spec §6, ARCHITECTURE §5): every route the server registers declares
 * its access, the server refuses to start with one that does not, and each declaration is what a caller meets:
 * every registered route × signed out, each of the 9 roles and a user of another organization.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Caller = DemoAccount | 'anonymous';

/** The seeded subsystems of the two organizations (src/db/seed.ts): Acme holds all, Noordzee helpdesk and supplier A. */
const SUBSYSTEMS = { acme: [1, 2, 3, 4, 5, 8], noordzee: [1, 3] } as const;

/** Who each demo account is: its one role and organization (null = provider staff). Written out, not read back. */
const ACCOUNTS: Record<DemoAccount, { role: Role; organization: 'acme' | 'noordzee' | null }> = {
  superAdmin: { role: 'superAdmin', organization: null },
  management: { role: 'management', organization: null },
  support: { role: 'support', organization: null },
  accountManager: { role: 'accountManager', organization: null },
  acmeSigner: { role: 'authorizedToSign', organization: 'acme' },
  acmeGeneral: { role: 'generalResponsible', organization: 'acme' },
  acmeTechnical: { role: 'technicalResponsible', organization: 'acme' },
  acmeFinance: { role: 'financialResponsible', organization: 'acme' },
  acmeUserManager: { role: 'userManager', organization: 'acme' },
  noordzeeGeneral: { role: 'generalResponsible', organization: 'noordzee' },
};
const CALLERS: Caller[] = ['anonymous', ...(Object.keys(ACCOUNTS) as DemoAccount[])];
/** An id no seeded row has: write calls that get through the access layer find nothing to change. */
const MISSING_ID = 999_999;

/**
 * What the access layer must answer `who` under `rule`, derived from the rule's meaning (not from the code under
 * test): 401 signed out, 403 role not allowed, 404 another organization's id; null = let through.
 */
function refusalOf(rule: RouteAccess, who: Caller): 401 | 403 | 404 | null {
  if (rule.kind === 'public') return null;
  if (who === 'anonymous') return 401;
  const { role, organization } = ACCOUNTS[who];
  switch (rule.kind) {
    case 'signedIn':
      return null;
    case 'roles':
      return rule.roles.includes(role) ? null : 403;
    case 'subsystem':
      // Staff always (spec §2); an organization user when its organization holds the subsystem.
      if (organization === null) return null;
      return (SUBSYSTEMS[organization] as readonly number[]).includes(rule.subsystem) ? null : 403;
    case 'organization': {
      if (organization === null) return (rule.rule.staff as readonly Role[]).includes(role) ? null : 403;
      if (organization !== 'acme') return 404;
      const { members } = rule.rule;
      const allowed = Array.isArray(members) ? (members as readonly Role[]).includes(role) : members;
      return allowed ? null : 403;
    }
  }
}

/**
 * The URL a caller requests: an organization route names Acme (the callers' own organization, or another one for
 * the Noordzee user); every other id is one that does not exist, so a call let through changes nothing.
 */
function urlOf(entry: RouteAccessEntry, acmeId: number): string {
  return entry.url.replace(/:(\w+)/g, (_, name: string) =>
    String(name === 'id' && entry.access.kind === 'organization' ? acmeId : MISSING_ID),
  );
}

describe('API closed by default (spec §6)', () => {
  it('refuses to start when a route declares no access, naming the route', async () => {
    const handle = await openDatabase({ loadDataDir: await templateBlob() });
    const config = loadConfig({
      DATA_DIR: '/tmp/portal-access-test',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://portal.test',
    });
    const forgotten = async (api: FastifyInstance) => {
      api.get('/probe', async () => ({ secret: 'anyone can read this' }));
    };
    try {
      await expect(
        buildApp(config, { db: handle.db, logger: false, extraModules: [forgotten] }),
      ).rejects.toThrow('GET /api/probe declares no access');
    } finally {
      await handle.close();
    }
  });

  describe('every registered route × every caller', () => {
    let h: Harness;
    let acmeId: number;
    const tokens = new Map<Caller, string>();

    beforeAll(async () => {
      h = await createTestApp();
      acmeId = await organizationIdOf(h.db, ACME_NUMBER);
      for (const who of Object.keys(ACCOUNTS) as DemoAccount[]) tokens.set(who, await h.tokenFor(DEMO[who]));
    });
    afterAll(() => h.close());

    it('covers the 9 roles and the whole API', () => {
      expect(new Set(Object.values(ACCOUNTS).map((a) => a.role))).toEqual(new Set(ALL_ROLES));
      // Grows with the API; a sudden drop means routes went missing from the table.
      expect(h.app.routeAccess.length).toBeGreaterThan(60);
      expect(
        h.app.routeAccess.filter((e) => e.access.kind === 'public').map((e) => `${e.method} ${e.url}`),
      ).toEqual([
        'GET /api/health',
        'POST /api/sessions',
        'POST /api/users/resetPassword',
        'PUT /api/users/:id/password',
        'PATCH /api/users/:id',
        'POST /api/csp-reports',
        'GET /api/videos/:id/stream',
        'GET /api/sim-management/suppliers/:id/logo',
      ]);
    });

    it('gives each caller what the route declares: 401, 403, 404, or through to the handler', async () => {
      const mismatches: string[] = [];
      for (const entry of h.app.routeAccess) {
        const method = entry.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
        const url = urlOf(entry, acmeId);
        for (const who of CALLERS) {
          const refusal = refusalOf(entry.access, who);
          // A call let through may end its own session (DELETE /sessions/current): it gets a token of its own.
          const token =
            who === 'anonymous'
              ? undefined
              : refusal === null && method !== 'GET'
                ? await h.tokenFor(DEMO[who])
                : tokens.get(who);
          const res = await call(h.app, method, url, { token });
          const ok =
            refusal !== null
              ? res.statusCode === refusal
              : res.statusCode < 500 &&
                res.statusCode !== 401 &&
                // A handler may narrow a signed-in route further (e.g. contracts by role); a declared rule may not.
                (entry.access.kind === 'signedIn' || res.statusCode !== 403);
          if (!ok)
            mismatches.push(
              `${entry.method} ${url} as ${who}: ${res.statusCode}, expected ${refusal ?? 'through'}`,
            );
        }
      }
      expect(mismatches).toEqual([]);
    }, 120_000);
  });
});
