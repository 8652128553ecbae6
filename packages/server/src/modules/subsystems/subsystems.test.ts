import type { ServiceRequest, SubsystemLink, TokenClaims } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { auditLog, organizationSubsystems, organizations, serviceRequests } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, NOORDZEE_NUMBER, call, organizationIdOf, userIdOf } from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let h: Harness;
let acmeId: number;
let noordzeeId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await createTestApp();
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  for (const [who, email] of Object.entries(DEMO)) tokens[who] = await h.tokenFor(email);
});
afterAll(async () => h?.close());

const WRITERS = ['superAdmin', 'management', 'support'];
const STAFF = [...WRITERS, 'accountManager'];
const ACME_USERS = ['acmeSigner', 'acmeGeneral', 'acmeTechnical', 'acmeFinance', 'acmeUserManager'];

async function linksOf(organizationId: number): Promise<number[]> {
  const rows = await h.db
    .select({ s: organizationSubsystems.subsystem })
    .from(organizationSubsystems)
    .where(eq(organizationSubsystems.organizationId, organizationId));
  return rows.map((r) => r.s).sort((a, b) => a - b);
}

async function setLink(organizationId: number, subsystem: number, added: boolean) {
  return call(h.app, 'PUT', `/api/organizations/${organizationId}/subsystems/${subsystem}`, {
    token: tokens.superAdmin,
    body: { added },
  });
}

async function audits(entity: string, entityId: string, action?: string) {
  return h.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), action ? eq(auditLog.action, action) : undefined),
    );
}

const requestsUrl = (organizationId: number) => `/api/organizations/${organizationId}/service-requests`;

/** Removes `subsystem` from Acme (directly) and drops its requests, so an Acme user may ask for it. */
async function acmeWithout(subsystem: number) {
  await h.db
    .delete(organizationSubsystems)
    .where(and(eq(organizationSubsystems.organizationId, acmeId), eq(organizationSubsystems.subsystem, subsystem)));
  await h.db
    .delete(serviceRequests)
    .where(and(eq(serviceRequests.organizationId, acmeId), eq(serviceRequests.subsystem, subsystem)));
}

async function openRequest(subsystem: number, who = 'acmeGeneral'): Promise<ServiceRequest> {
  await acmeWithout(subsystem);
  const res = await call(h.app, 'POST', requestsUrl(acmeId), { token: tokens[who], body: { subsystem } });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<ServiceRequest>();
}

