import type { Organization } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { auditLog, organizations } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, NOORDZEE_NUMBER, call, organizationIdOf } from './test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let h: Harness;
let acme: number;
let noordzee: number;

beforeAll(async () => {
  h = await createTestApp();
  acme = await organizationIdOf(h.db, ACME_NUMBER);
  noordzee = await organizationIdOf(h.db, NOORDZEE_NUMBER);
});
afterAll(async () => h?.close());

const settings = (id: number, email: keyof typeof DEMO, body: unknown) =>
  h.tokenFor(DEMO[email]).then((token) => call(h.app, 'PATCH', `/api/organizations/${id}/settings`, { token, body }));

async function storedAnnouncementEmail(id: number): Promise<string | null> {
  const [row] = await h.db
    .select({ value: organizations.announcementEmailAddress })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row!.value;
}

describe('PATCH /organizations/{id}/settings: what a customer may change of its own organization (issue 11)', () => {
  it.each(['acmeSigner', 'acmeUserManager'] as const)('lets its %s change the announcement e-mail, audited', async (who) => {
    const res = await settings(acme, who, { announcementEmailAddress: ` Notices-${who}@Acme.example ` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Organization>().announcementEmailAddress).toBe(`notices-${who.toLowerCase()}@acme.example`);
    expect(await storedAnnouncementEmail(acme)).toBe(`notices-${who.toLowerCase()}@acme.example`);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'organization'), eq(auditLog.entityId, String(acme))));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('clears it with an empty value', async () => {
    expect((await settings(acme, 'acmeSigner', { announcementEmailAddress: '' })).statusCode).toBe(200);
    expect(await storedAnnouncementEmail(acme)).toBeNull();
  });

  it.each(['acmeGeneral', 'acmeTechnical', 'acmeFinance'] as const)('refuses its %s (403), changing nothing', async (who) => {
    await settings(acme, 'acmeSigner', { announcementEmailAddress: 'kept@acme.example' });
    const res = await settings(acme, who, { announcementEmailAddress: 'other@acme.example' });
    expect(res.statusCode).toBe(403);
    expect(await storedAnnouncementEmail(acme)).toBe('kept@acme.example');
  });

  it("answers 404 to another organization's user, so ids cannot be probed", async () => {
    const res = await settings(acme, 'noordzeeGeneral', { announcementEmailAddress: 'x@noordzee.example' });
    expect(res.statusCode).toBe(404);
    expect(await storedAnnouncementEmail(acme)).toBe('kept@acme.example');
  });

  it('lets staff writers change it, not the account manager', async () => {
    expect((await settings(noordzee, 'support', { announcementEmailAddress: 'ops@noordzee.example' })).statusCode).toBe(200);
    expect((await settings(noordzee, 'accountManager', { announcementEmailAddress: 'am@noordzee.example' })).statusCode).toBe(403);
    expect(await storedAnnouncementEmail(noordzee)).toBe('ops@noordzee.example');
  });

  it.each([
    ['a bad e-mail address', { announcementEmailAddress: 'not-an-address' }, 'announcementEmailAddress'],
    ['a field a customer may not change', { announcementEmailAddress: null, customerNumber: '999' }, ''],
    ['a missing field', {}, 'announcementEmailAddress'],
  ])('answers 400 in the spec §8 shape to %s', async (_case, body, field) => {
    const res = await settings(acme, 'acmeSigner', body);
    expect(res.statusCode).toBe(400);
    const error = res.json<{ errorMessage: string; errors: Array<{ field: string }> }>();
    expect(error.errorMessage).toBeTruthy();
    if (field) expect(error.errors.map((e) => e.field)).toContain(field);
    expect(await storedAnnouncementEmail(acme)).toBe('kept@acme.example');
  });
});
