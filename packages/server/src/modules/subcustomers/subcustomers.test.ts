import type { Address, Subcustomer, SubcustomerListItem } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { addresses, auditLog, shipments, subcustomerContacts, subcustomers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, NOORDZEE_NUMBER, call, organizationIdOf, unique } from '../organizations/test-support.js';

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
const REFUSED = ['accountManager', ...ACME_USERS];

const base = (organizationId = acmeId) => `/api/organizations/${organizationId}/subcustomers`;

const address = (overrides: Record<string, unknown> = {}) => ({
  streetName: 'Koelweg',
  houseNumber: '3',
  zipCode: '2665 KL',
  city: 'Bleiswijk',
  country: 'Nederland',
  countryCode: 'NL',
  ...overrides,
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fatima el Amrani',
  email: 'Fatima@Cold.example',
  phoneNumber: '+31 10 555 0000',
  function: 'Planner',
  ...overrides,
});

async function createSubcustomer(body: Record<string, unknown> = {}, organizationId = acmeId): Promise<Subcustomer> {
  const res = await call(h.app, 'POST', base(organizationId), {
    token: tokens.superAdmin,
    body: { name: `Sub ${unique()}`, contacts: [contact()], addresses: [address()], ...body },
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<Subcustomer>();
}

async function subcustomerCount(): Promise<number> {
  const [{ n }] = await h.db.select({ n: count() }).from(subcustomers);
  return n;
}

async function auditsOf(entity: string, entityId: number, action: string) {
  return h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));
}

const fieldsOf = (body: string) => (JSON.parse(body) as { errors: { field: string }[] }).errors.map((e) => e.field);

