import type { Organization, OrganizationListItem, Page } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  addresses,
  auditLog,
  authTokens,
  contractFiles,
  invoices,
  organizationSubsystems,
  organizationSuppliers,
  organizations,
  shipments,
  subcustomers,
  suppliers,
  users,
} from '../../db/schema/index.js';
import { newStorageKey } from '../../files/storage.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  call,
  organizationIdOf,
  organizationPayload,
  unique,
  userIdOf,
} from './test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
interface ErrorBody {
  errorMessage: string;
  errors: { field: string; message: string }[];
}

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await createTestApp();
  admin = await h.tokenFor(DEMO.superAdmin);
});
afterAll(async () => h?.close());

async function create(overrides: Parameters<typeof organizationPayload>[0] = {}): Promise<Organization> {
  const res = await call(h.app, 'POST', '/api/organizations', {
    token: admin,
    body: organizationPayload(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json<Organization>();
}

async function list(query: string): Promise<Page<OrganizationListItem>> {
  const res = await call(h.app, 'GET', `/api/organizations?${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Page<OrganizationListItem>>();
}

async function organizationCount(): Promise<number> {
  const [{ n }] = await h.db.select({ n: count() }).from(organizations);
  return n;
}

const fields = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors.map((e) => e.field);

describe('GET /organizations (list)', () => {
  const tag = `Lst${unique()}`;
  const created: Organization[] = [];

  beforeAll(async () => {
    // 23 active customers sharing a searchable tag, plus one inactive and one prospect.
    for (let i = 0; i < 23; i += 1) {
      created.push(
        await create({
          name: `${tag} ${String(i).padStart(2, '0')}`,
          customerNumber: `${tag}-${String(99 - i)}`,
        }),
      );
    }
    const inactive = await create({ name: `${tag} inactive`, customerNumber: `${tag}-inactive` });
    await call(h.app, 'PUT', `/api/organizations/${inactive.id}/deactivate`, { token: admin });
    await create({ name: `${tag} prospect`, customerNumber: `${tag}-prospect`, isProspect: true });
  });

  it('pages 20 at a time by default with the total of all matches', async () => {
    const first = await list(`search=${tag}`);
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await list(`search=${tag}&page=2`);
    expect(second.items).toHaveLength(3);
    const ids = [...first.items, ...second.items].map((o) => o.id);
    expect(new Set(ids).size).toBe(23);
  });

  it('honours pageSize', async () => {
    const page = await list(`search=${tag}&pageSize=5&page=3`);
    expect(page.items.map((o) => o.name)).toEqual([10, 11, 12, 13, 14].map((i) => `${tag} ${i}`));
  });

  it('hides inactive customers and prospects unless asked for', async () => {
    expect((await list(`search=${tag}&pageSize=100`)).items.some((o) => o.isInactive || o.isProspect)).toBe(
      false,
    );
    const withInactive = await list(`search=${tag}&pageSize=100&inactive=true`);
    expect(withInactive.total).toBe(24);
    expect(withInactive.items.filter((o) => o.isInactive).map((o) => o.name)).toEqual([`${tag} inactive`]);
    const withProspects = await list(`search=${tag}&pageSize=100&prospect=true`);
    expect(withProspects.total).toBe(24);
    expect(withProspects.items.filter((o) => o.isProspect).map((o) => o.name)).toEqual([`${tag} prospect`]);
    expect((await list(`search=${tag}&inactive=true&prospect=true`)).total).toBe(25);
  });

  it('sorts by name, customer number, ascending and descending', async () => {
    const byName = await list(`search=${tag}&pageSize=100&sort=name`);
    expect(byName.items[0].name).toBe(`${tag} 00`);
    const byNameDesc = await list(`search=${tag}&pageSize=100&sort=-name`);
    expect(byNameDesc.items[0].name).toBe(`${tag} 22`);
    // Customer numbers run 99 → 77 as names run 00 → 22.
    const byNumber = await list(`search=${tag}&pageSize=100&sort=customerNumber`);
    expect(byNumber.items[0].name).toBe(`${tag} 22`);
    const byNumberDesc = await list(`search=${tag}&pageSize=100&sort=-customerNumber`);
    expect(byNumberDesc.items[0].name).toBe(`${tag} 00`);
  });

  it('orders ties by id, so pages never repeat or skip a row', async () => {
    const pages = [1, 2, 3, 4, 5].map((p) => list(`search=${tag}&sort=country&pageSize=5&page=${p}`));
    const ids = (await Promise.all(pages)).flatMap((p) => p.items.map((o) => o.id));
    expect(ids).toEqual(created.map((o) => o.id));
  });

  it('searches name, customer number, city, VAT and KvK number, case-insensitively', async () => {
    const target = created[7];
    const [address] = await h.db
      .insert(addresses)
      .values({
        organizationId: target.id,
        streetName: 'Kade',
        houseNumber: '1',
        zipCode: '1234 AB',
        city: `Stad${tag}`,
        country: 'Nederland',
        countryCode: 'NL',
      })
      .returning();
    await h.db
      .update(organizations)
      .set({ visitingAddressId: address.id, vatNumber: `VAT${tag}`, kvkNumber: `KVK${tag}` })
      .where(eq(organizations.id, target.id));

    for (const term of [
      `stad${tag}`.toUpperCase(),
      `vat${tag}`,
      `KVK${tag}`,
      `${tag}-92`,
      `${tag} 07`.toLowerCase(),
    ]) {
      const page = await list(`search=${encodeURIComponent(term)}`);
      expect(page.items.map((o) => o.id)).toEqual([target.id]);
    }
    const page = await list(`search=${encodeURIComponent(`Stad${tag}`)}`);
    expect(page.items[0].city).toBe(`Stad${tag}`);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list('search=%25')).total).toBe(0);
    expect((await list(`search=${tag.slice(0, 2)}_`)).total).toBe(0);
  });

  it('sorts by city with the contact person name in each row', async () => {
    const page = await list(`search=${tag}&sort=-city&pageSize=100`);
    // Descending puts organizations without a city first (NULLS FIRST), then the one city.
    expect(page.items.filter((o) => o.city !== null).map((o) => o.city)).toEqual([`Stad${tag}`]);
    expect(page.items.every((o) => 'contactPersonName' in o)).toBe(true);
  });

  it.each([
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    ['sort=vatNumber', 'sort'],
    ['inactive=maybe', 'inactive'],
    ['color=red', ''],
  ])('refuses the query %s with 400', async (query, field) => {
    const res = await call(h.app, 'GET', `/api/organizations?${query}`, { token: admin });
    expect(res.statusCode).toBe(400);
    if (field) expect(fields(res)).toContain(field);
  });
});

describe('POST /organizations', () => {
  it('creates the organization and returns it as GET does', async () => {
    const [supplier] = await h.db.select().from(suppliers).limit(1);
    const res = await call(h.app, 'POST', '/api/organizations', {
      token: admin,
      body: organizationPayload({ name: 'Created B.V.', supplierIds: [supplier.id], slaLevel: 'Gold' }),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Organization>();
    expect(created).toMatchObject({
      name: 'Created B.V.',
      isInactive: false,
      supplierIds: [supplier.id],
      slaLevel: 'Gold',
    });
    expect(created.suppliers[0].name).toBe(supplier.name);
    const read = await call(h.app, 'GET', `/api/organizations/${created.id}`, { token: admin });
    expect(read.json()).toEqual(created);
  });

  it('writes an audit row naming who created what', async () => {
    const created = await create();
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'organization'), eq(auditLog.entityId, String(created.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'create',
      actorUserId: await userIdOf(h.db, DEMO.superAdmin),
      before: null,
    });
    expect(rows[0].after).toMatchObject({ customerNumber: created.customerNumber });
  });

  it('blanks the VAT number when the organization is not VAT liable', async () => {
    const created = await create({ vatLiable: false, vatNumber: 'NL000000000B01' });
    expect(created.vatNumber).toBeNull();
    const [row] = await h.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row.vatNumber).toBeNull();
  });

  it('drops blank supplier ids', async () => {
    const [supplier] = await h.db.select().from(suppliers).limit(1);
    const created = await create({ supplierIds: ['', supplier.id, null, ''] });
    expect(created.supplierIds).toEqual([supplier.id]);
  });

  it('refuses a customer number that is already in use, naming the field, and adds nothing', async () => {
    const before = await organizationCount();
    const res = await call(h.app, 'POST', '/api/organizations', {
      token: admin,
      body: organizationPayload({ customerNumber: ACME_NUMBER }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: 'Sorry, not all fields are filled in correctly.',
      errors: [{ field: 'customerNumber', message: 'Customer number is already in use.' }],
    });
    expect(await organizationCount()).toBe(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name that is too long', { name: 'x'.repeat(201) }, 'name'],
    ['a customer number of the wrong type', { customerNumber: 123 }, 'customerNumber'],
    ['vatLiable of the wrong type', { vatLiable: 'yes' }, 'vatLiable'],
    [
      'an invalid announcement e-mail',
      { announcementEmailAddress: 'not-an-email' },
      'announcementEmailAddress',
    ],
    ['an unknown field', { color: 'red' }, ''],
    ['an unknown reseller', { resellerId: 999999 }, 'resellerId'],
    ['an unknown contact person', { contactPersonId: 999999 }, 'contactPersonId'],
    ['an unknown initial contractor', { initialContractorId: 999999 }, 'initialContractorId'],
    ['an unknown supplier', { supplierIds: [999999] }, 'supplierIds'],
  ])('refuses %s with 400 and adds nothing', async (_what, overrides, field) => {
    const before = await organizationCount();
    const res = await call(h.app, 'POST', '/api/organizations', {
      token: admin,
      body: { ...organizationPayload(), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.errorMessage).toBe('Sorry, not all fields are filled in correctly.');
    expect(body.errors.length).toBeGreaterThan(0);
    if (field) expect(body.errors.map((e) => e.field)).toContain(field);
    expect(await organizationCount()).toBe(before);
  });

  it('refuses an organization user as contact person (contact persons are employees)', async () => {
    const res = await call(h.app, 'POST', '/api/organizations', {
      token: admin,
      body: organizationPayload({ contactPersonId: await userIdOf(h.db, DEMO.acmeSigner) }),
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['contactPersonId']);
  });

  it('accepts an existing reseller, contact person and initial contractor', async () => {
    const reseller = await create({ isReseller: true });
    const employeeId = await userIdOf(h.db, DEMO.accountManager);
    const created = await create({
      resellerId: reseller.id,
      contactPersonId: employeeId,
      initialContractorId: employeeId,
    });
    expect(created).toMatchObject({
      resellerId: reseller.id,
      contactPersonId: employeeId,
      initialContractorId: employeeId,
    });
  });
});

describe('PUT /organizations/{id}', () => {
  it('replaces the fields and supplier links', async () => {
    const supplierRows = await h.db.select().from(suppliers).limit(2);
    const org = await create({ supplierIds: [supplierRows[0].id] });
    const body = organizationPayload({
      name: 'Renamed',
      customerNumber: org.customerNumber,
      supplierIds: [supplierRows[1].id, ''],
      vatLiable: false,
    });
    const res = await call(h.app, 'PUT', `/api/organizations/${org.id}`, { token: admin, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', supplierIds: [supplierRows[1].id], vatNumber: null });
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(org.id)), eq(auditLog.action, 'update')));
    expect(audit[0].before).toMatchObject({ name: org.name });
    expect(audit[0].after).toMatchObject({ name: 'Renamed' });
  });

  it('keeps its own customer number without the skip flag (the check excludes itself)', async () => {
    const org = await create();
    const res = await call(h.app, 'PUT', `/api/organizations/${org.id}`, {
      token: admin,
      body: organizationPayload({ customerNumber: org.customerNumber }),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['without the skip flag', false],
    ['even with the skip flag (the database still refuses)', true],
  ])("refuses another organization's customer number %s and changes nothing", async (_what, skip) => {
    const org = await create();
    const res = await call(h.app, 'PUT', `/api/organizations/${org.id}`, {
      token: admin,
      body: organizationPayload({
        name: 'Should not stick',
        customerNumber: ACME_NUMBER,
        skipCustomerNumberCheck: skip,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['customerNumber']);
    const [row] = await h.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row.name).toBe(org.name);
  });

  it('skips the uniqueness check with the flag (a new unique number saves)', async () => {
    const org = await create();
    const number = `S${unique()}`;
    const res = await call(h.app, 'PUT', `/api/organizations/${org.id}`, {
      token: admin,
      body: organizationPayload({ customerNumber: number, skipCustomerNumberCheck: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Organization>().customerNumber).toBe(number);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const org = await create();
    const res = await call(h.app, 'PUT', `/api/organizations/${org.id}`, {
      token: admin,
      body: { ...organizationPayload(), name: 'x'.repeat(201), unexpected: true },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await h.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row.name).toBe(org.name);
  });

  it('refuses an organization as its own reseller', async () => {
    const org = await create({ isReseller: true });
    const res = await call(h.app, 'PUT', `/api/organizations/${org.id}`, {
      token: admin,
      body: organizationPayload({ customerNumber: org.customerNumber, resellerId: org.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      { field: 'resellerId', message: 'An organization cannot be its own reseller.' },
    ]);
  });

  it('answers 404 for an organization that does not exist, 400 for a non-numeric id', async () => {
    expect(
      (await call(h.app, 'PUT', '/api/organizations/999999', { token: admin, body: organizationPayload() }))
        .statusCode,
    ).toBe(404);
    expect((await call(h.app, 'GET', '/api/organizations/abc', { token: admin })).statusCode).toBe(400);
  });
});

describe('PUT /organizations/{id}/activate|deactivate', () => {
  it('deactivates (hidden from the default list) and activates again', async () => {
    const org = await create();
    const off = await call(h.app, 'PUT', `/api/organizations/${org.id}/deactivate`, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json<Organization>().isInactive).toBe(true);
    expect((await list(`search=${org.customerNumber}`)).total).toBe(0);
    const on = await call(h.app, 'PUT', `/api/organizations/${org.id}/activate`, { token: admin });
    expect(on.json<Organization>().isInactive).toBe(false);
    expect((await list(`search=${org.customerNumber}`)).total).toBe(1);
  });

  it('answers 404 for an unknown organization', async () => {
    expect(
      (await call(h.app, 'PUT', '/api/organizations/999999/activate', { token: admin })).statusCode,
    ).toBe(404);
  });
});

describe('GET /organizations/{id}/company', () => {
  it('shows contact person and default addresses', async () => {
    const employeeId = await userIdOf(h.db, DEMO.accountManager);
    const org = await create({ contactPersonId: employeeId });
    const [address] = await h.db
      .insert(addresses)
      .values({
        organizationId: org.id,
        streetName: 'Dam',
        houseNumber: '1',
        zipCode: '1012 JS',
        city: 'Amsterdam',
        country: 'Nederland',
        countryCode: 'NL',
      })
      .returning();
    await h.db
      .update(organizations)
      .set({ invoiceAddressId: address.id })
      .where(eq(organizations.id, org.id));
    const res = await call(h.app, 'GET', `/api/organizations/${org.id}/company`, { token: admin });
    expect(res.statusCode).toBe(200);
    const company = res.json<{
      contactPerson: { id: number; email: string };
      invoiceAddress: { city: string; invoiceAddress: boolean };
      shippingAddress: null;
    }>();
    expect(company.contactPerson).toMatchObject({ id: employeeId, email: DEMO.accountManager });
    expect(company.invoiceAddress).toMatchObject({ city: 'Amsterdam', invoiceAddress: true });
    expect(company.shippingAddress).toBeNull();
  });

  it('shows an organization user its own company', async () => {
    const acmeId = await organizationIdOf(h.db, ACME_NUMBER);
    const res = await call(h.app, 'GET', `/api/organizations/${acmeId}/company`, {
      token: await h.tokenFor(DEMO.acmeGeneral),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: acmeId, customerNumber: ACME_NUMBER });
  });
});

describe('DELETE /organizations/{id}', () => {
  /** An organization with one of everything that hangs off it. */
  async function populated() {
    const [supplier] = await h.db.select().from(suppliers).limit(1);
    const org = await create({ supplierIds: [supplier.id] });
    const [user] = await h.db
      .insert(users)
      .values({
        email: `doomed.${unique()}@example.com`,
        firstName: 'Doomed',
        lastName: 'User',
        organizationId: org.id,
        roles: [1],
      })
      .returning();
    await h.db.insert(authTokens).values({
      userId: user.id,
      purpose: 'confirm',
      tokenHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const [sub] = await h.db.insert(subcustomers).values({ organizationId: org.id, name: 'Sub' }).returning();
    const [address] = await h.db
      .insert(addresses)
      .values({
        organizationId: org.id,
        subcustomerId: null,
        streetName: 'A',
        houseNumber: '1',
        zipCode: '1',
        city: 'C',
        country: 'Nederland',
        countryCode: 'NL',
      })
      .returning();
    await h.db.insert(addresses).values({
      organizationId: org.id,
      subcustomerId: sub.id,
      streetName: 'B',
      houseNumber: '2',
      zipCode: '2',
      city: 'D',
      country: 'Nederland',
      countryCode: 'NL',
    });
    await h.db
      .update(organizations)
      .set({ shippingAddressId: address.id })
      .where(eq(organizations.id, org.id));
    await h.db.insert(shipments).values({ organizationId: org.id, subcustomerId: sub.id, reference: 'R1' });
    await h.db.insert(organizationSubsystems).values({ organizationId: org.id, subsystem: 1 });
    const contractKey = newStorageKey('contract');
    const invoiceKey = newStorageKey('invoice');
    const stored = await h.app.files.put(contractKey, Buffer.from('%PDF-1.4 contract'));
    await h.app.files.put(invoiceKey, Buffer.from('%PDF-1.4 invoice'));
    await h.db.insert(contractFiles).values({
      organizationId: org.id,
      category: 0,
      fileName: 'sla.pdf',
      contentType: 'application/pdf',
      ...stored,
      storageKey: contractKey,
    });
    await h.db.insert(invoices).values({
      organizationId: org.id,
      invoiceNumber: `INV-${unique()}`,
      invoiceDate: '2026-01-01',
      period: '202512',
      amountCents: 12100,
      vatCents: 2100,
      dueDate: '2026-01-31',
      fileName: 'invoice.pdf',
      ...stored,
      storageKey: invoiceKey,
    });
    return { org, user, storageKeys: [contractKey, invoiceKey] };
  }

  async function storedFiles(keys: string[]) {
    return Promise.all(keys.map((key) => h.app.files.exists(key)));
  }

  async function remaining(orgId: number, userId: number) {
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
    return {
      organizations: await n(
        h.db.select({ n: count() }).from(organizations).where(eq(organizations.id, orgId)),
      ),
      users: await n(h.db.select({ n: count() }).from(users).where(eq(users.organizationId, orgId))),
      tokens: await n(h.db.select({ n: count() }).from(authTokens).where(eq(authTokens.userId, userId))),
      addresses: await n(
        h.db.select({ n: count() }).from(addresses).where(eq(addresses.organizationId, orgId)),
      ),
      subcustomers: await n(
        h.db.select({ n: count() }).from(subcustomers).where(eq(subcustomers.organizationId, orgId)),
      ),
      shipments: await n(
        h.db.select({ n: count() }).from(shipments).where(eq(shipments.organizationId, orgId)),
      ),
      subsystems: await n(
        h.db
          .select({ n: count() })
          .from(organizationSubsystems)
          .where(eq(organizationSubsystems.organizationId, orgId)),
      ),
      suppliers: await n(
        h.db
          .select({ n: count() })
          .from(organizationSuppliers)
          .where(eq(organizationSuppliers.organizationId, orgId)),
      ),
      contractFiles: await n(
        h.db.select({ n: count() }).from(contractFiles).where(eq(contractFiles.organizationId, orgId)),
      ),
      invoices: await n(h.db.select({ n: count() }).from(invoices).where(eq(invoices.organizationId, orgId))),
    };
  }

  it('removes the organization and everything that hangs off it, stored files included', async () => {
    const { org, user, storageKeys } = await populated();
    expect(await storedFiles(storageKeys)).toEqual([true, true]);
    const res = await call(h.app, 'DELETE', `/api/organizations/${org.id}`, { token: admin });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await remaining(org.id, user.id)).toEqual({
      organizations: 0,
      users: 0,
      tokens: 0,
      addresses: 0,
      subcustomers: 0,
      shipments: 0,
      subsystems: 0,
      suppliers: 0,
      contractFiles: 0,
      invoices: 0,
    });
    expect(await storedFiles(storageKeys)).toEqual([false, false]);
    expect((await call(h.app, 'GET', `/api/organizations/${org.id}`, { token: admin })).statusCode).toBe(404);
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(org.id)), eq(auditLog.action, 'delete')));
    expect(audit.before).toMatchObject({ id: org.id, customerNumber: org.customerNumber });
    expect(audit.after).toBeNull();
    expect((await call(h.app, 'DELETE', `/api/organizations/${org.id}`, { token: admin })).statusCode).toBe(
      404,
    );
  });

  it('removes nothing when the delete fails half way (one transaction)', async () => {
    const { org, user, storageKeys } = await populated();
    const before = await remaining(org.id, user.id);
    // Make the very last statement (deleting the organization row) fail after the dependants are gone.
    await h.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_delete() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'refused by test'; END; $$ LANGUAGE plpgsql`),
    );
    await h.db.execute(
      sql.raw(`
      CREATE TRIGGER refuse_org_delete BEFORE DELETE ON organizations FOR EACH ROW
        WHEN (OLD.id = ${org.id}) EXECUTE FUNCTION refuse_delete();
    `),
    );
    try {
      const res = await call(h.app, 'DELETE', `/api/organizations/${org.id}`, { token: admin });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong.' });
      expect(await remaining(org.id, user.id)).toEqual(before);
      expect(before.users).toBe(1);
      expect(before.invoices).toBe(1);
      expect(await storedFiles(storageKeys)).toEqual([true, true]);
    } finally {
      await h.db.execute(sql.raw('DROP TRIGGER refuse_org_delete ON organizations'));
    }
  });
});

describe('API documentation', () => {
  it('documents every organization route under the "organizations" tag', async () => {
    const res = await call(h.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('organizations'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      [
        'DELETE /api/organizations/{id}',
        'GET /api/organizations',
        'GET /api/organizations/ExportAddresses',
        'GET /api/organizations/ExportUsers',
        'GET /api/organizations/{id}',
        'GET /api/organizations/{id}/company',
        'PATCH /api/organizations/{id}/settings',
        'POST /api/organizations',
        'POST /api/organizations/{id}/users',
        'PUT /api/organizations/{id}',
        'PUT /api/organizations/{id}/activate',
        'PUT /api/organizations/{id}/deactivate',
      ].sort(),
    );
  });
});
