import type { Page, UserListItem } from '@portal/domain';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, type DemoAccount, NOORDZEE_NUMBER, call, organizationIdOf, userPayload } from '../organizations/test-support.js';

/** GET /api/users: the staff Users screen (issue 11; spec §2 menu "Users"). */

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let h: Harness;
let acmeId: number;
let noordzeeId: number;
const tokens = new Map<DemoAccount, string>();

beforeAll(async () => {
  h = await createTestApp();
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
});
afterAll(async () => h?.close());

async function list(query: string, who: DemoAccount = 'support') {
  return call(h.app, 'GET', `/api/users${query}`, { token: tokens.get(who) });
}
async function page(query: string, who: DemoAccount = 'support'): Promise<Page<UserListItem>> {
  const res = await list(query, who);
  expect(res.statusCode).toBe(200);
  return res.json() as Page<UserListItem>;
}

describe('GET /api/users (staff: users of every organization)', () => {
  it.each(['superAdmin', 'management', 'support', 'accountManager'] as const)('%s reads it', async (who) => {
    expect((await list('', who)).statusCode).toBe(200);
  });

  it.each(['acmeSigner', 'acmeUserManager', 'noordzeeGeneral'] as const)('organization user %s gets 403', async (who) => {
    expect((await list('', who)).statusCode).toBe(403);
  });

  it('signed out gets 401', async () => {
    expect((await call(h.app, 'GET', '/api/users')).statusCode).toBe(401);
  });

  it("lists organization users with their organization's name and customer number, never employees", async () => {
    const result = await page('?pageSize=100');
    const emails = result.items.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO.acmeSigner, DEMO.noordzeeGeneral]));
    expect(emails).not.toContain(DEMO.superAdmin);
    expect(emails).not.toContain(DEMO.support);
    const signer = result.items.find((u) => u.email === DEMO.acmeSigner)!;
    expect(signer).toMatchObject({
      organizationId: acmeId,
      organizationName: 'Acme Logistics B.V.',
      customerNumber: ACME_NUMBER,
      roles: ['0'],
      twoFactorEnabled: true,
      confirmed: true,
    });
    expect(signer).not.toHaveProperty('passwordHash');
    expect(result.total).toBeGreaterThanOrEqual(result.items.length);
  });

  it('filters by organization and by role code', async () => {
    const acme = await page(`?organizationId=${acmeId}&pageSize=100`);
    expect(acme.items.length).toBeGreaterThanOrEqual(5);
    expect(acme.items.every((u) => u.organizationId === acmeId)).toBe(true);
    expect(acme.total).toBe(acme.items.length);

    const managers = await page(`?organizationId=${acmeId}&role=4&pageSize=100`);
    expect(managers.items.map((u) => u.email)).toContain(DEMO.acmeUserManager);
    expect(managers.items.every((u) => u.roles.includes('4'))).toBe(true);
  });

  it('searches first and last name together, e-mail, organization name and customer number', async () => {
    const email = `grace.${Date.now()}@example.com`;
    const created = await call(h.app, 'POST', `/api/organizations/${noordzeeId}/users`, {
      token: tokens.get('superAdmin'),
      body: userPayload({ email, firstName: 'Grace', lastName: 'Hopper-Search' }),
    });
    expect(created.statusCode).toBe(201);

    expect((await page('?search=grace%20hopper-search')).items.map((u) => u.email)).toEqual([email]);
    expect((await page(`?search=${encodeURIComponent(email.toUpperCase())}`)).items.map((u) => u.email)).toEqual([email]);
    const byOrganization = await page('?search=noordzee&pageSize=100');
    expect(byOrganization.items.map((u) => u.email)).toContain(email);
    expect((await page(`?search=${NOORDZEE_NUMBER}&pageSize=100`)).items.map((u) => u.email)).toContain(email);
    // Wildcards are literal: "%" matches nobody's name.
    expect((await page('?search=%25%25')).total).toBe(0);
  });

  it('sorts by name by default, by organization, and most recent sign-in first with never at the end', async () => {
    // First letters only: PGlite and PostgreSQL collations differ on spaces and punctuation, not on letters.
    const initials = (values: string[]) => values.map((value) => value.charAt(0).toLowerCase());
    const byName = initials((await page('?pageSize=100')).items.map((u) => u.lastName));
    expect(byName).toEqual([...byName].sort());
    const byOrganization = initials((await page('?sort=-organization&pageSize=100')).items.map((u) => u.organizationName));
    expect(byOrganization).toEqual([...byOrganization].sort().reverse());

    const recent = (await page('?sort=-lastLogin&pageSize=100')).items.map((u) => u.lastLoginAt);
    const firstNever = recent.indexOf(null);
    expect(recent.slice(0, firstNever === -1 ? undefined : firstNever).every((v) => v !== null)).toBe(true);
    if (firstNever !== -1) expect(recent.slice(firstNever).every((v) => v === null)).toBe(true);
  });

  it('pages: 1-based, total over all pages', async () => {
    const first = await page('?pageSize=2&page=1');
    const second = await page('?pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.page).toBe(2);
    expect(second.items.map((u) => u.id)).not.toEqual(expect.arrayContaining(first.items.map((u) => u.id)));
    expect(second.total).toBe(first.total);
  });

  it.each([
    ['role=7', 'role'],
    ['sort=password', 'sort'],
    ['organizationId=abc', 'organizationId'],
    ['pageSize=1000', 'pageSize'],
    ['unknown=1', ''],
  ])('answers 400 in the spec error shape for %s', async (query) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('errorMessage');
  });
});