describe('GET /organizations/{id}/subcustomers', () => {
  it.each([...STAFF, ...ACME_USERS])('lists the subcustomers by name with counts and city for %s', async (who) => {
    const res = await call(h.app, 'GET', base(), { token: tokens[who] });
    expect(res.statusCode).toBe(200);
    const list = res.json<SubcustomerListItem[]>();
    const names = list.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Acme Cold Storage', 'Acme Last Mile']));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const cold = list.find((s) => s.name === 'Acme Cold Storage')!;
    expect(cold.addressCount).toBeGreaterThanOrEqual(1);
    expect(cold.city).toEqual(expect.any(String));
  });

  it('counts contacts and addresses and shows the city of the first address', async () => {
    const created = await createSubcustomer({
      name: 'AAA first by name',
      contacts: [contact(), contact({ name: 'Second' })],
      addresses: [address({ city: 'Gouda' }), address({ city: 'Delft' })],
    });
    const list = (await call(h.app, 'GET', base(), { token: tokens.support })).json<SubcustomerListItem[]>();
    expect(list[0]).toEqual({ id: created.id, name: 'AAA first by name', reference: null, contactCount: 2, addressCount: 2, city: 'Gouda' });
  });

  it('answers 401 signed out, 404 for another organization and for an unknown one', async () => {
    expect((await call(h.app, 'GET', base())).statusCode).toBe(401);
    expect((await call(h.app, 'GET', base(), { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
    expect((await call(h.app, 'GET', base(2147483000), { token: tokens.superAdmin })).statusCode).toBe(404);
  });
});

describe('POST /organizations/{id}/subcustomers', () => {
  it.each(WRITERS)('creates a subcustomer with contacts and addresses for %s, audited', async (who) => {
    const res = await call(h.app, 'POST', base(), {
      token: tokens[who],
      body: { name: ' Acme Harbour ', reference: 'DEB-77', contacts: [contact()], addresses: [address()] },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Subcustomer>();
    expect(created).toMatchObject({
      organizationId: acmeId,
      name: 'Acme Harbour',
      reference: 'DEB-77',
      contacts: [{ name: 'Fatima el Amrani', email: 'fatima@cold.example', function: 'Planner' }],
      addresses: [{ city: 'Bleiswijk', countryCode: 'NL', email: null }],
      shipments: [],
    });
    const [row] = await h.db.select().from(addresses).where(eq(addresses.id, created.addresses[0].id));
    expect(row).toMatchObject({ organizationId: acmeId, subcustomerId: created.id });
    expect(await auditsOf('subcustomer', created.id, 'create')).toHaveLength(1);
  });

  it('creates a subcustomer with only a name', async () => {
    const res = await call(h.app, 'POST', base(), { token: tokens.support, body: { name: 'Bare' } });
    expect(res.statusCode).toBe(201);
    expect(res.json<Subcustomer>()).toMatchObject({ name: 'Bare', reference: null, contacts: [], addresses: [] });
  });

  it('never lists its addresses as organization addresses', async () => {
    const created = await createSubcustomer();
    const list = (await call(h.app, 'GET', `/api/organizations/${acmeId}/addresses`, { token: tokens.superAdmin })).json<Address[]>();
    expect(list.map((a) => a.id)).not.toContain(created.addresses[0].id);
  });

  it.each(REFUSED)('refuses %s with 403 and stores nothing', async (who) => {
    const before = await subcustomerCount();
    const res = await call(h.app, 'POST', base(), { token: tokens[who], body: { name: 'Nope' } });
    expect(res.statusCode).toBe(403);
    expect(await subcustomerCount()).toBe(before);
  });

  it('answers 401 signed out (even with a bad body) and 404 for a user of another organization', async () => {
    expect((await call(h.app, 'POST', base(), { body: {} })).statusCode).toBe(401);
    expect((await call(h.app, 'POST', base(), { token: tokens.noordzeeGeneral, body: { name: 'X' } })).statusCode).toBe(404);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a bad contact e-mail', { contacts: [contact({ email: 'nope' })] }, 'contacts.0.email'],
    ['a contact without a name', { contacts: [contact(), contact({ name: '' })] }, 'contacts.1.name'],
    ['a bad country code', { addresses: [address({ countryCode: 'Netherlands' })] }, 'addresses.0.countryCode'],
    ['an address type flag', { addresses: [address({ type: 1 })] }, 'addresses.0'],
    ['a reference that is too long', { reference: 'x'.repeat(51) }, 'reference'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_what, overrides, field) => {
    const before = await subcustomerCount();
    const res = await call(h.app, 'POST', base(), {
      token: tokens.superAdmin,
      body: { name: 'Half', contacts: [contact()], addresses: [address()], ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body).some((f) => f === field || f.startsWith(`${field}.`) || f.startsWith(field))).toBe(true);
    expect(await subcustomerCount()).toBe(before);
  });
});

describe('GET /organizations/{id}/subcustomers/{subCustomerId}', () => {
  it.each([...STAFF, ...ACME_USERS])('shows contacts, addresses and shipments to %s', async (who) => {
    const created = await createSubcustomer();
    await h.db.insert(shipments).values({ organizationId: acmeId, subcustomerId: created.id, reference: 'SUB-1', status: 'delivered' });
    const res = await call(h.app, 'GET', `${base()}/${created.id}`, { token: tokens[who] });
    expect(res.statusCode).toBe(200);
    const found = res.json<Subcustomer>();
    expect(found.contacts).toHaveLength(1);
    expect(found.addresses).toHaveLength(1);
    expect(found.shipments).toEqual([{ id: expect.any(Number), reference: 'SUB-1', status: 'delivered', createdAt: expect.any(String) }]);
  });

  it('answers 401, 404 for another organization, and 404 for a subcustomer of another organization', async () => {
    const acmeSub = await createSubcustomer();
    const noordzeeSub = await createSubcustomer({}, noordzeeId);
    expect((await call(h.app, 'GET', `${base()}/${acmeSub.id}`)).statusCode).toBe(401);
    expect((await call(h.app, 'GET', `${base()}/${acmeSub.id}`, { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
    expect((await call(h.app, 'GET', `${base()}/${noordzeeSub.id}`, { token: tokens.superAdmin })).statusCode).toBe(404);
    expect((await call(h.app, 'GET', `${base()}/${noordzeeSub.id}`, { token: tokens.acmeGeneral })).statusCode).toBe(404);
  });

  it('answers 400 naming subCustomerId for a malformed id', async () => {
    const res = await call(h.app, 'GET', `${base()}/x`, { token: tokens.superAdmin });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toContain('subCustomerId');
  });
});

describe('PUT /organizations/{id}/subcustomers/{subCustomerId}', () => {
  it.each(WRITERS)('changes name and reference for %s, ignoring contacts and addresses, audited', async (who) => {
    const created = await createSubcustomer();
    const res = await call(h.app, 'PUT', `${base()}/${created.id}`, {
      token: tokens[who],
      body: { name: 'Renamed', reference: 'R-1', contacts: [], addresses: [] },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Subcustomer>();
    expect(updated).toMatchObject({ name: 'Renamed', reference: 'R-1' });
    expect(updated.contacts).toHaveLength(1);
    expect(updated.addresses).toHaveLength(1);
    const [audit] = await auditsOf('subcustomer', created.id, 'update');
    expect(audit.before).toMatchObject({ name: created.name });
    expect(audit.after).toMatchObject({ name: 'Renamed', reference: 'R-1' });
  });

  it.each(REFUSED)('refuses %s with 403', async (who) => {
    const created = await createSubcustomer();
    const res = await call(h.app, 'PUT', `${base()}/${created.id}`, { token: tokens[who], body: { name: 'Nope' } });
    expect(res.statusCode).toBe(403);
    const [row] = await h.db.select().from(subcustomers).where(eq(subcustomers.id, created.id));
    expect(row.name).toBe(created.name);
  });

  it('answers 401, 404 for another organization or subcustomer, 400 for a blank name', async () => {
    const created = await createSubcustomer();
    const noordzeeSub = await createSubcustomer({}, noordzeeId);
    const url = `${base()}/${created.id}`;
    expect((await call(h.app, 'PUT', url, { body: { name: 'X' } })).statusCode).toBe(401);
    expect((await call(h.app, 'PUT', url, { token: tokens.noordzeeGeneral, body: { name: 'X' } })).statusCode).toBe(404);
    expect((await call(h.app, 'PUT', `${base()}/${noordzeeSub.id}`, { token: tokens.superAdmin, body: { name: 'X' } })).statusCode).toBe(404);
    const bad = await call(h.app, 'PUT', url, { token: tokens.superAdmin, body: { name: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toContain('name');
  });
});

describe('DELETE /organizations/{id}/subcustomers/{subCustomerId}', () => {
  it.each(WRITERS)('removes a subcustomer with its contacts and addresses for %s; shipments stay', async (who) => {
    const created = await createSubcustomer();
    const [shipment] = await h.db
      .insert(shipments)
      .values({ organizationId: acmeId, subcustomerId: created.id, reference: 'KEEP', status: 'inTransit' })
      .returning();
    const res = await call(h.app, 'DELETE', `${base()}/${created.id}`, { token: tokens[who] });
    expect(res.statusCode).toBe(204);
    expect(await h.db.select().from(subcustomers).where(eq(subcustomers.id, created.id))).toHaveLength(0);
    expect(await h.db.select().from(subcustomerContacts).where(eq(subcustomerContacts.subcustomerId, created.id))).toHaveLength(0);
    expect(await h.db.select().from(addresses).where(eq(addresses.id, created.addresses[0].id))).toHaveLength(0);
    const [kept] = await h.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(kept.subcustomerId).toBeNull();
    const [audit] = await auditsOf('subcustomer', created.id, 'delete');
    expect(audit.before).toMatchObject({ id: created.id, contacts: [{ name: 'Fatima el Amrani' }] });
  });

  it.each(REFUSED)('refuses %s with 403 and keeps it', async (who) => {
    const created = await createSubcustomer();
    expect((await call(h.app, 'DELETE', `${base()}/${created.id}`, { token: tokens[who] })).statusCode).toBe(403);
    expect(await h.db.select().from(subcustomers).where(eq(subcustomers.id, created.id))).toHaveLength(1);
  });

  it('answers 401 and 404 for another organization or its subcustomer', async () => {
    const created = await createSubcustomer();
    const noordzeeSub = await createSubcustomer({}, noordzeeId);
    expect((await call(h.app, 'DELETE', `${base()}/${created.id}`)).statusCode).toBe(401);
    expect((await call(h.app, 'DELETE', `${base()}/${created.id}`, { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
    expect((await call(h.app, 'DELETE', `${base()}/${noordzeeSub.id}`, { token: tokens.superAdmin })).statusCode).toBe(404);
    expect(await h.db.select().from(subcustomers).where(eq(subcustomers.id, noordzeeSub.id))).toHaveLength(1);
  });
});

describe('subcustomer contact persons', () => {
  it.each(WRITERS)('adds, updates and removes a contact person for %s, audited', async (who) => {
    const created = await createSubcustomer({ contacts: [] });
    const url = `${base()}/${created.id}/contacts`;
    let res = await call(h.app, 'POST', url, { token: tokens[who], body: contact({ name: 'New Person', email: '' }) });
    expect(res.statusCode).toBe(201);
    const [added] = res.json<Subcustomer>().contacts;
    expect(added).toMatchObject({ name: 'New Person', email: null });
    expect(await auditsOf('subcustomerContact', added.id, 'create')).toHaveLength(1);

    res = await call(h.app, 'PUT', `${url}/${added.id}`, { token: tokens[who], body: contact({ name: 'Renamed Person' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Subcustomer>().contacts).toEqual([expect.objectContaining({ id: added.id, name: 'Renamed Person' })]);
    expect(await auditsOf('subcustomerContact', added.id, 'update')).toHaveLength(1);

    res = await call(h.app, 'DELETE', `${url}/${added.id}`, { token: tokens[who] });
    expect(res.statusCode).toBe(204);
    expect(await h.db.select().from(subcustomerContacts).where(eq(subcustomerContacts.id, added.id))).toHaveLength(0);
    expect(await auditsOf('subcustomerContact', added.id, 'delete')).toHaveLength(1);
  });

  it.each(REFUSED)('refuses %s with 403 on every contact call', async (who) => {
    const created = await createSubcustomer();
    const url = `${base()}/${created.id}/contacts`;
    const contactId = created.contacts[0].id;
    expect((await call(h.app, 'POST', url, { token: tokens[who], body: contact() })).statusCode).toBe(403);
    expect((await call(h.app, 'PUT', `${url}/${contactId}`, { token: tokens[who], body: contact({ name: 'X' }) })).statusCode).toBe(403);
    expect((await call(h.app, 'DELETE', `${url}/${contactId}`, { token: tokens[who] })).statusCode).toBe(403);
    const rows = await h.db.select().from(subcustomerContacts).where(eq(subcustomerContacts.subcustomerId, created.id));
    expect(rows.map((r) => r.name)).toEqual(['Fatima el Amrani']);
  });

  it('answers 401 and 404 for another organization, another subcustomer or its contact', async () => {
    const created = await createSubcustomer();
    const other = await createSubcustomer();
    const url = `${base()}/${created.id}/contacts`;
    const otherContact = other.contacts[0].id;
    expect((await call(h.app, 'POST', url, { body: contact() })).statusCode).toBe(401);
    expect((await call(h.app, 'POST', url, { token: tokens.noordzeeGeneral, body: contact() })).statusCode).toBe(404);
    expect((await call(h.app, 'PUT', `${url}/${otherContact}`, { token: tokens.superAdmin, body: contact({ name: 'X' }) })).statusCode).toBe(404);
    expect((await call(h.app, 'DELETE', `${url}/${otherContact}`, { token: tokens.superAdmin })).statusCode).toBe(404);
    expect((await call(h.app, 'DELETE', `${url}/${otherContact}`, { token: tokens.noordzeeGeneral })).statusCode).toBe(404);
    expect((await call(h.app, 'POST', `${base(noordzeeId)}/${created.id}/contacts`, { token: tokens.superAdmin, body: contact() })).statusCode).toBe(404);
    const [row] = await h.db.select().from(subcustomerContacts).where(eq(subcustomerContacts.id, otherContact));
    expect(row.name).toBe('Fatima el Amrani');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const created = await createSubcustomer();
    const url = `${base()}/${created.id}/contacts`;
    const res = await call(h.app, 'POST', url, { token: tokens.superAdmin, body: contact({ email: 'x@' }) });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toContain('email');
    const put = await call(h.app, 'PUT', `${url}/${created.contacts[0].id}`, { token: tokens.superAdmin, body: contact({ name: '' }) });
    expect(put.statusCode).toBe(400);
    expect(fieldsOf(put.body)).toContain('name');
  });
});

describe('subcustomer addresses', () => {
  it.each(WRITERS)('adds, updates and removes an address for %s, audited', async (who) => {
    const created = await createSubcustomer({ addresses: [] });
    const url = `${base()}/${created.id}/addresses`;
    let res = await call(h.app, 'POST', url, { token: tokens[who], body: address({ city: 'Zwolle' }) });
    expect(res.statusCode).toBe(201);
    const [added] = res.json<Subcustomer>().addresses;
    expect(added).toMatchObject({ city: 'Zwolle' });
    const [row] = await h.db.select().from(addresses).where(eq(addresses.id, added.id));
    expect(row).toMatchObject({ organizationId: acmeId, subcustomerId: created.id });
    expect(await auditsOf('subcustomerAddress', added.id, 'create')).toHaveLength(1);

    res = await call(h.app, 'PUT', `${url}/${added.id}`, { token: tokens[who], body: address({ city: 'Kampen' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Subcustomer>().addresses).toEqual([expect.objectContaining({ id: added.id, city: 'Kampen' })]);
    expect(await auditsOf('subcustomerAddress', added.id, 'update')).toHaveLength(1);

    res = await call(h.app, 'DELETE', `${url}/${added.id}`, { token: tokens[who] });
    expect(res.statusCode).toBe(204);
    expect(await h.db.select().from(addresses).where(eq(addresses.id, added.id))).toHaveLength(0);
    expect(await auditsOf('subcustomerAddress', added.id, 'delete')).toHaveLength(1);
  });

  it.each(REFUSED)('refuses %s with 403 on every address call', async (who) => {
    const created = await createSubcustomer();
    const url = `${base()}/${created.id}/addresses`;
    const addressId = created.addresses[0].id;
    expect((await call(h.app, 'POST', url, { token: tokens[who], body: address() })).statusCode).toBe(403);
    expect((await call(h.app, 'PUT', `${url}/${addressId}`, { token: tokens[who], body: address({ city: 'X' }) })).statusCode).toBe(403);
    expect((await call(h.app, 'DELETE', `${url}/${addressId}`, { token: tokens[who] })).statusCode).toBe(403);
    const rows = await h.db.select().from(addresses).where(eq(addresses.subcustomerId, created.id));
    expect(rows.map((r) => r.city)).toEqual(['Bleiswijk']);
  });

  it("answers 401 and 404 for another organization, another subcustomer's address or an organization address", async () => {
    const created = await createSubcustomer();
    const other = await createSubcustomer();
    const url = `${base()}/${created.id}/addresses`;
    const [orgAddress] = (await call(h.app, 'GET', `/api/organizations/${acmeId}/addresses`, { token: tokens.superAdmin })).json<Address[]>();
    expect((await call(h.app, 'POST', url, { body: address() })).statusCode).toBe(401);
    expect((await call(h.app, 'POST', url, { token: tokens.noordzeeGeneral, body: address() })).statusCode).toBe(404);
    for (const id of [other.addresses[0].id, orgAddress.id]) {
      expect((await call(h.app, 'PUT', `${url}/${id}`, { token: tokens.superAdmin, body: address({ city: 'X' }) })).statusCode).toBe(404);
      expect((await call(h.app, 'DELETE', `${url}/${id}`, { token: tokens.superAdmin })).statusCode).toBe(404);
    }
    const [row] = await h.db.select().from(addresses).where(eq(addresses.id, orgAddress.id));
    expect(row.city).toBe(orgAddress.city);
  });

  it('refuses bad input and a type flag with 400 naming the field', async () => {
    const created = await createSubcustomer();
    const url = `${base()}/${created.id}/addresses`;
    const res = await call(h.app, 'POST', url, { token: tokens.superAdmin, body: address({ houseNumber: '' }) });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toContain('houseNumber');
    const typed = await call(h.app, 'PUT', `${url}/${created.addresses[0].id}`, { token: tokens.superAdmin, body: address({ type: 1 }) });
    expect(typed.statusCode).toBe(400);
  });
});

describe('API documentation', () => {
  it('documents every customer-administration route of issue 3 with its tag and a summary', async () => {
    const res = await call(h.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }>().paths;
    const tags = ['addresses', 'contacts', 'subsystems', 'subcustomers'];
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.some((t) => tags.includes(t)) && op.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const o = '/api/organizations/{id}';
    const s = `${o}/subcustomers/{subCustomerId}`;
    expect(documented.sort()).toEqual(
      [
        `GET ${o}/addresses`,
        `POST ${o}/addresses`,
        `PUT ${o}/addresses/{addressId}`,
        `PUT ${o}/addresses/{addressId}/type`,
        `DELETE ${o}/addresses/{addressId}`,
        `GET ${o}/contacts`,
        `PUT ${o}/contacts`,
        `GET ${o}/subsystems`,
        `PUT ${o}/subsystems/{subsystem}`,
        `GET ${o}/service-requests`,
        `POST ${o}/service-requests`,
        `PUT ${o}/service-requests/{requestId}`,
        // The staff Sub systems screen (issue 11).
        'GET /api/subsystems',
        'GET /api/subsystems/organizations',
        'GET /api/service-requests',
        `GET ${o}/subcustomers`,
        `POST ${o}/subcustomers`,
        `GET ${s}`,
        `PUT ${s}`,
        `DELETE ${s}`,
        `POST ${s}/contacts`,
        `PUT ${s}/contacts/{contactId}`,
        `DELETE ${s}/contacts/{contactId}`,
        `POST ${s}/addresses`,
        `PUT ${s}/addresses/{addressId}`,
        `DELETE ${s}/addresses/{addressId}`,
      ].sort(),
    );
  });
});
