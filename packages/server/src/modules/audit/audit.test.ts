import type { AuditEntry, Page } from '@portal/domain';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  call,
  organizationIdOf,
  unique,
  userIdOf,
  userPayload,
} from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';

let h: Harness;
let admin: string;
let acmeId: number;

beforeAll(async () => {
  h = await createTestApp();
  admin = await h.tokenFor(DEMO.superAdmin);
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
});
afterAll(async () => h?.close());

const ALL: Who[] = ['anonymous', ...(Object.keys(DEMO) as DemoAccount[])];

async function audit(query = ''): Promise<Page<AuditEntry>> {
  const res = await call(h.app, 'GET', `/api/audit${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Page<AuditEntry>>();
}

describe('GET /audit', () => {
  it.each(ALL.map((w) => [w, w === 'anonymous' ? 401 : w === 'superAdmin' ? 200 : 403] as [Who, number]))(
    'as %s → %i',
    async (who, status) => {
      const token = who === 'anonymous' ? undefined : await h.tokenFor(DEMO[who]);
      expect((await call(h.app, 'GET', '/api/audit', { token })).statusCode).toBe(status);
    },
  );

  it('lists the writes of the customer modules newest first, with the actor', async () => {
    // Three writes by three actors: an employee (super admin), a user update (signatory), a profile change.
    const employee = await call(h.app, 'POST', '/api/employees', {
      token: admin,
      body: { email: `audit.${unique()}@provider.example`, firstName: 'Au', lastName: 'Dit', role: 1 },
    });
    expect(employee.statusCode).toBe(201);
    const added = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: admin,
      body: userPayload({ roles: ['1'] }),
    });
    const userId = added.json<{ id: number }>().id;
    const signer = await h.tokenFor(DEMO.acmeSigner);
    const update = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${userId}`, {
      token: signer,
      body: { firstName: 'Up', lastName: 'Dated', roles: ['2'], twoFactorEnabled: false, sendApnInfo: false },
    });
    expect(update.statusCode).toBe(200);
    const profile = await call(h.app, 'PUT', '/api/users/me/profile', {
      token: await h.tokenFor(DEMO.acmeGeneral),
      body: { firstName: 'Daan', lastName: 'Mulder', phoneNumber: null },
    });
    expect(profile.statusCode).toBe(200);

    const page = await audit('?pageSize=4');
    expect(page).toMatchObject({ page: 1, pageSize: 4 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.items.map((e) => [e.action, e.entity])).toEqual([
      ['updateProfile', 'user'],
      ['update', 'organizationUser'],
      ['create', 'organizationUser'],
      ['create', 'employee'],
    ]);
    const [profileEntry, updateEntry] = page.items;
    expect(profileEntry.actor).toEqual({
      id: await userIdOf(h.db, DEMO.acmeGeneral),
      name: 'Daan Mulder',
      email: DEMO.acmeGeneral,
    });
    expect(updateEntry).toMatchObject({
      entityId: String(userId),
      actor: { id: await userIdOf(h.db, DEMO.acmeSigner), name: 'Sophie van Dijk', email: DEMO.acmeSigner },
      before: expect.objectContaining({ firstName: 'New', roles: ['1'] }),
      after: expect.objectContaining({ firstName: 'Up', roles: ['2'] }),
    });
    expect(page.items[3].actor?.email).toBe(DEMO.superAdmin);
    const times = page.items.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|\$argon2/);
  });

  it('filters by entity, entity id and actor, and pages', async () => {
    const signerId = await userIdOf(h.db, DEMO.acmeSigner);
    const byActor = await audit(`?actorUserId=${signerId}`);
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.items.every((e) => e.actor?.id === signerId)).toBe(true);

    const employees = await audit('?entity=employee');
    expect(employees.items.every((e) => e.entity === 'employee')).toBe(true);
    const one = employees.items[0];
    const byId = await audit(`?entity=employee&entityId=${one.entityId}`);
    expect(byId.items.map((e) => e.id)).toEqual([one.id]);

    const all = await audit('?pageSize=2');
    const second = await audit('?pageSize=2&page=2');
    expect(second.total).toBe(all.total);
    expect(second.items[0].id).toBeLessThan(all.items[1].id);
    expect((await audit('?page=9999')).items).toEqual([]);
  });

  it.each([
    ['page 0', '?page=0', 'page'],
    ['a page size above 100', '?pageSize=101', 'pageSize'],
    ['a non-numeric actor', '?actorUserId=abc', 'actorUserId'],
    ['an unknown parameter', '?sort=id', ''],
  ])('refuses %s with 400 naming the field', async (_what, query, field) => {
    const res = await call(h.app, 'GET', `/api/audit${query}`, { token: admin });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { field: string }[] }>().errors;
    expect(errors.length).toBeGreaterThan(0);
    if (field) expect(errors.map((e) => e.field)).toContain(field);
  });
});

describe('API documentation', () => {
  it('lists the people-related customer administration routes with a tag and a summary', async () => {
    const doc = await call(h.app, 'GET', '/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = doc.json<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }>()
      .paths;
    const expected: [string, string][] = [
      ['/api/organizations/{id}/users', 'get'],
      ['/api/organizations/{id}/users/{userId}', 'put'],
      ['/api/organizations/{id}/users/{userId}', 'delete'],
      ['/api/organizations/{id}/users/{userId}/confirmation', 'post'],
      ['/api/employees', 'post'],
      ['/api/employees/{id}', 'put'],
      ['/api/employees/{id}', 'delete'],
      ['/api/users/me/profile', 'put'],
      ['/api/users/me/two-factor', 'put'],
      ['/api/users/me/settings', 'put'],
      ['/api/organizations/{id}/account-manager', 'get'],
      ['/api/audit', 'get'],
    ];
    for (const [path, method] of expected) {
      const operation = paths[path]?.[method];
      expect({ path, method, tags: operation?.tags?.length, summary: Boolean(operation?.summary) }).toEqual({
        path,
        method,
        tags: 1,
        summary: true,
      });
    }
  });
});
