import { eq } from 'drizzle-orm';
import { organizations, users } from '../db/schema/index.js';
import { createTestApp } from '../test/harness.js';
import { ACME_NUMBER, DEMO, call, organizationIdOf } from './organizations/test-support.js';

/**
 * Issue 21 "Loose ids reach real records": every path id is a canonical positive whole number (`idParamSchema`).
 * Walks every registered /api route with a path parameter and calls it as the super admin with ids a coercion would
 * read as a real record ("0x1", "1.0", "01", "+1", "1e0"): each answers 400, 403 (a role refused before the id is
 * read) or 404 in the spec §8 shape — never
 * 2xx (the wrong record) or 5xx — and the records those ids would have hit are still there.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await createTestApp();
  admin = await h.tokenFor(DEMO.superAdmin);
});
afterAll(async () => h?.close());

const LOOSE_IDS = ['0x1', '1.0', '01', '+1', '1e0', '0', '-1', '99999999999'];

it('answers 400/403/404 in the spec §8 shape for loose ids on every route with a path id, and changes nothing', async () => {
  const acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  const routes = h.app.routeAccess.filter((route) => /:\w+/.test(route.url) && route.method !== 'HEAD');
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  for (const route of routes) {
    for (const loose of LOOSE_IDS) {
      // The first path parameter gets the loose id; any others a real one.
      let first = true;
      const url = route.url.replace(/:(\w+)/g, () => {
        const value = first ? encodeURIComponent(loose) : String(acmeId);
        first = false;
        return value;
      });
      const res = await call(h.app, route.method as 'GET', url, { token: admin, body: {} });
      const shaped = (() => {
        try {
          return typeof res.json().errorMessage === 'string';
        } catch {
          return false;
        }
      })();
      if (![400, 403, 404].includes(res.statusCode) || !shaped) {
        failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  // What "0x1" or "01" would have reached — record 1 of each table — is still there.
  expect(await h.db.select().from(organizations).where(eq(organizations.id, 1))).toHaveLength(1);
  expect(await h.db.select().from(users).where(eq(users.id, 1))).toHaveLength(1);
});

it('DELETE /api/organizations/0x1 is a 400 on the id and leaves organization 1 alone', async () => {
  const [first] = await h.db.select().from(organizations).orderBy(organizations.id).limit(1);
  const res = await call(h.app, 'DELETE', `/api/organizations/0x${first.id.toString(16)}`, { token: admin });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([{ field: 'id', message: 'Must be a whole number above 0.' }]);
  expect(await h.db.select().from(organizations).where(eq(organizations.id, first.id))).toHaveLength(1);
});

describe('ids in query strings and JSON bodies (recordIdSchema)', () => {
  const QUERY_ROUTES = [
    '/api/users?organizationId=',
    '/api/invoices?organizationId=',
    '/api/tickets?organizationId=',
    '/api/announcements?supplierId=',
    '/api/announcements/recipients?supplierId=',
    '/api/audit?actorUserId=',
    '/api/shipments?organizationId=',
  ];

  it.each(QUERY_ROUTES)('%s answers 400 on the field for loose ids, 200 for a canonical one', async (route) => {
    const field = /[?&](\w+)=$/.exec(route)![1];
    for (const loose of ['0x1', '1.0', '01', '+1', '1e0', '0', '-1', ' 1']) {
      const res = await call(h.app, 'GET', route + encodeURIComponent(loose), { token: admin });
      expect({ loose, status: res.statusCode, errors: res.json().errors }).toEqual({
        loose,
        status: 400,
        errors: [{ field, message: 'Must be a whole number above 0.' }],
      });
    }
    expect((await call(h.app, 'GET', `${route}1`, { token: admin })).statusCode).toBe(200);
  });

  it('a JSON body id must be a whole number (or its canonical string): "0x1", 1.5 and 0 are a 400', async () => {
    const [ticket] = (await call(h.app, 'GET', '/api/tickets', { token: admin })).json().items;
    for (const assigneeId of ['0x1', '01', 1.5, 0, true]) {
      const res = await call(h.app, 'PUT', `/api/tickets/${ticket.id}/assignee`, { token: admin, body: { assigneeId } });
      expect({ assigneeId, status: res.statusCode, errors: res.json().errors }).toEqual({
        assigneeId,
        status: 400,
        errors: [{ field: 'assigneeId', message: 'Must be a whole number above 0.' }],
      });
    }
  });
});
