import type { OrganizationContacts } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { auditLog, organizations } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, call, organizationIdOf, userIdOf } from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let h: Harness;
let acmeId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await createTestApp();
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  for (const [who, email] of Object.entries(DEMO)) tokens[who] = await h.tokenFor(email);
});
afterAll(async () => h?.close());

const url = () => `/api/organizations/${acmeId}/contacts`;

async function acmeRow() {
  const [row] = await h.db.select().from(organizations).where(eq(organizations.id, acmeId));
  return row;
}

async function contactAudits() {
  return h.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'organization'), eq(auditLog.action, 'updateContacts'), eq(auditLog.entityId, String(acmeId))),
    );
}

describe('GET /organizations/{id}/contacts', () => {
  it.each(['superAdmin', 'management', 'support', 'accountManager', 'acmeGeneral', 'acmeFinance'])(
    'shows the contact person card and announcement e-mail to %s',
    async (who) => {
      const res = await call(h.app, 'GET', url(), { token: tokens[who] });
      expect(res.statusCode).toBe(200);
      const row = await acmeRow();
      const contacts = res.json<OrganizationContacts>();
      expect(contacts.contactPersonId).toBe(row.contactPersonId);
      expect(contacts.announcementEmailAddress).toBe(row.announcementEmailAddress);
      if (row.contactPersonId !== null) {
        expect(contacts.contactPerson).toMatchObject({ id: row.contactPersonId, name: expect.any(String), email: expect.any(String) });
      }
    },
  );

  it('answers 401 signed out and 404 for another organization or an unknown one', async () => {
    expect((await call(h.app, 'GET', url())).statusCode).toBe(401);
    expect((await call(h.app, 'GET', url(), { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
    expect((await call(h.app, 'GET', '/api/organizations/2147483000/contacts', { token: tokens.support })).statusCode).toBe(404);
  });
});

describe('PUT /organizations/{id}/contacts', () => {
  it.each(['superAdmin', 'management', 'support'])('sets the contact person and announcement e-mail for %s, audited', async (who) => {
    const managementId = await userIdOf(h.db, DEMO.management);
    const auditsBefore = (await contactAudits()).length;
    const res = await call(h.app, 'PUT', url(), {
      token: tokens[who],
      body: { contactPersonId: managementId, announcementEmailAddress: `News.${who}@Acme.example` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationContacts>()).toEqual({
      contactPersonId: managementId,
      contactPerson: { id: managementId, name: 'Mark Jansen', email: DEMO.management, phoneNumber: '+31 20 555 0101' },
      announcementEmailAddress: `news.${who.toLowerCase()}@acme.example`,
    });
    const row = await acmeRow();
    expect(row.contactPersonId).toBe(managementId);
    const audits = await contactAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits[audits.length - 1].after).toMatchObject({ contactPersonId: managementId });
  });

  it('clears both with null and a blank e-mail', async () => {
    const res = await call(h.app, 'PUT', url(), {
      token: tokens.superAdmin,
      body: { contactPersonId: null, announcementEmailAddress: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationContacts>()).toEqual({ contactPersonId: null, contactPerson: null, announcementEmailAddress: null });
    expect(await acmeRow()).toMatchObject({ contactPersonId: null, announcementEmailAddress: null });
  });

  it.each(['accountManager', 'acmeSigner', 'acmeGeneral', 'acmeUserManager'])('refuses %s with 403 and changes nothing', async (who) => {
    const before = await acmeRow();
    const res = await call(h.app, 'PUT', url(), {
      token: tokens[who],
      body: { contactPersonId: null, announcementEmailAddress: 'x@acme.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await acmeRow()).toMatchObject({
      contactPersonId: before.contactPersonId,
      announcementEmailAddress: before.announcementEmailAddress,
    });
  });

  it('answers 401 signed out (even with a bad body) and 404 for a user of another organization', async () => {
    expect((await call(h.app, 'PUT', url(), { body: { nonsense: 1 } })).statusCode).toBe(401);
    expect(
      (await call(h.app, 'PUT', url(), { token: tokens.noordzeeGeneral, body: { contactPersonId: null, announcementEmailAddress: '' } }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['an organization user as contact person', async () => userIdOf(h.db, DEMO.acmeGeneral)],
    ['an unknown user id', async () => 2_000_000],
  ])('refuses %s with 400 contactPersonId "Unknown employee." and changes nothing', async (_what, id) => {
    const before = await acmeRow();
    const auditsBefore = (await contactAudits()).length;
    const res = await call(h.app, 'PUT', url(), {
      token: tokens.superAdmin,
      body: { contactPersonId: await id(), announcementEmailAddress: 'changed@acme.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: 'Sorry, not all fields are filled in correctly.',
      errors: [{ field: 'contactPersonId', message: 'Unknown employee.' }],
    });
    expect((await acmeRow()).announcementEmailAddress).toBe(before.announcementEmailAddress);
    expect(await contactAudits()).toHaveLength(auditsBefore);
  });

  it.each([
    ['a bad e-mail', { contactPersonId: null, announcementEmailAddress: 'nope' }, 'announcementEmailAddress'],
    ['a text id', { contactPersonId: 'x', announcementEmailAddress: '' }, 'contactPersonId'],
    ['a missing contactPersonId', { announcementEmailAddress: '' }, 'contactPersonId'],
  ])('refuses %s with 400 naming the field', async (_what, body, field) => {
    const res = await call(h.app, 'PUT', url(), { token: tokens.superAdmin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
  });
});
