import type { Page, ServiceRequestListItem, SubsystemOrganization, SubsystemSummary } from '@portal/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { organizationSubsystems, organizations, serviceRequests } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
} from '../organizations/test-support.js';

/**
 * The staff Sub systems screen's reads (issue 11; spec §2 menu "Sub systems"): GET /api/subsystems,
 * /api/subsystems/organizations and /api/service-requests, checked against the rows in the database.
 */

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

const STAFF = ['superAdmin', 'management', 'support', 'accountManager'] as const;
const URLS = ['/api/subsystems', '/api/subsystems/organizations', '/api/service-requests'];

async function get<T>(url: string, who: DemoAccount = 'support'): Promise<T> {
  const res = await call(h.app, 'GET', url, { token: tokens.get(who) });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

/** Adds or removes `subsystem` of `organizationId` as a staff writer would. */
async function setLink(organizationId: number, subsystem: number, added: boolean) {
  const res = await call(h.app, 'PUT', `/api/organizations/${organizationId}/subsystems/${subsystem}`, {
    token: tokens.get('superAdmin'),
    body: { added },
  });
  expect(res.statusCode).toBe(200);
}

/** A fresh open request of `who` for `subsystem` (removed first, with earlier requests for it); its id. */
async function openRequest(organizationId: number, subsystem: number, who: DemoAccount): Promise<number> {
  await setLink(organizationId, subsystem, false);
  await h.db
    .delete(serviceRequests)
    .where(and(eq(serviceRequests.organizationId, organizationId), eq(serviceRequests.subsystem, subsystem)));
  const res = await call(h.app, 'POST', `/api/organizations/${organizationId}/service-requests`, {
    token: tokens.get(who),
    body: { subsystem, message: 'For the new trucks' },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('access', () => {
  it.each(STAFF.flatMap((who) => URLS.map((url) => [who, url] as const)))('%s reads %s', async (who, url) => {
    expect((await call(h.app, 'GET', url, { token: tokens.get(who) })).statusCode).toBe(200);
  });

  it.each(['acmeSigner', 'acmeUserManager', 'noordzeeGeneral'] as const)(
    'organization user %s gets 403 on all three',
    async (who) => {
      for (const url of URLS)
        expect((await call(h.app, 'GET', url, { token: tokens.get(who) })).statusCode).toBe(403);
    },
  );

  it('signed out gets 401', async () => {
    for (const url of URLS) expect((await call(h.app, 'GET', url)).statusCode).toBe(401);
  });
});

describe('GET /api/subsystems', () => {
  it('counts the organizations holding each subsystem and its open requests, as stored', async () => {
    await openRequest(noordzeeId, 2, 'noordzeeGeneral');
    const summary = await get<SubsystemSummary[]>('/api/subsystems');
    expect(summary.map((s) => s.subsystem)).toEqual([1, 2, 3, 4, 5, 8]);
    for (const row of summary) {
      const [{ held }] = await h.db
        .select({ held: count() })
        .from(organizationSubsystems)
        .where(eq(organizationSubsystems.subsystem, row.subsystem));
      const [{ open }] = await h.db
        .select({ open: count() })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.subsystem, row.subsystem), eq(serviceRequests.status, 'open')));
      expect(row).toEqual({ subsystem: row.subsystem, organizationCount: held, openRequestCount: open });
    }
    expect(summary.find((s) => s.subsystem === 2)!.openRequestCount).toBeGreaterThanOrEqual(1);
  });

  it('follows a change: adding a subsystem to an organization counts it once more', async () => {
    await setLink(acmeId, 5, false);
    const before = (await get<SubsystemSummary[]>('/api/subsystems')).find((s) => s.subsystem === 5)!;
    await setLink(acmeId, 5, true);
    const after = (await get<SubsystemSummary[]>('/api/subsystems')).find((s) => s.subsystem === 5)!;
    expect(after.organizationCount).toBe(before.organizationCount + 1);
  });
});

describe('GET /api/subsystems/organizations', () => {
  it('lists organizations by name with the subsystems they hold and have asked for', async () => {
    await setLink(acmeId, 1, true);
    await openRequest(noordzeeId, 3, 'noordzeeGeneral');
    const page = await get<Page<SubsystemOrganization>>('/api/subsystems/organizations?pageSize=100');
    const byName = await h.db
      .select({ id: organizations.id })
      .from(organizations)
      .orderBy(asc(organizations.name), asc(organizations.id));
    expect(page.items.map((o) => o.organizationId)).toEqual(byName.map((o) => o.id).slice(0, 100));
    const acme = page.items.find((o) => o.organizationId === acmeId)!;
    const held = await h.db
      .select({ s: organizationSubsystems.subsystem })
      .from(organizationSubsystems)
      .where(eq(organizationSubsystems.organizationId, acmeId));
    expect(acme.subsystems).toEqual(held.map((r) => r.s).sort((a, b) => a - b));
    expect(acme).toMatchObject({
      name: 'Acme Logistics B.V.',
      customerNumber: ACME_NUMBER,
      isInactive: false,
    });
    const noordzee = page.items.find((o) => o.organizationId === noordzeeId)!;
    expect(noordzee.requestedSubsystems).toContain(3);
    expect(noordzee.subsystems).not.toContain(3);
  });

  it('keeps the holders of one subsystem, and those with an open request for it', async () => {
    await setLink(acmeId, 4, true);
    await openRequest(noordzeeId, 4, 'noordzeeGeneral');
    const holders = await get<Page<SubsystemOrganization>>(
      '/api/subsystems/organizations?subsystem=4&pageSize=100',
    );
    expect(holders.items.length).toBeGreaterThan(0);
    expect(holders.items.every((o) => o.subsystems.includes(4))).toBe(true);
    expect(holders.items.map((o) => o.organizationId)).toContain(acmeId);
    expect(holders.items.map((o) => o.organizationId)).not.toContain(noordzeeId);

    const asking = await get<Page<SubsystemOrganization>>(
      '/api/subsystems/organizations?subsystem=4&requested=true',
    );
    // An open request is only possible without the subsystem, so "holds 4" and "asked for 4" exclude each other.
    expect(asking.items).toEqual([]);
    const askers = await get<Page<SubsystemOrganization>>(
      '/api/subsystems/organizations?requested=true&pageSize=100',
    );
    expect(askers.items.map((o) => o.organizationId)).toContain(noordzeeId);
    expect(askers.items.every((o) => o.requestedSubsystems.length > 0)).toBe(true);
  });

  it('searches name and customer number, and pages with the total over all pages', async () => {
    const byNumber = await get<Page<SubsystemOrganization>>(
      `/api/subsystems/organizations?search=${NOORDZEE_NUMBER}`,
    );
    expect(byNumber.items.map((o) => o.organizationId)).toEqual([noordzeeId]);
    const byName = await get<Page<SubsystemOrganization>>('/api/subsystems/organizations?search=acme%20LOG');
    expect(byName.items.map((o) => o.organizationId)).toEqual([acmeId]);
    const first = await get<Page<SubsystemOrganization>>('/api/subsystems/organizations?pageSize=1');
    const second = await get<Page<SubsystemOrganization>>('/api/subsystems/organizations?pageSize=1&page=2');
    expect(first.total).toBeGreaterThan(1);
    expect(second.total).toBe(first.total);
    expect(second.items[0]!.organizationId).not.toBe(first.items[0]!.organizationId);
  });

  it.each(['subsystem=7', 'subsystem=abc', 'requested=maybe', 'pageSize=101', 'color=red'])(
    '400 in the spec error shape for %s',
    async (query) => {
      const res = await call(h.app, 'GET', `/api/subsystems/organizations?${query}`, {
        token: tokens.get('support'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorMessage: expect.any(String), errors: expect.any(Array) });
    },
  );

  it('names the unknown subsystem field in the 400', async () => {
    const res = await call(h.app, 'GET', '/api/subsystems/organizations?subsystem=7', {
      token: tokens.get('support'),
    });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'subsystem' })]),
    );
  });
});