describe('GET /organizations/{id}/subsystems', () => {
  it.each([...STAFF, ...ACME_USERS])('lists every known subsystem with its state for %s', async (who) => {
    const res = await call(h.app, 'GET', `/api/organizations/${acmeId}/subsystems`, { token: tokens[who] });
    expect(res.statusCode).toBe(200);
    const links = res.json<SubsystemLink[]>();
    expect(links.map((l) => l.subsystem)).toEqual([1, 2, 3, 4, 5, 8]);
    const added = await linksOf(acmeId);
    for (const l of links) expect(l.added).toBe(added.includes(l.subsystem));
  });

  it('shows not-added subsystems of Noordzee as not added', async () => {
    const res = await call(h.app, 'GET', `/api/organizations/${noordzeeId}/subsystems`, { token: tokens.noordzeeGeneral });
    const links = res.json<SubsystemLink[]>();
    expect(links.filter((l) => l.added).map((l) => l.subsystem)).toEqual(await linksOf(noordzeeId));
    expect(links.some((l) => !l.added)).toBe(true);
  });

  it('answers 401 signed out and 404 for another organization', async () => {
    expect((await call(h.app, 'GET', `/api/organizations/${acmeId}/subsystems`)).statusCode).toBe(401);
    const res = await call(h.app, 'GET', `/api/organizations/${acmeId}/subsystems`, { token: tokens.noordzeeGeneral });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /organizations/{id}/subsystems/{subsystem}', () => {
  it.each(WRITERS)('removes and adds a link for %s, idempotently, audited', async (who) => {
    const url = `/api/organizations/${acmeId}/subsystems/8`;
    const entityId = `${acmeId}:8`;
    const before = (await audits('organizationSubsystem', entityId)).length;
    let res = await call(h.app, 'PUT', url, { token: tokens[who], body: { added: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json<SubsystemLink[]>().find((l) => l.subsystem === 8)?.added).toBe(false);
    expect(await linksOf(acmeId)).not.toContain(8);
    res = await call(h.app, 'PUT', url, { token: tokens[who], body: { added: false } });
    expect(res.statusCode).toBe(200);
    res = await call(h.app, 'PUT', url, { token: tokens[who], body: { added: true } });
    expect(res.json<SubsystemLink[]>().find((l) => l.subsystem === 8)?.added).toBe(true);
    res = await call(h.app, 'PUT', url, { token: tokens[who], body: { added: true } });
    expect(res.statusCode).toBe(200);
    expect(await linksOf(acmeId)).toContain(8);
    const rows = await audits('organizationSubsystem', entityId);
    expect(rows.slice(before).map((r) => r.action)).toEqual(['remove', 'add']);
  });

  it.each(['accountManager', ...ACME_USERS])('refuses %s with 403 and changes nothing', async (who) => {
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/subsystems/8`, { token: tokens[who], body: { added: false } });
    expect(res.statusCode).toBe(403);
    expect(await linksOf(acmeId)).toContain(8);
  });

  it('answers 401 signed out and 404 for a user of another organization', async () => {
    const url = `/api/organizations/${acmeId}/subsystems/8`;
    expect((await call(h.app, 'PUT', url, { body: { added: false } })).statusCode).toBe(401);
    expect((await call(h.app, 'PUT', url, { token: tokens.noordzeeGeneral, body: { added: false } })).statusCode).toBe(404);
    expect(await linksOf(acmeId)).toContain(8);
  });

  it.each([
    ['an unknown subsystem', 6, { added: true }, 'subsystem'],
    ['a malformed subsystem', 'x', { added: true }, 'subsystem'],
    ['a missing added', 2, {}, 'added'],
    ['a text added', 2, { added: 'yes' }, 'added'],
  ])('refuses %s with 400 naming the field', async (_what, subsystem, body, field) => {
    const res = await call(h.app, 'PUT', `/api/organizations/${noordzeeId}/subsystems/${subsystem}`, {
      token: tokens.superAdmin,
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(await linksOf(noordzeeId)).not.toContain(6);
  });

  it('answers 404 for an organization that does not exist', async () => {
    expect((await setLink(2147483000, 1, true)).statusCode).toBe(404);
  });
});

describe('POST /organizations/{id}/service-requests', () => {
  it.each(ACME_USERS)('stores an open request for %s and mails the contact person', async (who) => {
    await acmeWithout(5);
    const mailsBefore = h.outbox.length;
    const res = await call(h.app, 'POST', requestsUrl(acmeId), {
      token: tokens[who],
      body: { subsystem: 5, message: 'We need the supplier C pages.' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<ServiceRequest>();
    const [userRow] = await h.db.select().from(serviceRequests).where(eq(serviceRequests.id, created.id));
    expect(userRow.requestedById).toBe(await userIdOf(h.db, DEMO[who as keyof typeof DEMO]));
    expect(created).toMatchObject({
      organizationId: acmeId,
      subsystem: 5,
      status: 'open',
      message: 'We need the supplier C pages.',
      requestedBy: expect.any(String),
      handledAt: null,
    });
    expect(await audits('serviceRequest', String(created.id), 'create')).toHaveLength(1);
    const mails = h.outbox.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(DEMO.accountManager);
    expect(mails[0].text).toContain('Acme Logistics B.V.');
    expect(mails[0].text).toContain('subsystem 5');
    expect(mails[0].text).toContain('subsysteem 5');
    expect(mails[0].text).toContain(created.requestedBy);
  });

  it('names the requester by full name', async () => {
    const created = await openRequest(4, 'acmeGeneral');
    expect(created.requestedBy).toBe('Daan Mulder');
  });

  it('stores and returns a message with markup exactly as typed, and mails it as plain text (issue 21)', async () => {
    const typed = '<img src=x onerror=alert(1)> "><script>alert(1)</script>';
    await acmeWithout(4);
    const mailsBefore = h.outbox.length;
    const res = await call(h.app, 'POST', requestsUrl(acmeId), {
      token: tokens.acmeGeneral,
      body: { subsystem: 4, message: typed },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<ServiceRequest>();
    expect(created.message).toBe(typed);
    const [row] = await h.db.select().from(serviceRequests).where(eq(serviceRequests.id, created.id));
    expect(row.message).toBe(typed);
    const listed = (await call(h.app, 'GET', requestsUrl(acmeId), { token: tokens.support })).json<ServiceRequest[]>();
    expect(listed.find((r) => r.id === created.id)?.message).toBe(typed);
    const staffList = await call(h.app, 'GET', '/api/service-requests?subsystem=4', { token: tokens.support });
    expect(staffList.json<{ items: ServiceRequest[] }>().items.find((r) => r.id === created.id)?.message).toBe(typed);

    const mails = h.outbox.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(typed);
    // Text only; an HTML part, if it ever gets one, must carry the message escaped (mails.test.ts).
    expect(mails[0].html).toBeUndefined();
  });

  it('mails the support address when the organization has no contact person', async () => {
    const [acme] = await h.db.select().from(organizations).where(eq(organizations.id, acmeId));
    await h.db.update(organizations).set({ contactPersonId: null }).where(eq(organizations.id, acmeId));
    try {
      const mailsBefore = h.outbox.length;
      await openRequest(3);
      const mails = h.outbox.slice(mailsBefore);
      expect(mails.map((m) => m.to)).toEqual([h.config.supportEmail]);
    } finally {
      await h.db.update(organizations).set({ contactPersonId: acme.contactPersonId }).where(eq(organizations.id, acmeId));
    }
  });

  it('still stores the request when the mail fails', async () => {
    await acmeWithout(2);
    const mailer = h.app.mailer;
    const send = mailer.send;
    let attempts = 0;
    mailer.send = async () => {
      attempts += 1;
      throw new Error('smtp down');
    };
    try {
      const res = await call(h.app, 'POST', requestsUrl(acmeId), { token: tokens.acmeGeneral, body: { subsystem: 2 } });
      expect(res.statusCode).toBe(201);
      expect(attempts).toBe(1);
      const rows = await h.db.select().from(serviceRequests).where(eq(serviceRequests.id, res.json<ServiceRequest>().id));
      expect(rows).toHaveLength(1);
    } finally {
      mailer.send = send;
    }
  });

  it.each(STAFF)('refuses staff (%s) with 403: they add links directly', async (who) => {
    await acmeWithout(2);
    const res = await call(h.app, 'POST', requestsUrl(acmeId), { token: tokens[who], body: { subsystem: 2 } });
    expect(res.statusCode).toBe(403);
    expect(await h.db.select().from(serviceRequests).where(eq(serviceRequests.organizationId, acmeId)).then((r) => r.filter((x) => x.subsystem === 2))).toHaveLength(0);
  });

  it('answers 401 signed out and 404 for a user of another organization', async () => {
    expect((await call(h.app, 'POST', requestsUrl(acmeId), { body: { subsystem: 2 } })).statusCode).toBe(401);
    const res = await call(h.app, 'POST', requestsUrl(acmeId), { token: tokens.noordzeeGeneral, body: { subsystem: 2 } });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['an unknown subsystem', { subsystem: 6 }, 'Unknown subsystem.'],
    ['a subsystem already added', { subsystem: 1 }, 'Your organization already has this service.'],
  ])('refuses %s with 400 field subsystem', async (_what, body, message) => {
    const res = await call(h.app, 'POST', requestsUrl(acmeId), { token: tokens.acmeGeneral, body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'subsystem', message }]);
  });

  it('refuses a second request while one is open, and a text subsystem', async () => {
    await openRequest(8);
    const before = await h.db.select().from(serviceRequests);
    const again = await call(h.app, 'POST', requestsUrl(acmeId), { token: tokens.acmeTechnical, body: { subsystem: 8 } });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'subsystem', message: 'This service has already been requested.' },
    ]);
    const bad = await call(h.app, 'POST', requestsUrl(acmeId), { token: tokens.acmeTechnical, body: { subsystem: 'webshop' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0].field).toBe('subsystem');
    expect(await h.db.select().from(serviceRequests)).toHaveLength(before.length);
  });
});

describe('GET /organizations/{id}/service-requests', () => {
  it.each([...STAFF, ...ACME_USERS])('lists the requests newest first for %s', async (who) => {
    await openRequest(4);
    const res = await call(h.app, 'GET', requestsUrl(acmeId), { token: tokens[who] });
    expect(res.statusCode).toBe(200);
    const list = res.json<ServiceRequest[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.organizationId === acmeId)).toBe(true);
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0].subsystem).toBe(4);
  });

  it('answers 401 signed out and 404 for another organization', async () => {
    expect((await call(h.app, 'GET', requestsUrl(acmeId))).statusCode).toBe(401);
    expect((await call(h.app, 'GET', requestsUrl(acmeId), { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
  });

  it('shows an open request on the subsystem row', async () => {
    const created = await openRequest(3);
    const links = (await call(h.app, 'GET', `/api/organizations/${acmeId}/subsystems`, { token: tokens.support })).json<SubsystemLink[]>();
    expect(links.find((l) => l.subsystem === 3)).toEqual({ subsystem: 3, added: false, openRequestId: created.id });
  });
});

describe('PUT /organizations/{id}/service-requests/{requestId}', () => {
  it.each(WRITERS)('grants a request for %s: adds the link, records who and when, audited', async (who) => {
    const created = await openRequest(5);
    const res = await call(h.app, 'PUT', `${requestsUrl(acmeId)}/${created.id}`, { token: tokens[who], body: { status: 'granted' } });
    expect(res.statusCode).toBe(200);
    const decided = res.json<ServiceRequest>();
    expect(decided).toMatchObject({ id: created.id, status: 'granted', handledAt: expect.any(String) });
    expect(await linksOf(acmeId)).toContain(5);
    const [row] = await h.db.select().from(serviceRequests).where(eq(serviceRequests.id, created.id));
    expect(row.handledById).toBe(await userIdOf(h.db, DEMO[who as keyof typeof DEMO]));
    expect(await audits('serviceRequest', String(created.id), 'grant')).toHaveLength(1);
    expect((await audits('organizationSubsystem', `${acmeId}:5`, 'add')).length).toBeGreaterThan(0);
  });

  it('declines a request without adding the link', async () => {
    const created = await openRequest(2);
    const res = await call(h.app, 'PUT', `${requestsUrl(acmeId)}/${created.id}`, { token: tokens.support, body: { status: 'declined' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<ServiceRequest>().status).toBe('declined');
    expect(await linksOf(acmeId)).not.toContain(2);
    expect(await audits('serviceRequest', String(created.id), 'decline')).toHaveLength(1);
  });

  it('refuses to decide a request that is not open (400 field status)', async () => {
    const created = await openRequest(2);
    const url = `${requestsUrl(acmeId)}/${created.id}`;
    await call(h.app, 'PUT', url, { token: tokens.support, body: { status: 'declined' } });
    const res = await call(h.app, 'PUT', url, { token: tokens.support, body: { status: 'granted' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'status', message: 'This request has already been handled.' }]);
    expect(await linksOf(acmeId)).not.toContain(2);
  });

  it.each(['accountManager', ...ACME_USERS])('refuses %s with 403', async (who) => {
    const created = await openRequest(4);
    const res = await call(h.app, 'PUT', `${requestsUrl(acmeId)}/${created.id}`, { token: tokens[who], body: { status: 'granted' } });
    expect(res.statusCode).toBe(403);
    expect(await linksOf(acmeId)).not.toContain(4);
  });

  it('answers 401 signed out, 404 for another organization, an unknown request or one of another organization', async () => {
    const created = await openRequest(4);
    const url = `${requestsUrl(acmeId)}/${created.id}`;
    expect((await call(h.app, 'PUT', url, { body: { status: 'granted' } })).statusCode).toBe(401);
    expect((await call(h.app, 'PUT', url, { token: tokens.noordzeeGeneral, body: { status: 'granted' } })).statusCode).toBe(404);
    expect((await call(h.app, 'PUT', `${requestsUrl(acmeId)}/2147483000`, { token: tokens.support, body: { status: 'granted' } })).statusCode).toBe(404);
    expect((await call(h.app, 'PUT', `${requestsUrl(noordzeeId)}/${created.id}`, { token: tokens.support, body: { status: 'granted' } })).statusCode).toBe(404);
    expect(await linksOf(acmeId)).not.toContain(4);
    expect(await linksOf(noordzeeId)).not.toContain(4);
  });

  it('refuses a bad status with 400 naming the field', async () => {
    const created = await openRequest(4);
    const res = await call(h.app, 'PUT', `${requestsUrl(acmeId)}/${created.id}`, { token: tokens.support, body: { status: 'open' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0].field).toBe('status');
  });

  it("puts a granted subsystem in the user's token at the next sign-in", async () => {
    const noordzeeLinks = await linksOf(noordzeeId);
    const subsystem = [4, 5, 8].find((s) => !noordzeeLinks.includes(s))!;
    await h.db
      .delete(serviceRequests)
      .where(and(eq(serviceRequests.organizationId, noordzeeId), eq(serviceRequests.subsystem, subsystem)));
    const asked = await call(h.app, 'POST', requestsUrl(noordzeeId), { token: tokens.noordzeeGeneral, body: { subsystem } });
    expect(asked.statusCode).toBe(201);
    const signIn = () => call(h.app, 'POST', '/api/sessions', { body: { email: DEMO.noordzeeGeneral, password: DEMO_PASSWORD } });
    const before = decodeJwt((await signIn()).json<{ token: string }>().token) as unknown as TokenClaims;
    expect(before.subsystems).not.toContain(subsystem);

    const granted = await call(h.app, 'PUT', `${requestsUrl(noordzeeId)}/${asked.json<ServiceRequest>().id}`, {
      token: tokens.management,
      body: { status: 'granted' },
    });
    expect(granted.statusCode).toBe(200);
    const login = await signIn();
    expect(login.statusCode).toBe(200);
    const claims = decodeJwt(login.json<{ token: string }>().token) as unknown as TokenClaims;
    expect(claims.subsystems).toContain(subsystem);
  });
});