describe('GET /api/service-requests', () => {
  it('lists open requests of every organization, newest first, with the organization', async () => {
    const older = await openRequest(acmeId, 8, 'acmeGeneral');
    const newer = await openRequest(noordzeeId, 5, 'noordzeeGeneral');
    const page = await get<Page<ServiceRequestListItem>>('/api/service-requests?pageSize=100');
    expect(page.items.every((r) => r.status === 'open')).toBe(true);
    const ids = page.items.map((r) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.items.find((r) => r.id === older)).toMatchObject({
      organizationId: acmeId,
      organizationName: 'Acme Logistics B.V.',
      customerNumber: ACME_NUMBER,
      subsystem: 8,
      message: 'For the new trucks',
      requestedBy: expect.any(String),
    });
    const bySubsystem = await get<Page<ServiceRequestListItem>>('/api/service-requests?subsystem=5');
    expect(bySubsystem.items.map((r) => r.id)).toEqual([newer]);
  });

  it('a decided request leaves the open list and shows under its status', async () => {
    const id = await openRequest(acmeId, 3, 'acmeSigner');
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/service-requests/${id}`, {
      token: tokens.get('management'),
      body: { status: 'declined' },
    });
    expect(res.statusCode).toBe(200);
    const open = await get<Page<ServiceRequestListItem>>('/api/service-requests?pageSize=100');
    expect(open.items.map((r) => r.id)).not.toContain(id);
    const declined = await get<Page<ServiceRequestListItem>>(
      '/api/service-requests?status=declined&pageSize=100',
    );
    expect(declined.items.find((r) => r.id === id)).toMatchObject({
      status: 'declined',
      handledAt: expect.any(String),
    });
  });

  it('400 for an unknown status', async () => {
    const res = await call(h.app, 'GET', '/api/service-requests?status=maybe', {
      token: tokens.get('support'),
    });
    expect(res.statusCode).toBe(400);
  });
});
